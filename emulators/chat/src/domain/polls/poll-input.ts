/**
 * Poll settings as `createPoll` / `updatePoll` / `partialUpdatePoll` send them, and the limits
 * a poll must keep. The limits follow what the SDK and stream-chat-react enforce client-side
 * (at most 100 options; up to 10 votes per person), which Stream's server repeats.
 */
import { z } from 'zod';
import { nowIso } from '../../lib/clock';
import { inputError } from '../../lib/errors';
import type { Custom, PollOptionRecord, PollRecord } from '../../state/types';

/** stream-chat's `MAX_POLL_OPTIONS` (the composer and the "suggest an option" action stop there). */
export const MAX_POLL_OPTIONS = 100;
/** The composer's "votes per person" range ends at 10. */
export const MAX_VOTES_ALLOWED = 10;

export const optionInputSchema = z.looseObject({
  id: z.string().min(1).max(255).optional(),
  text: z.string(),
  position: z.number().int().optional(),
});
export type OptionInput = z.infer<typeof optionInputSchema>;

const settingsShape = {
  name: z.string().optional(),
  description: z.string().optional(),
  voting_visibility: z.enum(['public', 'anonymous']).optional(),
  enforce_unique_vote: z.boolean().optional(),
  max_votes_allowed: z.number().int().nullish(),
  allow_answers: z.boolean().optional(),
  allow_user_suggested_options: z.boolean().optional(),
  is_closed: z.boolean().optional(),
  options: z.array(optionInputSchema).optional(),
};
export const pollSettingsSchema = z.looseObject(settingsShape);
export type PollSettings = z.infer<typeof pollSettingsSchema>;

/** A new poll's settings, and those a full update resets when it leaves them out. */
export const DEFAULT_SETTINGS = {
  description: '',
  voting_visibility: 'public',
  enforce_unique_vote: false,
  max_votes_allowed: null,
  allow_answers: false,
  allow_user_suggested_options: false,
  is_closed: false,
} as const;

/** Keys that are the poll's own (or derived, resent by clients); everything else is custom data. */
const POLL_FIELDS = new Set([
  ...Object.keys(settingsShape),
  'id',
  'user_id',
  'user',
  'created_by',
  'created_by_id',
  'created_at',
  'updated_at',
  'vote_count',
  'vote_counts_by_option',
  'latest_votes_by_option',
  'answers_count',
  'latest_answers',
  'own_votes',
]);

export function customPollFields(input: Record<string, unknown>): Custom {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !POLL_FIELDS.has(key)));
}

export function newOption(input: OptionInput, at: string): PollOptionRecord {
  const { id, text, position, ...custom } = input;
  return {
    id: id ?? crypto.randomUUID(),
    text: text.trim(),
    position,
    custom,
    created_at: at,
    updated_at: at,
  };
}

/** Applies settings; `reset` (a full update) puts left-out fields back to their defaults. */
export function applySettings(poll: PollRecord, settings: PollSettings, reset: boolean): void {
  const base = reset ? DEFAULT_SETTINGS : poll;
  if (settings.name !== undefined) poll.name = settings.name;
  poll.description = settings.description ?? base.description;
  poll.voting_visibility = settings.voting_visibility ?? base.voting_visibility;
  poll.enforce_unique_vote = settings.enforce_unique_vote ?? base.enforce_unique_vote;
  poll.max_votes_allowed =
    settings.max_votes_allowed === undefined ? base.max_votes_allowed : settings.max_votes_allowed;
  poll.allow_answers = settings.allow_answers ?? base.allow_answers;
  poll.allow_user_suggested_options =
    settings.allow_user_suggested_options ?? base.allow_user_suggested_options;
  poll.is_closed = settings.is_closed ?? base.is_closed;
  if (settings.options) replaceOptions(poll, settings.options);
  const custom = customPollFields(settings);
  poll.custom = reset ? custom : { ...poll.custom, ...custom };
  poll.updated_at = nowIso();
}

/**
 * A new option list: options named by id keep their votes (and get the new text), the others
 * are new; options left out are removed with their votes.
 */
function replaceOptions(poll: PollRecord, inputs: OptionInput[]): void {
  const at = nowIso();
  poll.options = inputs.map((input) => {
    const existing = input.id ? poll.options.find((option) => option.id === input.id) : undefined;
    if (!existing) return newOption(input, at);
    const { id: _id, text, position, ...custom } = input;
    return { ...existing, text: text.trim(), position, custom, updated_at: at };
  });
  const kept = new Set(poll.options.map((option) => option.id));
  poll.votes = poll.votes.filter(
    (vote) => vote.option_id === undefined || kept.has(vote.option_id),
  );
}

/** `unset` of a partial update: settings go back to their defaults, custom fields go away. */
export function unsetFields(poll: PollRecord, keys: readonly string[]): void {
  for (const key of keys) {
    if (key in DEFAULT_SETTINGS) {
      Object.assign(poll, { [key]: DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS] });
    } else if (POLL_FIELDS.has(key)) {
      throw inputError(`${key} cannot be unset`);
    } else {
      delete poll.custom[key];
    }
  }
  if (keys.length > 0) poll.updated_at = nowIso();
}

/** Refuses a poll that breaks the limits (code 4), after any change. */
export function checkPoll(poll: PollRecord): void {
  if (poll.name.trim() === '') throw inputError('poll name is required');
  if (poll.options.length > MAX_POLL_OPTIONS) {
    throw inputError(
      `a poll has at most ${MAX_POLL_OPTIONS} options (${poll.options.length} given)`,
    );
  }
  const texts = new Set<string>();
  const ids = new Set<string>();
  for (const option of poll.options) {
    if (option.text === '') throw inputError('poll option text must not be empty');
    if (texts.has(option.text)) throw inputError(`poll option "${option.text}" already exists`);
    if (ids.has(option.id)) throw inputError(`poll option id ${option.id} is used twice`);
    texts.add(option.text);
    ids.add(option.id);
  }
  const max = poll.max_votes_allowed;
  if (max !== null && (max < 1 || max > MAX_VOTES_ALLOWED)) {
    throw inputError(`max_votes_allowed must be between 1 and ${MAX_VOTES_ALLOWED}`);
  }
  if (poll.enforce_unique_vote && max !== null && max > 1) {
    throw inputError('max_votes_allowed cannot be above 1 when enforce_unique_vote is true');
  }
}

/**
 * Making and changing polls (`createPoll`, `updatePoll`, `partialUpdatePoll` / `closePoll`,
 * `deletePoll`, and their options). Changes are made on a copy and kept only if the poll still
 * keeps its limits; the poll's channel hears `poll.updated` (and `poll.closed`).
 */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { inputError, notFound } from '../../lib/errors';
import type { PollOptionRecord, PollRecord, UserRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { announceUpdated } from '../messages/update-message';
import { pollHome, requireManagePoll, requireVoteRight } from './poll-access';
import { announcePoll } from './poll-events';
import {
  applySettings,
  DEFAULT_SETTINGS,
  checkPoll,
  newOption,
  unsetFields,
  type OptionInput,
  type PollSettings,
} from './poll-input';

/**
 * Runs a change on a copy and keeps it only if the poll still keeps its limits; then
 * `poll.updated`, and `poll.closed` when it closed (a poll not sent yet has no audience).
 */
function change(ctx: EmulatorContext, poll: PollRecord, edit: (draft: PollRecord) => void) {
  const draft = structuredClone(poll);
  edit(draft);
  checkPoll(draft);
  ctx.store.state.polls[draft.id] = draft;
  announcePoll(ctx, 'poll.updated', draft);
  if (!poll.is_closed && draft.is_closed) announcePoll(ctx, 'poll.closed', draft);
  return draft;
}

function requireOption(poll: PollRecord, optionId: string): PollOptionRecord {
  const option = poll.options.find((candidate) => candidate.id === optionId);
  if (!option) throw notFound(`poll option ${optionId} does not exist`);
  return option;
}

export function createPoll(
  ctx: EmulatorContext,
  creator: UserRecord,
  input: PollSettings & { id?: string; name: string },
): PollRecord {
  const polls = ctx.store.state.polls;
  if (input.id && polls[input.id]) throw inputError(`poll with id ${input.id} already exists`);
  const at = nowIso();
  const blank: PollRecord = {
    id: input.id ?? crypto.randomUUID(),
    name: input.name,
    ...DEFAULT_SETTINGS,
    created_by_id: creator.id,
    created_at: at,
    updated_at: at,
    custom: {},
    options: [],
    votes: [],
  };
  return change(ctx, blank, (draft) => applySettings(draft, input, true));
}

/** `updatePoll` (every setting, `reset`) or `partialUpdatePoll` (`set` and `unset`). */
export function updatePoll(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
  update: { action: string; settings?: PollSettings; reset: boolean; unset?: string[] },
): PollRecord {
  requireManagePoll(ctx, caller, poll, actor, update.action);
  return change(ctx, poll, (draft) => {
    if (update.settings) applySettings(draft, update.settings, update.reset);
    unsetFields(draft, update.unset ?? []);
  });
}

/** Deletes a poll; the message that carried it stays, without the poll. */
export function deletePoll(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
): void {
  requireManagePoll(ctx, caller, poll, actor, 'DeletePoll');
  announcePoll(ctx, 'poll.deleted', poll);
  delete ctx.store.state.polls[poll.id];
  const home = pollHome(ctx, poll);
  if (home) {
    delete home.message.poll_id;
    home.message.updated_at = nowIso();
    announceUpdated(ctx, home.channel, home.message, actor);
  }
}

/** Adds an option: a voter's suggestion where the poll allows them, else managing the poll. */
export function addOption(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
  input: OptionInput,
): { poll: PollRecord; option: PollOptionRecord } {
  const home = pollHome(ctx, poll);
  if (poll.allow_user_suggested_options && home && actor && actor.id !== poll.created_by_id) {
    requireVoteRight(caller, home.channel, actor, 'CreatePollOption');
  } else {
    requireManagePoll(ctx, caller, poll, actor, 'CreatePollOption');
  }
  if (poll.is_closed) throw inputError(`poll ${poll.id} is closed`);
  if (input.id && poll.options.some((option) => option.id === input.id)) {
    throw inputError(`poll option with id ${input.id} already exists`);
  }
  const option = newOption(input, nowIso());
  const updated = change(ctx, poll, (draft) => {
    draft.options.push(option);
    draft.updated_at = option.created_at;
  });
  return { poll: updated, option };
}

export function updateOption(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
  input: OptionInput,
): { poll: PollRecord; option: PollOptionRecord } {
  requireManagePoll(ctx, caller, poll, actor, 'UpdatePollOption');
  if (!input.id) throw inputError('UpdatePollOption needs the option id');
  const { id, text, position, ...custom } = input;
  requireOption(poll, id);
  const updated = change(ctx, poll, (draft) => {
    const option = requireOption(draft, id);
    Object.assign(option, {
      text: text.trim(),
      position,
      custom: { ...option.custom, ...custom },
      updated_at: nowIso(),
    });
    draft.updated_at = option.updated_at;
  });
  return { poll: updated, option: requireOption(updated, id) };
}

export function getOption(poll: PollRecord, optionId: string): PollOptionRecord {
  return requireOption(poll, optionId);
}

/** Deletes an option and the votes for it. */
export function deleteOption(
  ctx: EmulatorContext,
  caller: Caller,
  poll: PollRecord,
  actor: UserRecord | null,
  optionId: string,
): void {
  requireManagePoll(ctx, caller, poll, actor, 'DeletePollOption');
  const option = requireOption(poll, optionId);
  change(ctx, poll, (draft) => {
    draft.options = draft.options.filter((candidate) => candidate.id !== option.id);
    draft.votes = draft.votes.filter((vote) => vote.option_id !== option.id);
    draft.updated_at = nowIso();
  });
}

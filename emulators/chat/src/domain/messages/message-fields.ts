import { z } from 'zod';
import type { Custom } from '../../state/types';

/**
 * Fields the server owns or derives. The UI resends its whole cached message on edit (with
 * `status`, `reaction_groups`, …); these are dropped silently rather than stored as custom data.
 */
const SERVER_MESSAGE_FIELDS = new Set([
  'id',
  'cid',
  'text',
  'html',
  'type',
  'user',
  'user_id',
  'attachments',
  'mentioned_users',
  'parent_id',
  'show_in_channel',
  'quoted_message_id',
  'quoted_message',
  'silent',
  'shadowed',
  'pinned',
  'pinned_at',
  'pinned_by',
  'pin_expires',
  'reply_count',
  'deleted_reply_count',
  'thread_participants',
  'latest_reactions',
  'own_reactions',
  'reaction_groups',
  'reaction_counts',
  'reaction_scores',
  'created_at',
  'updated_at',
  'deleted_at',
  'message_text_updated_at',
  'status',
  'error',
  'errorStatusCode',
  'i18n',
  'channel',
  'member',
  'poll',
  'poll_id',
  'reminder',
  'shared_location',
  'restricted_visibility',
  'command',
  'args',
  'before_message_send_failed',
]);

export function customMessageFields(input: Record<string, unknown>): Custom {
  return Object.fromEntries(
    Object.entries(input).filter(
      ([key]) => !SERVER_MESSAGE_FIELDS.has(key) && !key.startsWith('__'),
    ),
  );
}

/** Requests carry mention ids; a UI edit resends user objects, so both are accepted. */
export const mentionsSchema = z.array(
  z.union([z.string().min(1), z.looseObject({ id: z.string().min(1) })]),
);

export function mentionIds(mentions: z.infer<typeof mentionsSchema> | undefined): string[] {
  return [...new Set((mentions ?? []).map((m) => (typeof m === 'string' ? m : m.id)))];
}

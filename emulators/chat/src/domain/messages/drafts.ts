/**
 * Drafts (`channel.createDraft` / `getDraft` / `deleteDraft`, `client.queryDrafts`): one per
 * user and channel, and one per user and thread (`parent_id`). They are the user's own, on every
 * device: `draft.updated` / `draft.deleted` go to all the user's connections, and channel states
 * (`query`, `queryChannels`) and threads carry the caller's draft, which the message composer
 * restores.
 */
import { z } from 'zod';
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { ApiError, inputError, notFound } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { ChannelRecord, DraftRecord, UserRecord } from '../../state/types';
import { channelEvent } from '../channels/channel-events';
import { configOf } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import { requireFullReadAccess } from '../permissions/read-access';
import { actingUser } from '../users/acting-user';
import { draftJson } from './draft-json';

/** A draft's message as the composer saves it. */
export const draftMessageSchema = z.looseObject({
  id: z.string().min(1).max(255).optional(),
  text: z.string().optional(),
  parent_id: z.string().min(1).optional(),
  quoted_message_id: z.string().min(1).optional(),
});
type DraftMessage = z.infer<typeof draftMessageSchema>;

function draftField(draft: DraftRecord, field: string): unknown {
  switch (field) {
    case 'channel_cid':
      return draft.cid;
    case 'parent_id':
    case 'created_at':
      return draft[field];
    default:
      return undefined;
  }
}

/**
 * A draft keeps the limits of the message it will become: its length (code 20), and the thread
 * parent and quoted message it names must be in its channel (code 4; a reply's reply: 21).
 */
function checkReferences(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  message: DraftMessage,
): void {
  const maxLength = Number(configOf(ctx, channel).max_message_length ?? 5000);
  const length = message.text?.length ?? 0;
  if (length > maxLength) {
    throw new ApiError(20, 400, `draft message is too long (${length} > ${maxLength} characters)`);
  }
  for (const [field, id] of [
    ['parent_id', message.parent_id],
    ['quoted_message_id', message.quoted_message_id],
  ] as const) {
    if (id === undefined) continue;
    const referenced = ctx.store.message(id);
    if (!referenced || referenced.cid !== channel.cid) {
      throw inputError(`${field}: message ${id} does not exist in ${channel.cid}`);
    }
    if (field === 'parent_id' && referenced.parent_id) {
      throw new ApiError(21, 400, 'a draft reply to a reply is not allowed');
    }
  }
}

/** Where a user's draft for a channel or thread is (or goes): only in a channel they read. */
interface DraftSlot {
  channel: ChannelRecord;
  user: UserRecord;
  index: number;
}

export function draftSlot(
  ctx: EmulatorContext,
  caller: Caller,
  channel: ChannelRecord,
  serverUserId: string | null | undefined,
  parentId: string | undefined,
): DraftSlot {
  const user = actingUser(ctx, caller, serverUserId, 'Draft');
  requireFullReadAccess(channel, user);
  const index = ctx.store.state.drafts.findIndex(
    (d) => d.cid === channel.cid && d.user_id === user.id && d.parent_id === parentId,
  );
  return { channel, user, index };
}

export function getDraft(ctx: EmulatorContext, slot: DraftSlot): DraftRecord {
  const draft = ctx.store.state.drafts[slot.index];
  if (!draft) throw notFound('Draft not found');
  return draft;
}

/** Saves (or replaces) the draft; every connection of the user hears `draft.updated`. */
export function saveDraft(
  ctx: EmulatorContext,
  { channel, user, index }: DraftSlot,
  message: DraftMessage,
): Record<string, unknown> {
  const drafts = ctx.store.state.drafts;
  checkReferences(ctx, channel, message);
  const draft: DraftRecord = {
    user_id: user.id,
    cid: channel.cid,
    parent_id: message.parent_id,
    message: { ...message, id: message.id ?? crypto.randomUUID() },
    created_at: nowIso(),
  };
  if (index === -1) drafts.push(draft);
  else drafts[index] = draft;
  const json = draftJson(ctx, draft);
  ctx.fanout.toUser(user.id, channelEvent('draft.updated', channel, { draft: json }));
  return json;
}

/** Deletes the draft if there is one; every connection of the user hears `draft.deleted`. */
export function deleteDraft(ctx: EmulatorContext, { channel, user, index }: DraftSlot): void {
  const [draft] = index === -1 ? [] : ctx.store.state.drafts.splice(index, 1);
  if (draft) {
    ctx.fanout.toUser(
      user.id,
      channelEvent('draft.deleted', channel, { draft: draftJson(ctx, draft) }),
    );
  }
}

/** `queryDrafts`: the user's own drafts by filter, newest first unless sorted. */
export function queryDrafts(
  ctx: EmulatorContext,
  user: UserRecord,
  query: { filter: Filter; sort: unknown },
): DraftRecord[] {
  const matches = compileFilter(query.filter);
  const own = ctx.store.state.drafts.filter(
    (draft) => draft.user_id === user.id && matches((field) => draftField(draft, field)),
  );
  return sortRecords(
    own,
    [...normalizeSort(query.sort), { field: 'created_at', direction: -1 }],
    draftField,
  );
}

import { channelJson } from '../channels/channel-json';
import type { EmulatorContext } from '../context';
import type { DraftRecord } from '../../state/types';
import { messageJson } from './message-json';

/** A user's draft in a channel (`parentId` undefined) or a thread. */
export function findDraft(
  ctx: EmulatorContext,
  userId: string,
  cid: string,
  parentId: string | undefined,
): DraftRecord | undefined {
  return ctx.store.state.drafts.find(
    (draft) => draft.user_id === userId && draft.cid === cid && draft.parent_id === parentId,
  );
}

/** The SDK's `DraftResponse`, with the thread parent and quoted message the composer shows. */
export function draftJson(ctx: EmulatorContext, draft: DraftRecord): Record<string, unknown> {
  const channel = ctx.store.channel(draft.cid);
  const parent = draft.parent_id ? ctx.store.message(draft.parent_id) : undefined;
  const quotedId = draft.message.quoted_message_id;
  const quoted = typeof quotedId === 'string' ? ctx.store.message(quotedId) : undefined;
  return {
    channel_cid: draft.cid,
    channel: channel ? channelJson(ctx, channel) : undefined,
    created_at: draft.created_at,
    message: draft.message,
    parent_id: draft.parent_id,
    parent_message: parent ? messageJson(ctx, parent, draft.user_id) : undefined,
    quoted_message: quoted ? messageJson(ctx, quoted, draft.user_id) : undefined,
  };
}

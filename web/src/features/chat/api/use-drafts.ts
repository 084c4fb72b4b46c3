/** The drafts the chat page reads: the user's channel drafts, and a channel's restored on opening. */
import { createContext, use, useEffect, useState } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { draftsReducer, rememberThreadDrafts, type ChannelDrafts } from './drafts';

export type { ChannelDrafts } from './drafts';

/**
 * Brings the channel's draft back into its empty composer when the channel is opened: the stock
 * composer reads a channel draft only from a channel query, which an already watched channel
 * does not repeat, and misses one saved on another device while it was closed. `hasDraft` (from
 * useChannelDrafts) keeps it from asking for a draft that does not exist, which the service
 * answers with a 404 the browser logs. Call it from a parent of MessageComposer (whose own
 * effects, run first, turn drafts on).
 */
export function useRestoreDraft(channel: Channel, hasDraft: boolean): void {
  useEffect(() => {
    const composer = channel.messageComposer;
    if (!hasDraft || !composer.compositionIsEmpty) return;
    composer.getDraft().catch((failure: unknown) => {
      console.warn('Chat draft not read', failure);
    });
  }, [channel, hasDraft]);
}

/** The user's channel drafts: read once, then kept current by `draft.updated` / `draft.deleted`. */
export function useChannelDrafts(client: StreamChat): ChannelDrafts {
  const [drafts, setDrafts] = useState<ChannelDrafts>({});
  useEffect(() => {
    let cancelled = false;
    const subscriptions = (['draft.updated', 'draft.deleted'] as const).map((type) =>
      client.on(type, (event) => setDrafts((current) => draftsReducer(current, event))),
    );
    client.queryDrafts({ limit: 100 }).then(
      ({ drafts: stored }) => {
        rememberThreadDrafts(client, stored);
        if (cancelled) return;
        setDrafts((current) => {
          const read: ChannelDrafts = {};
          for (const draft of stored) {
            if (!draft.parent_id) read[draft.channel_cid] = draft.message.text ?? '';
          }
          // No channel draft read (none, or thread drafts only): the same object, nothing redraws.
          if (Object.keys(read).length === 0) return current;
          // Events that arrived while the query ran are newer than what it read.
          return { ...read, ...current };
        });
      },
      (failure: unknown) => console.warn('Chat drafts not read', failure),
    );
    return () => {
      cancelled = true;
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [client]);
  return drafts;
}

/**
 * The user's channel drafts for the parts that show them (the list's marks, the composer's
 * restore). Read through a context, so a draft saved while typing re-renders those parts only:
 * the chat's layout above them hands the library new component overrides on every render, and
 * every message would draw again.
 */
export const ChannelDraftsContext = createContext<ChannelDrafts>({});

export function useDraftsOfChannels(): ChannelDrafts {
  return use(ChannelDraftsContext);
}

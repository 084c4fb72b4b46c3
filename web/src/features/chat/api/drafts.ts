/**
 * Drafts through the chat service: the composer keeps the unsent text of each channel and
 * thread as a Stream draft, so it comes back after switching channel, a reload or on another
 * device. The stock composer saves a draft only when it unmounts (a reload never unmounts it),
 * so the text is also saved once typing pauses; emptying the composer or sending deletes it (the
 * composer's own rule). The list shows "Draft" on channels with one.
 */
import type { DraftResponse, Event, MessageComposer, StreamChat } from 'stream-chat';

/** How long typing must pause before the text is saved as a draft. */
export const DRAFT_SAVE_DELAY_MS = 800;

/**
 * Whether a draft the service tells the composer about is the composer's own save coming back:
 * a draft carries the id of the composer that saved it (another device's composer has its own).
 */
export function isOwnDraftEcho(composerId: string, composition: unknown): boolean {
  const draft = composition as Partial<DraftResponse> | undefined;
  return typeof draft?.message === 'object' && draft.message.id === composerId;
}

/**
 * The service sends each saved draft to all the user's connections, this one too, and the stock
 * composer replaces its whole state with a draft it is told about: a key typed between a save and
 * its echo was lost. The composer's own echo brings nothing it does not have (or has newer), so it
 * is not applied; another device's draft still is. Returns the undo.
 */
function keepTypingOverOwnEchoes(composer: MessageComposer): () => void {
  const initState = composer.initState;
  composer.initState = (options) => {
    if (isOwnDraftEcho(composer.id, options?.composition)) return;
    initState(options);
  };
  return () => {
    composer.initState = initState;
  };
}

/**
 * The threads (`cid parent_id`) where the user has a draft, per client. A thread's composer asks
 * the service for its draft when it opens if drafts are on, and the service answers a thread
 * without one with a 404 that the browser and the chat library log: so a thread's composer turns
 * drafts on when it opens only where one is known, and otherwise once something is typed.
 */
const threadDraftsByClient = new WeakMap<StreamChat, Set<string>>();

function threadDraftsOf(client: StreamChat): Set<string> {
  let known = threadDraftsByClient.get(client);
  if (!known) {
    known = new Set();
    threadDraftsByClient.set(client, known);
  }
  return known;
}

const threadKey = (cid: string, parentId: string) => `${cid} ${parentId}`;

/** Whether the client knows of a draft in this thread (read or heard of since it connected). */
export function hasKnownThreadDraft(client: StreamChat, cid: string, parentId: string): boolean {
  return threadDraftsOf(client).has(threadKey(cid, parentId));
}

/** Notes the thread drafts among `drafts` (the service's list of the user's drafts). */
export function rememberThreadDrafts(client: StreamChat, drafts: readonly DraftResponse[]): void {
  for (const draft of drafts) {
    if (draft.parent_id) threadDraftsOf(client).add(threadKey(draft.channel_cid, draft.parent_id));
  }
}

function followThreadDrafts(client: StreamChat): void {
  client.on('draft.updated', ({ draft }) => {
    if (draft) rememberThreadDrafts(client, [draft]);
  });
  client.on('draft.deleted', ({ draft }) => {
    if (draft?.parent_id)
      threadDraftsOf(client).delete(threadKey(draft.channel_cid, draft.parent_id));
  });
}

/** Turns drafts on for every composer of the client and saves their text as typing pauses. */
export function enableDrafts(client: StreamChat): void {
  followThreadDrafts(client);
  client.setMessageComposerSetupFunction(({ composer }) => {
    const enable = () => composer.updateConfig({ drafts: { enabled: true } });
    const thread = composer.threadId;
    if (!thread || hasKnownThreadDraft(client, composer.channel.cid, thread)) enable();
    const restoreInitState = keepTypingOverOwnEchoes(composer);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const unsubscribe = composer.textComposer.state.subscribeWithSelector(
      ({ text }) => ({ text }),
      (_, previous) => {
        clearTimeout(timer);
        if (previous === undefined || composer.compositionIsEmpty) return;
        timer = setTimeout(() => {
          if (composer.compositionIsEmpty) return;
          if (!composer.config.drafts.enabled) enable();
          composer.createDraft().catch((failure: unknown) => {
            console.warn('Chat draft not saved', failure);
          });
        }, DRAFT_SAVE_DELAY_MS);
      },
    );
    return () => {
      clearTimeout(timer);
      unsubscribe();
      restoreInitState();
    };
  });
}

/** cid → text of the user's channel drafts (thread drafts are not shown in the list). */
export type ChannelDrafts = Record<string, string>;

export function draftsReducer(drafts: ChannelDrafts, event: Event): ChannelDrafts {
  const draft = event.draft as DraftResponse | undefined;
  if (!draft || draft.parent_id) return drafts;
  const cid = draft.channel_cid;
  // The same object when nothing changed (a sent message deletes a draft that was never saved;
  // a save echoes text the list already has), so the list does not draw again.
  if (event.type === 'draft.deleted') {
    if (!(cid in drafts)) return drafts;
    const { [cid]: _dropped, ...rest } = drafts;
    return rest;
  }
  const text = draft.message.text ?? '';
  if (event.type === 'draft.updated' && drafts[cid] !== text) return { ...drafts, [cid]: text };
  return drafts;
}

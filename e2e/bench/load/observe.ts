/**
 * The observer: a member who never acts and keeps open what the others change, as people with
 * the pages open would: the projects list, the task board, the calendar's events, each canvas's elements, each
 * video's comments, and (through their chat client, which watches every shared channel) new
 * messages, replies and reactions. Each token is noted the moment it first arrives; a write the
 * server has not confirmed yet (the observer's own) never counts.
 */
import { collection, onSnapshot, type Query } from 'firebase/firestore';
import { CANVAS_COUNT, LOAD_WORKSPACE_ID, VIDEO_COUNT, canvasId, videoId } from './dataset';
import { reactionKey } from './ledger';
import type { Member } from './members';
import type { Sightings } from './sightings';

export function observe(observer: Member, sightings: Sightings): () => void {
  const { db, chat } = observer;
  const workspace = ['workspaces', LOAD_WORKSPACE_ID] as const;
  const queries: Query[] = [
    collection(db, ...workspace, 'projects'),
    collection(db, ...workspace, 'tasks'),
    collection(db, ...workspace, 'events'),
    ...Array.from({ length: CANVAS_COUNT }, (_, index) =>
      collection(db, ...workspace, 'canvases', canvasId(index), 'elements'),
    ),
    ...Array.from({ length: VIDEO_COUNT }, (_, index) =>
      collection(db, ...workspace, 'videos', videoId(index), 'comments'),
    ),
  ];
  const stops = queries.map((watched) =>
    onSnapshot(
      watched,
      (snapshot) => {
        for (const change of snapshot.docChanges()) {
          if (change.type === 'removed' || change.doc.metadata.hasPendingWrites) continue;
          sightings.seeTokens(JSON.stringify(change.doc.data()));
        }
      },
      (error) => console.error('Observer listener:', error.message),
    ),
  );
  const messages = chat.on('message.new', (event) => {
    sightings.seeTokens(event.message?.text ?? '');
  });
  const reactions = chat.on('reaction.new', (event) => {
    const reaction = event.reaction;
    if (!reaction?.message_id || !reaction.type) return;
    sightings.see(
      reactionKey({
        messageId: reaction.message_id,
        user: reaction.user_id ?? reaction.user?.id ?? '',
        type: reaction.type,
      }),
    );
  });
  return () => {
    stops.forEach((stop) => stop());
    messages.unsubscribe();
    reactions.unsubscribe();
  };
}

/**
 * A task outlives its source: when the message, video comment, canvas or event it was made from
 * is deleted, the task keeps its excerpt and gets `source.deleted: true`, which the app shows as
 * "the original is gone". Firestore sources are followed by their delete triggers (index.ts);
 * chat messages by the chat service's `message.deleted` webhook (api/stream-webhook.ts).
 */
import type { ChatMessageEvent } from '@crewspace/common/api';
import type { TaskSourceKind } from '@crewspace/common/tasks';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

/** Tasks read (and marked) per page. */
const PAGE_SIZE = 200;

/** gRPC status the Admin SDK reports when an update finds no document. */
const NOT_FOUND = 5;

/** The field of `source.ref` that names each kind of source. */
const REF_FIELDS = {
  message: 'messageId',
  'video-comment': 'commentId',
  canvas: 'canvasId',
  event: 'eventId',
} as const satisfies Record<TaskSourceKind, string>;

/**
 * Marks every task that `query` finds and `matches` (same kind and source) as having lost its
 * source, a page at a time; returns how many it marked. A task deleted meanwhile (its workspace
 * being deleted, say) is skipped.
 */
async function markAll(
  query: Query,
  matches: (task: QueryDocumentSnapshot) => boolean,
): Promise<number> {
  let marked = 0;
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(PAGE_SIZE).get();
    const targets = page.docs.filter(
      (task) => matches(task) && task.get('source.deleted') !== true,
    );
    await Promise.all(
      targets.map((task) =>
        task.ref.update({ 'source.deleted': true }).catch((error: { code?: number }) => {
          if (error.code !== NOT_FOUND) throw error;
        }),
      ),
    );
    marked += targets.length;
    if (page.docs.length < PAGE_SIZE) return marked;
    last = page.docs[page.docs.length - 1];
  }
}

/**
 * The tasks of a workspace made from a deleted source that lives in Firestore: a video comment
 * (of the video `videoId`: comments of different videos may share an id), a canvas or an event.
 */
export function markWorkspaceSourceDeleted(
  workspaceId: string,
  source: { kind: Exclude<TaskSourceKind, 'message'>; id: string; videoId?: string },
): Promise<number> {
  const query = db
    .collection('workspaces')
    .doc(workspaceId)
    .collection('tasks')
    .where(`source.ref.${REF_FIELDS[source.kind]}`, '==', source.id)
    .orderBy('__name__');
  return markAll(
    query,
    (task) =>
      task.get('source.kind') === source.kind &&
      (source.videoId === undefined || task.get('source.ref.videoId') === source.videoId),
  );
}

/**
 * The tasks made from a deleted chat message, in any workspace (a message has one id across the
 * chat service, and the webhook that reports it is signed by the service).
 */
export function markMessageTasksDeleted(event: ChatMessageEvent): Promise<number> {
  const query = db
    .collectionGroup('tasks')
    .where('source.ref.messageId', '==', event.message.id)
    .orderBy('__name__');
  return markAll(
    query,
    (task) => task.get('source.kind') === 'message' && task.get('source.ref.cid') === event.cid,
  );
}

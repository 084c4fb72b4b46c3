/**
 * Review comments (workspaces/{ws}/videos/{videoId}/comments) and the video's review fields:
 * the stored shape read into the app model, the bounded live query, and the writes
 * firestore.rules allows (each checked with the shared schema first, so a bad comment is refused
 * here with a message before the rules would refuse it without one).
 */
import {
  newCommentSchema,
  type NewComment,
  type ReviewStatus,
  type VideoCommentDoc,
} from '@crewspace/common/video-review';
import {
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

export interface VideoComment {
  id: string;
  text: string;
  time: number;
  endTime: number | null;
  versionId: string;
  parentId: string | null;
  mentions: string[];
  resolved: boolean;
  createdBy: string;
  createdAt: Date | null;
  edited: boolean;
}

export interface VideoAddress {
  workspaceId: string;
  videoId: string;
}

const commentConverter = readOnlyConverter<VideoComment, Partial<VideoCommentDoc<Timestamp>>>(
  'Video comment',
  (id, data) => ({
    id,
    text: data.text ?? '',
    time: typeof data.time === 'number' ? data.time : 0,
    endTime: typeof data.endTime === 'number' ? data.endTime : null,
    versionId: data.versionId ?? '',
    parentId: data.parentId ?? null,
    mentions: Array.isArray(data.mentions) ? data.mentions : [],
    resolved: data.resolved === true,
    createdBy: data.createdBy ?? '',
    createdAt: toDate(data.createdAt),
    edited: data.editedAt !== undefined,
  }),
);

function videoDoc(db: Firestore, at: VideoAddress) {
  return doc(db, 'workspaces', at.workspaceId, 'videos', at.videoId);
}

function commentsCollection(db: Firestore, at: VideoAddress) {
  return collection(videoDoc(db, at), 'comments');
}

/** One version's comments and replies in video order, the first `max`. */
export function commentsQuery(
  db: Firestore,
  at: VideoAddress,
  versionId: string,
  max: number,
): Query<VideoComment> {
  return query(
    commentsCollection(db, at).withConverter(commentConverter),
    where('versionId', '==', versionId),
    orderBy('time', 'asc'),
    limit(max),
  );
}

/** A comment as typed, checked against the shared limits; throws with the first problem. */
function checkedComment(input: NewComment, duration: number | null): NewComment {
  const parsed = newCommentSchema.safeParse(input);
  if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Check the comment.');
  if (duration !== null && (parsed.data.endTime ?? parsed.data.time) > duration)
    throw new Error('That moment is past the end of the video.');
  return parsed.data;
}

export async function addComment(
  db: Firestore,
  at: VideoAddress,
  input: NewComment & { versionId: string; parentId: string | null; uid: string },
  duration: number | null,
): Promise<string> {
  const comment = checkedComment(input, duration);
  // The id is chosen here, so it is known offline, before the server has the comment.
  const ref = doc(commentsCollection(db, at));
  await trackWrite(
    setDoc(ref, {
      ...comment,
      versionId: input.versionId,
      parentId: input.parentId,
      resolved: false,
      createdBy: input.uid,
      createdAt: serverTimestamp(),
    }),
  );
  return ref.id;
}

export async function editComment(
  db: Firestore,
  at: VideoAddress,
  comment: VideoComment,
  change: { text: string; mentions: string[] },
): Promise<void> {
  const checked = checkedComment({ ...change, time: comment.time, endTime: null }, null);
  await trackWrite(
    updateDoc(doc(commentsCollection(db, at), comment.id), {
      text: checked.text,
      mentions: checked.mentions,
      editedAt: serverTimestamp(),
    }),
  );
}

export async function setResolved(
  db: Firestore,
  at: VideoAddress,
  commentId: string,
  resolved: boolean,
  uid: string,
): Promise<void> {
  await trackWrite(
    updateDoc(doc(commentsCollection(db, at), commentId), {
      resolved,
      resolvedBy: uid,
      resolvedAt: serverTimestamp(),
    }),
  );
}

export async function deleteComment(
  db: Firestore,
  at: VideoAddress,
  commentId: string,
): Promise<void> {
  await trackWrite(deleteDoc(doc(commentsCollection(db, at), commentId)));
}

export async function setReviewStatus(
  db: Firestore,
  at: VideoAddress,
  status: ReviewStatus,
  uid: string,
): Promise<void> {
  await trackWrite(
    updateDoc(videoDoc(db, at), {
      reviewStatus: status,
      reviewStatusBy: uid,
      reviewStatusAt: serverTimestamp(),
    }),
  );
}

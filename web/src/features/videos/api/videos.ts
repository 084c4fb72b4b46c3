/**
 * Workspace videos (workspaces/{id}/videos): stored shape, app model, converter, bounded queries
 * and the writes firestore.rules allow. The files themselves are in Storage (upload-video.ts).
 */
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
  type DocumentReference,
  type FieldValue,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import {
  DEFAULT_REVIEW_STATUS,
  isReviewStatus,
  type ReviewStatus,
} from '@crewspace/common/video-review';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

/** What a video document holds. `storagePath`/`thumbnailPath` let the files be deleted with it. */
export interface VideoDoc {
  videoURL: string;
  videoName: string;
  thumbnailUrl: string | null;
  notes: string;
  uploadedAt: Timestamp | FieldValue | null;
  uploadedBy: string;
  workspaceId: string;
  storagePath?: string | null;
  thumbnailPath?: string | null;
  /** Review (issue 16); older videos have neither and read as needing review. */
  reviewStatus?: ReviewStatus;
  duration?: number;
  /** The hover preview frames (a grid JPEG beside the thumbnail), when they could be made. */
  previewSpriteUrl?: string | null;
  previewSpritePath?: string | null;
}

export interface Video {
  id: string;
  videoURL: string;
  videoName: string;
  thumbnailUrl: string | null;
  notes: string;
  uploadedAt: Date | null;
  uploadedBy: string;
  workspaceId: string;
  storagePath: string | null;
  thumbnailPath: string | null;
  reviewStatus: ReviewStatus;
  /** Seconds, once someone's player measured it; null before. */
  duration: number | null;
  previewSpriteUrl: string | null;
  previewSpritePath: string | null;
}

/** A new video record: everything but the id, the server-set upload time and the review state. */
export type NewVideo = Omit<Video, 'id' | 'uploadedAt' | 'reviewStatus' | 'duration'>;

/** What a stored video carries besides VideoDoc's fields: the project it belongs to, if any. */
type StoredVideo = VideoDoc & { projectId?: string | null };

const videoConverter = readOnlyConverter<Video, StoredVideo>(
  'Video',
  (id, data, [workspaceId = '']) => ({
    id,
    videoURL: data.videoURL ?? '',
    videoName: data.videoName ?? '',
    thumbnailUrl: data.thumbnailUrl ?? null,
    notes: data.notes ?? '',
    uploadedAt: toDate(data.uploadedAt),
    uploadedBy: data.uploadedBy ?? '',
    workspaceId: data.workspaceId || workspaceId,
    storagePath: data.storagePath ?? null,
    thumbnailPath: data.thumbnailPath ?? null,
    reviewStatus: isReviewStatus(data.reviewStatus) ? data.reviewStatus : DEFAULT_REVIEW_STATUS,
    duration: typeof data.duration === 'number' ? data.duration : null,
    previewSpriteUrl: data.previewSpriteUrl ?? null,
    previewSpritePath: data.previewSpritePath ?? null,
  }),
);

function videosCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'videos');
}

/**
 * The workspace's newest videos first, at most `max` (the library, the dashboard card), or only
 * those with one review status.
 */
export function videosQuery(
  db: Firestore,
  workspaceId: string,
  max: number,
  status: ReviewStatus | null = null,
): Query<Video> {
  const videos = videosCollection(db, workspaceId).withConverter(videoConverter);
  return status
    ? query(videos, where('reviewStatus', '==', status), orderBy('uploadedAt', 'desc'), limit(max))
    : query(videos, orderBy('uploadedAt', 'desc'), limit(max));
}

/** A project's videos, at most `max`. */
export function projectVideosQuery(
  db: Firestore,
  workspaceId: string,
  projectId: string,
  max: number,
): Query<Video> {
  return query(
    videosCollection(db, workspaceId).withConverter(videoConverter),
    where('projectId', '==', projectId),
    limit(max),
  );
}

export function videoRef(
  db: Firestore,
  workspaceId: string,
  videoId: string,
): DocumentReference<Video, StoredVideo> {
  return doc(videosCollection(db, workspaceId), videoId).withConverter(videoConverter);
}

/** Saves the record of an uploaded video; returns its id. */
export async function addVideo(db: Firestore, video: NewVideo): Promise<string> {
  const stored: VideoDoc = {
    ...video,
    reviewStatus: DEFAULT_REVIEW_STATUS,
    uploadedAt: serverTimestamp(),
  };
  const ref = doc(videosCollection(db, video.workspaceId));
  await trackWrite(setDoc(ref, stored));
  return ref.id;
}

/** The only fields firestore.rules let anyone change. */
export async function updateVideo(
  db: Firestore,
  workspaceId: string,
  videoId: string,
  changes: Partial<Pick<Video, 'videoName' | 'notes'>>,
): Promise<void> {
  await trackWrite(updateDoc(doc(videosCollection(db, workspaceId), videoId), changes));
}

export async function deleteVideoRecord(
  db: Firestore,
  workspaceId: string,
  videoId: string,
): Promise<void> {
  await trackWrite(deleteDoc(doc(videosCollection(db, workspaceId), videoId)));
}

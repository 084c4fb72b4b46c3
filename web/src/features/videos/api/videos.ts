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
  versionId,
  type ReviewStatus,
  type VideoVersionDoc,
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
  /** Review state; older videos have neither and read as needing review. */
  reviewStatus?: ReviewStatus;
  duration?: number;
  /** The hover preview frames (a grid JPEG beside the thumbnail), when they could be made. */
  previewSpriteUrl?: string | null;
  previewSpritePath?: string | null;
  /** A copy of the newest of versions/v2, v3, …; absent while the video has only its own files. */
  latestVersion?: VideoVersionDoc<Timestamp>;
}

/** One upload of a video: v1 is the video document's own files, later ones versions/v{n}. */
export interface VideoVersion {
  id: string;
  number: number;
  videoURL: string;
  thumbnailUrl: string | null;
  previewSpriteUrl: string | null;
  storagePath: string | null;
  thumbnailPath: string | null;
  previewSpritePath: string | null;
  /** Seconds, once someone's player measured it; null before. */
  duration: number | null;
  uploadedBy: string;
  uploadedAt: Date | null;
}

export interface Video {
  id: string;
  videoName: string;
  notes: string;
  uploadedAt: Date | null;
  uploadedBy: string;
  workspaceId: string;
  reviewStatus: ReviewStatus;
  /** The first upload (v1). */
  first: VideoVersion;
  /** The newest version, what the library shows: `first` while there is no other. */
  latest: VideoVersion;
}

/** The files an upload made (a new video's, or a new version's). */
export type VideoFiles = Pick<
  VideoVersion,
  | 'videoURL'
  | 'thumbnailUrl'
  | 'previewSpriteUrl'
  | 'storagePath'
  | 'thumbnailPath'
  | 'previewSpritePath'
>;

/** A new video record: its first upload's files, name and notes, by its uploader. */
export type NewVideo = VideoFiles &
  Pick<Video, 'videoName' | 'notes' | 'uploadedBy' | 'workspaceId'> & { storagePath: string };

/** What a stored video carries besides VideoDoc's fields: the project it belongs to, if any. */
type StoredVideo = VideoDoc & { projectId?: string | null };

/** The file fields a video document (for v1) and a version document share. */
interface StoredVersion {
  videoURL?: string;
  thumbnailUrl?: string | null;
  previewSpriteUrl?: string | null;
  storagePath?: string | null;
  thumbnailPath?: string | null;
  previewSpritePath?: string | null;
  duration?: number;
  uploadedBy?: string;
  uploadedAt?: unknown;
}

/** A version as the app reads it, from the video's own fields (v1) or a version document. */
export function readVersion(number: number, data: StoredVersion): VideoVersion {
  return {
    id: versionId(number),
    number,
    videoURL: data.videoURL ?? '',
    thumbnailUrl: data.thumbnailUrl ?? null,
    previewSpriteUrl: data.previewSpriteUrl ?? null,
    storagePath: data.storagePath ?? null,
    thumbnailPath: data.thumbnailPath ?? null,
    previewSpritePath: data.previewSpritePath ?? null,
    duration: typeof data.duration === 'number' ? data.duration : null,
    uploadedBy: data.uploadedBy ?? '',
    uploadedAt: toDate(data.uploadedAt),
  };
}

const videoConverter = readOnlyConverter<Video, StoredVideo>(
  'Video',
  (id, data, [workspaceId = '']) => {
    const first = readVersion(1, data);
    const latest = data.latestVersion;
    return {
      id,
      videoName: data.videoName ?? '',
      notes: data.notes ?? '',
      uploadedAt: toDate(data.uploadedAt),
      uploadedBy: data.uploadedBy ?? '',
      workspaceId: data.workspaceId || workspaceId,
      reviewStatus: isReviewStatus(data.reviewStatus) ? data.reviewStatus : DEFAULT_REVIEW_STATUS,
      first,
      latest:
        latest && typeof latest.number === 'number' && latest.number > 1
          ? readVersion(latest.number, latest)
          : first,
    };
  },
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

/** Saves the record of an uploaded video (its first version, v1); returns its id. */
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

/** The details the uploader (or a deleteMessages role) edits; firestore.rules allow no others here. */
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

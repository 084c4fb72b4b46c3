/**
 * Workspace videos (workspaces/{id}/videos) and the role records that decide who may delete
 * them: stored shapes, app models, converters, refs and the writes firestore.rules allow.
 */
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type FieldValue,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { firebaseServices } from './app';

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
}

/** A new video record: everything but the id and the server-set upload time. */
export type NewVideo = Omit<Video, 'id' | 'uploadedAt'>;

const videoConverter: FirestoreDataConverter<Video, VideoDoc> = {
  toFirestore() {
    throw new Error('Write videos through addVideo/updateVideo.');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot<VideoDoc, VideoDoc>, options?: SnapshotOptions) {
    const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
    return {
      id: snapshot.id,
      videoURL: data.videoURL ?? '',
      videoName: data.videoName ?? '',
      thumbnailUrl: data.thumbnailUrl ?? null,
      notes: data.notes ?? '',
      uploadedAt: data.uploadedAt instanceof Timestamp ? data.uploadedAt.toDate() : null,
      uploadedBy: data.uploadedBy ?? '',
      workspaceId: data.workspaceId ?? '',
      storagePath: data.storagePath ?? null,
      thumbnailPath: data.thumbnailPath ?? null,
    };
  },
};

function videosCollection(workspaceId: string) {
  return collection(firebaseServices().db, 'workspaces', workspaceId, 'videos');
}

/** The workspace's newest videos first, at most `max`. */
export function videosQuery(workspaceId: string, max: number): Query<Video, VideoDoc> {
  return query(
    videosCollection(workspaceId).withConverter(videoConverter),
    orderBy('uploadedAt', 'desc'),
    limit(max),
  );
}

export function videoRef(workspaceId: string, videoId: string): DocumentReference<Video, VideoDoc> {
  return doc(videosCollection(workspaceId), videoId).withConverter(videoConverter);
}

/** Saves the record of an uploaded video; returns its id. */
export async function addVideo(video: NewVideo): Promise<string> {
  const stored: VideoDoc = { ...video, uploadedAt: serverTimestamp() };
  const created = await addDoc(videosCollection(video.workspaceId), stored);
  return created.id;
}

/** The only fields firestore.rules let anyone change. */
export async function updateVideo(
  workspaceId: string,
  videoId: string,
  changes: Partial<Pick<Video, 'videoName' | 'notes'>>,
): Promise<void> {
  await updateDoc(doc(videosCollection(workspaceId), videoId), changes);
}

export async function deleteVideoRecord(workspaceId: string, videoId: string): Promise<void> {
  await deleteDoc(doc(videosCollection(workspaceId), videoId));
}

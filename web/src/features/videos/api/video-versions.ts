/**
 * A video's versions: v1 is the video document's own files, each later upload
 * workspaces/{ws}/videos/{id}/versions/v{n} with a copy of the newest on the video
 * (`latestVersion`). Reading one, adding the next (the document and the copy in one transaction,
 * as firestore.rules demand) and recording a version's length.
 */
import {
  VERSIONS_MAX,
  newVersionFilesSchema,
  versionId,
  versionNumber,
  type NewVersionFiles,
  type VideoVersionDoc,
} from '@crewspace/common/video-review';
import {
  doc,
  runTransaction,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { firebaseErrorCode } from '@/lib/firebase/errors';
import { trackWrite } from '@/lib/firebase/pending-writes';
import type { VideoAddress } from './video-comments';
import { readVersion, type Video, type VideoDoc, type VideoVersion } from './videos';

const versionConverter = readOnlyConverter<VideoVersion, Partial<VideoVersionDoc<Timestamp>>>(
  'Video version',
  (id, data) => readVersion(data.number ?? versionNumber(id) ?? 0, data),
);

function videoDoc(db: Firestore, at: VideoAddress) {
  return doc(db, 'workspaces', at.workspaceId, 'videos', at.videoId);
}

function versionDoc(db: Firestore, at: VideoAddress, id: string) {
  return doc(videoDoc(db, at), 'versions', id);
}

/** One later version (v2, v3, …), through its converter. */
export function versionRef(
  db: Firestore,
  at: VideoAddress,
  id: string,
): DocumentReference<VideoVersion, Partial<VideoVersionDoc<Timestamp>>> {
  return versionDoc(db, at, id).withConverter(versionConverter);
}

/** The ids of a video's versions, newest first (v3, v2, v1). */
export function versionIds(video: Pick<Video, 'latest'>): string[] {
  return Array.from({ length: video.latest.number }, (_, index) =>
    versionId(video.latest.number - index),
  );
}

/** Uploads finishing at the same moment as this one that it can still number after. */
const ADD_VERSION_ATTEMPTS = 3;

/**
 * Adds the files of a new upload as the video's next version, by `uid`; returns its id. The
 * files are checked first (a message for each problem); the number is the one after the newest,
 * read in the same transaction. When another upload took that number a moment earlier the rules
 * refuse the write (before the transaction would see the contention and retry), so a refusal is
 * tried again with the next number; the same number refused twice is a real refusal.
 */
export async function addVersion(
  db: Firestore,
  at: VideoAddress,
  files: NewVersionFiles,
  uid: string,
): Promise<string> {
  const checked = newVersionFilesSchema(at.workspaceId).safeParse(files);
  if (!checked.success)
    throw new Error(checked.error.issues[0]?.message ?? 'The new version was not accepted.');
  // The number last refused, and the refusal.
  let refusedNumber = 0;
  let refusal: unknown = null;
  for (let attempt = 1; ; attempt += 1) {
    let number = 0;
    try {
      return await runTransaction(db, async (transaction) => {
        const video = await transaction.get(videoDoc(db, at));
        if (!video.exists())
          throw new Error('The video was deleted while its new version uploaded.');
        number = ((video.data() as Partial<VideoDoc>).latestVersion?.number ?? 1) + 1;
        if (number === refusedNumber) throw refusal;
        if (number > VERSIONS_MAX) throw new Error(`A video has at most ${VERSIONS_MAX} versions.`);
        const version = { number, ...checked.data, uploadedBy: uid, uploadedAt: serverTimestamp() };
        transaction.set(versionDoc(db, at, versionId(number)), version);
        transaction.update(videoDoc(db, at), { latestVersion: version });
        return versionId(number);
      });
    } catch (error) {
      const retry =
        firebaseErrorCode(error) === 'permission-denied' &&
        error !== refusal &&
        attempt < ADD_VERSION_ATTEMPTS;
      if (!retry) throw error;
      refusedNumber = number;
      refusal = error;
    }
  }
}

/**
 * Records the length a player measured for one version, once (the rules refuse a second
 * write): v1 on the video itself; a later one on its document, and the newest (`isNewest`) also
 * on the video's copy, in the same write.
 */
export async function recordDuration(
  db: Firestore,
  at: VideoAddress,
  version: Pick<VideoVersion, 'id' | 'number'>,
  isNewest: boolean,
  seconds: number,
): Promise<void> {
  if (version.number === 1) {
    await trackWrite(updateDoc(videoDoc(db, at), { duration: seconds }));
    return;
  }
  const batch = writeBatch(db);
  batch.update(versionDoc(db, at, version.id), { duration: seconds });
  if (isNewest) batch.update(videoDoc(db, at), { 'latestVersion.duration': seconds });
  await trackWrite(batch.commit());
}

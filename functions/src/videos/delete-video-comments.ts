/** A deleted video takes its review comments with it (clients cannot delete other people's). */
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export async function deleteVideoComments(video: DocumentReference): Promise<void> {
  await db.recursiveDelete(video.collection('comments'));
}

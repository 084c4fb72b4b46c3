/**
 * A deleted video takes its review comments and its versions with it (clients may delete
 * neither: other people's comments, and versions not at all). Each deleted version's files go by
 * onVideoVersionDeleted, which also covers versions a workspace's recursive delete removes.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export async function deleteVideoChildren(video: DocumentReference): Promise<void> {
  await Promise.all([
    db.recursiveDelete(video.collection('comments')),
    db.recursiveDelete(video.collection('versions')),
  ]);
}

/**
 * workspaces/{ws}/usage/storage: the bytes the workspace keeps in Storage, which the functions
 * keep from Storage's own events and storage.rules check uploads against. Members read it.
 */
import { doc, type DocumentReference, type Firestore } from 'firebase/firestore';
import { readOnlyConverter } from '@/lib/firebase/converter';

interface StorageUsageDoc {
  bytes?: number;
}

const storageUsageConverter = readOnlyConverter<number, StorageUsageDoc>(
  'StorageUsage',
  (_id, data) => (typeof data.bytes === 'number' ? data.bytes : 0),
);

export function storageUsageRef(
  db: Firestore,
  workspaceId: string,
): DocumentReference<number, StorageUsageDoc> {
  return doc(db, 'workspaces', workspaceId, 'usage', 'storage').withConverter(
    storageUsageConverter,
  );
}

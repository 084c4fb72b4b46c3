import { useFirestore } from 'reactfire';
import { useDocData } from '@/lib/firebase/live-data';
import { storageUsageRef } from './storage-usage';

/**
 * The bytes the workspace keeps in Storage, live: 0 before its first file, null while unknown
 * (loading, unreadable, no workspace), when uploads are left to the rules to judge.
 */
export function useStorageUsed(workspaceId: string | null): number | null {
  const db = useFirestore();
  const live = useDocData(workspaceId ? storageUsageRef(db, workspaceId) : null);
  if (!workspaceId || live.status !== 'ready') return null;
  return live.data ?? 0;
}

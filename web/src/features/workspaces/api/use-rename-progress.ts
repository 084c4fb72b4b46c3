import { useFirestore } from 'reactfire';
import { fanoutProgress, type FanoutKind, type FanoutProgress } from '@crewspace/common/fanout';
import { useQueryData } from '@/lib/firebase/live-data';
import { renameShardsQuery } from './rename-progress';

/**
 * The progress of copying a new name into member documents, live, while it runs: null when no
 * copy is under way (none started, finished, still loading, or a null target).
 */
export function useRenameProgress(
  kind: FanoutKind,
  targetId: string | null,
): FanoutProgress | null {
  const db = useFirestore();
  const live = useQueryData(targetId ? renameShardsQuery(db, kind, targetId) : null);
  if (live.status !== 'ready') return null;
  const progress = fanoutProgress(live.data);
  return progress.done ? null : progress;
}

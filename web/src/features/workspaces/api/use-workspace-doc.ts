/** One workspace document by id, live (only the workspace on screen is listened to). */
import { useFirestore } from 'reactfire';
import { useDocData, type LiveState } from '@/lib/firebase/live-data';
import { workspaceRef, type Workspace } from './workspaces';

/** Null id: nothing to listen to (reported as ready with no workspace). */
export function useWorkspaceDoc(workspaceId: string | null): LiveState<Workspace | null> {
  const db = useFirestore();
  return useDocData(workspaceId ? workspaceRef(db, workspaceId) : null);
}

/**
 * The signed-in user's own member document in a workspace, live (the workspace provider resolves
 * the role from it). A role change, a suspension or a removal reaches every open page at once, as
 * it reaches the rules.
 */
import { useFirestore } from 'reactfire';
import { useDocData, type LiveState } from '@/lib/firebase/live-data';
import { memberRef, type Member } from './members';

/** Null workspace: nothing is read (ready with null). */
export function useMyMember(workspaceId: string | null, uid: string): LiveState<Member | null> {
  const db = useFirestore();
  return useDocData(workspaceId ? memberRef(db, workspaceId, uid) : null);
}

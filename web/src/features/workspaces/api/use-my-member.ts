/**
 * The signed-in user's own member document in a workspace, live, and the role it gives them. A
 * role change, a suspension or a removal reaches every open page at once, as it reaches the rules.
 */
import { useMemo } from 'react';
import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import { useFirestore } from 'reactfire';
import { useDocData, type LiveState } from '@/lib/firebase/live-data';
import { memberRef, type Member } from './members';

/** Null workspace: nothing is read (ready with null). */
export function useMyMember(workspaceId: string | null, uid: string): LiveState<Member | null> {
  const db = useFirestore();
  return useDocData(workspaceId ? memberRef(db, workspaceId, uid) : null);
}

export interface RoleState {
  /** 'loading' until the member document answers. */
  status: 'loading' | 'ready';
  /** Null for a non-member, a suspended member, or when the document could not be read. */
  role: WorkspaceRole | null;
}

/**
 * The user's role in a workspace. `ownerId` (from the workspace document, read in parallel)
 * only matters for a member document whose role is unreadable.
 */
export function useMyRole(workspaceId: string | null, uid: string, ownerId = ''): RoleState {
  const live = useMyMember(workspaceId, uid);
  return useMemo<RoleState>(() => {
    if (live.status === 'loading') return { status: 'loading', role: null };
    if (live.status === 'error') {
      console.warn('Could not read your membership', live.error);
      return { status: 'ready', role: null };
    }
    return { status: 'ready', role: resolveWorkspaceRole({ uid, ownerId, member: live.data }) };
  }, [live, uid, ownerId]);
}

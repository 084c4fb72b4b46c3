/**
 * The signed-in user's own member document in a workspace, live, and the role it gives them. A
 * role change, a suspension or a removal reaches every open page at once, as it reaches the rules.
 */
import { useCallback, useMemo } from 'react';
import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import type { Member } from '../../../lib/firebase/converters';
import { listenToDoc } from '../../../lib/firebase/firestore';
import { memberRef } from '../../../lib/firebase/members-data';
import { useLive, type LiveState } from '../../../lib/use-live';

export function useMyMember(workspaceId: string | null, uid: string): LiveState<Member | null> {
  const subscribe = useCallback(
    (onNext: (value: Member | null) => void, onError: (error: Error) => void) => {
      if (!workspaceId) {
        onNext(null);
        return () => undefined;
      }
      return listenToDoc(memberRef(workspaceId, uid), onNext, onError);
    },
    [workspaceId, uid],
  );
  return useLive(subscribe);
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

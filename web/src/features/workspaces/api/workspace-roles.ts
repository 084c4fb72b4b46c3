/** The signed-in user's role in a workspace, and every member's, live (role records + ownership). */
import { useCallback, useMemo } from 'react';
import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import type { Workspace } from '../../../lib/firebase/converters';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import {
  roleRecordRef,
  workspaceRoleRecordsQuery,
  type RoleRecord,
} from '../../../lib/firebase/workspace-data';
import { useLive } from '../../../lib/use-live';

export interface RoleState {
  /** 'loading' until the role record answers; a failed read falls back to ownership. */
  status: 'loading' | 'ready';
  role: WorkspaceRole | null;
}

export function useMyWorkspaceRole(workspace: Workspace | null, uid: string): RoleState {
  const workspaceId = workspace?.id ?? null;
  const subscribe = useCallback(
    (onNext: (value: RoleRecord | null) => void, onError: (error: Error) => void) =>
      listenToDoc(roleRecordRef(workspaceId ?? '', uid), onNext, onError),
    [workspaceId, uid],
  );
  const live = useLive(workspaceId ? subscribe : null);
  return useMemo<RoleState>(() => {
    if (!workspace) return { status: 'ready', role: null };
    if (live.status === 'loading') return { status: 'loading', role: null };
    const roleRecord = live.status === 'ready' ? live.data : null;
    return {
      status: 'ready',
      role: resolveWorkspaceRole({
        uid,
        ownerId: workspace.ownerId,
        members: workspace.members,
        roleRecord,
      }),
    };
  }, [workspace, live, uid]);
}

/** Each member's resolved role, by uid. */
export function useMemberRoles(workspace: Workspace): {
  status: 'loading' | 'ready' | 'error';
  roles: Record<string, WorkspaceRole>;
} {
  const workspaceId = workspace.id;
  const subscribe = useCallback(
    (onNext: (value: RoleRecord[]) => void, onError: (error: Error) => void) =>
      listenToQuery(workspaceRoleRecordsQuery(workspaceId), onNext, onError),
    [workspaceId],
  );
  const live = useLive(subscribe);
  return useMemo(() => {
    const records = live.status === 'ready' ? live.data : [];
    const roles: Record<string, WorkspaceRole> = {};
    for (const uid of workspace.members) {
      const role = resolveWorkspaceRole({
        uid,
        ownerId: workspace.ownerId,
        members: workspace.members,
        roleRecord: records.find((record) => record.userId === uid) ?? null,
      });
      if (role) roles[uid] = role;
    }
    return { status: live.status, roles };
  }, [live, workspace]);
}

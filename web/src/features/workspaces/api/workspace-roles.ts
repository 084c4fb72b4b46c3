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

/** The user's explicit role record in a workspace, live; null when none was assigned. */
function useRoleRecord(workspaceId: string | null, uid: string) {
  const subscribe = useCallback(
    (onNext: (value: RoleRecord | null) => void, onError: (error: Error) => void) =>
      listenToDoc(roleRecordRef(workspaceId ?? '', uid), onNext, onError),
    [workspaceId, uid],
  );
  return useLive(workspaceId ? subscribe : null);
}

export function useMyWorkspaceRole(workspace: Workspace | null, uid: string): RoleState {
  const live = useRoleRecord(workspace?.id ?? null, uid);
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

/** What a feature knows of a workspace when it has no Workspace document at hand. */
export interface WorkspaceAccess {
  workspaceId: string;
  ownerId: string;
  members: readonly string[];
  uid: string;
}

/** The user's role in the workspace (live: a role record may change); null while loading. */
export function useWorkspaceRole(access: WorkspaceAccess): WorkspaceRole | null {
  const { workspaceId, uid, ownerId, members } = access;
  const live = useRoleRecord(workspaceId, uid);
  if (live.status === 'loading') return null;
  return resolveWorkspaceRole({
    uid,
    ownerId,
    members,
    roleRecord: live.status === 'ready' ? live.data : null,
  });
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

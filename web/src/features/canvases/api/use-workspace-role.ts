import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import { useCallback } from 'react';
import { listenToDoc } from '../../../lib/firebase/firestore';
import { workspaceRoleRecordRef } from '../../../lib/firebase/videos-refs';
import { useLive } from '../../../lib/use-live';

export interface WorkspaceAccess {
  workspaceId: string;
  ownerId: string;
  members: readonly string[];
  uid: string;
}

/** The user's role in the workspace (live: a role record may change); null while loading. */
export function useWorkspaceRole(access: WorkspaceAccess): WorkspaceRole | null {
  const { workspaceId, uid, ownerId, members } = access;
  const subscribe = useCallback(
    (onNext: (value: { role: string } | null) => void, onError: (error: Error) => void) =>
      listenToDoc(workspaceRoleRecordRef(workspaceId, uid), onNext, onError),
    [workspaceId, uid],
  );
  const record = useLive(subscribe);
  if (record.status === 'loading') return null;
  return resolveWorkspaceRole({
    uid,
    ownerId,
    members,
    roleRecord: record.status === 'ready' ? record.data : null,
  });
}

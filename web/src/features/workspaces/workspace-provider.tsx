/**
 * The current workspace: picked from the user's memberships (their own member documents, live)
 * and remembered per user in localStorage. Only the current workspace's document and the user's
 * member document in it are listened to.
 */
import { createContext, use, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { STORAGE_KEYS, readStored, writeStored } from '../../lib/browser-storage';
import type { Member, Workspace } from '../../lib/firebase/converters';
import { useMyMemberships } from './api/my-memberships';
import { useMyRole } from './api/my-member';
import { useWorkspaceDoc } from './api/workspace-doc';
import { pickCurrentWorkspaceId } from './current-workspace';

export interface WorkspaceContextValue {
  /**
   * 'loading' until the memberships, the current workspace and the user's role in it have
   * answered; 'error' when the memberships could not be read.
   */
  status: 'loading' | 'ready' | 'error';
  /** The user's member documents (one per workspace), oldest membership first; bounded. */
  memberships: Member[];
  /** More memberships may exist beyond those loaded. */
  hasMoreMemberships: boolean;
  loadMoreMemberships(): void;
  /** The current workspace's document; null when the user has none (or it just went away). */
  current: Workspace | null;
  /** The user's role in the current workspace (null: none, or suspended). */
  role: WorkspaceRole | null;
  selectWorkspace(id: string): void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function WorkspaceProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const key = `${STORAGE_KEYS.currentWorkspace}.${uid}`;
  const memberships = useMyMemberships(uid);
  const [selected, setSelected] = useState<{ key: string; id: string | null }>(() => ({
    key,
    id: readStored('local', key),
  }));
  const rememberedId = selected.key === key ? selected.id : readStored('local', key);
  const list = memberships.state.status === 'ready' ? memberships.state.data : [];
  const currentId = pickCurrentWorkspaceId(list, rememberedId);
  const doc = useWorkspaceDoc(currentId);
  const current = doc.status === 'ready' ? doc.data : null;
  const role = useMyRole(currentId, uid, current?.ownerId);
  const { hasMore, loadMore } = memberships;
  const membershipsState = memberships.state;

  const value = useMemo<WorkspaceContextValue>(() => {
    if (membershipsState.status === 'error') {
      console.warn('Could not load workspaces', membershipsState.error);
    }
    if (doc.status === 'error') console.warn('Could not load the workspace', doc.error);
    const loading =
      membershipsState.status === 'loading' ||
      (currentId !== null && (doc.status === 'loading' || role.status === 'loading'));
    return {
      status: membershipsState.status === 'error' ? 'error' : loading ? 'loading' : 'ready',
      memberships: membershipsState.status === 'ready' ? membershipsState.data : [],
      hasMoreMemberships: hasMore,
      loadMoreMemberships: loadMore,
      current,
      role: role.role,
      selectWorkspace(id) {
        writeStored('local', key, id);
        setSelected({ key, id });
      },
    };
  }, [membershipsState, hasMore, loadMore, currentId, doc, current, role, key]);

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = use(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceProvider>.');
  return value;
}

/**
 * The current workspace. On a workspace address (`/w/:workspaceId/...`) it is the one in the
 * address: the URL is the truth, so two tabs can be in two workspaces, and back, forward and
 * reload keep the place. Elsewhere (`/`, `/chat`, `/profile`, ...) it is the one last opened,
 * remembered per user in localStorage while still a member, else the one joined first.
 *
 * Only the current workspace's document and the user's own member document in it are listened
 * to; a user who is no member of the workspace in the address gets `access: 'denied'` (the rules
 * refuse both reads, and do not say whether such a workspace exists).
 */
import { createContext, use, useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { resolveWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import { workspaceOfPath } from '@/config/paths';
import { workspaceHref } from '@crewspace/common/links';
import { STORAGE_KEYS, readStored, writeStored } from '@/lib/browser-storage';
import { useMyMember } from './api/use-my-member';
import { useMyMemberships } from './api/use-my-memberships';
import type { Member } from './api/members';
import { useWorkspaceDoc } from './api/use-workspace-doc';
import type { Workspace } from './api/workspaces';
import { pickCurrentWorkspaceId } from './current-workspace';

/** Whether the user may open the current workspace. */
export type WorkspaceAccess = 'none' | 'loading' | 'member' | 'denied';

export interface WorkspaceContextValue {
  /**
   * 'loading' until the memberships (or the workspace in the address), the current workspace
   * and the user's role in it have answered; 'error' when the memberships could not be read.
   */
  status: 'loading' | 'ready' | 'error';
  /** The user's member documents (one per workspace), oldest membership first; bounded. */
  memberships: Member[];
  /** More memberships may exist beyond those loaded. */
  hasMoreMemberships: boolean;
  loadMoreMemberships(): void;
  /** The workspace in the address, if the page is a workspace page. */
  routeWorkspaceId: string | null;
  /** The current workspace's id (from the address, or remembered), before it is read. */
  currentId: string | null;
  /** The current workspace's document; null when there is none, it is loading or denied. */
  current: Workspace | null;
  /** 'denied': the user is not a member of the workspace in the address (or it does not exist). */
  access: WorkspaceAccess;
  /** The user's role in the current workspace (null: none, or suspended). */
  role: WorkspaceRole | null;
  /** Makes a workspace current: on a workspace page, opens the same section in it. */
  selectWorkspace(id: string): void;
  /** Stops remembering a workspace the user just left or deleted. */
  forgetWorkspace(id: string): void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

function accessOf(
  currentId: string | null,
  doc: ReturnType<typeof useWorkspaceDoc>,
  member: ReturnType<typeof useMyMember>,
): WorkspaceAccess {
  if (currentId === null) return 'none';
  // A member can always read their own member document; anyone else is refused.
  if (member.status === 'error' || doc.status === 'error') return 'denied';
  if (member.status === 'loading' || doc.status === 'loading') return 'loading';
  return member.data && doc.data && !member.data.suspended ? 'member' : 'denied';
}

export function WorkspaceProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const key = `${STORAGE_KEYS.currentWorkspace}.${uid}`;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const route = workspaceOfPath(pathname);
  const routeWorkspaceId = route?.workspaceId ?? null;
  const memberships = useMyMemberships(uid);
  const [selected, setSelected] = useState<{ key: string; id: string | null }>(() => ({
    key,
    id: readStored('local', key),
  }));
  const rememberedId = selected.key === key ? selected.id : readStored('local', key);
  const list = memberships.state.status === 'ready' ? memberships.state.data : [];
  const currentId = routeWorkspaceId ?? pickCurrentWorkspaceId(list, rememberedId);
  const doc = useWorkspaceDoc(currentId);
  const member = useMyMember(currentId, uid);
  const access = accessOf(currentId, doc, member);
  const current = access === 'member' && doc.status === 'ready' ? doc.data : null;
  const { hasMore, loadMore } = memberships;
  const membershipsState = memberships.state;

  const remember = useCallback(
    (id: string | null) => {
      writeStored('local', key, id);
      setSelected({ key, id });
    },
    [key],
  );

  // Opening a workspace's address as a member makes it the one `/` opens next time.
  useEffect(() => {
    if (routeWorkspaceId && access === 'member' && routeWorkspaceId !== rememberedId) {
      remember(routeWorkspaceId);
    }
  }, [routeWorkspaceId, access, rememberedId, remember]);

  const section = route?.section ?? undefined;
  const selectWorkspace = useCallback(
    (id: string) => {
      remember(id);
      if (routeWorkspaceId !== null) void navigate(workspaceHref(id, section));
    },
    [remember, routeWorkspaceId, navigate, section],
  );
  const forgetWorkspace = useCallback(
    (id: string) => {
      if (rememberedId === id) remember(null);
    },
    [rememberedId, remember],
  );

  const value = useMemo<WorkspaceContextValue>(() => {
    if (membershipsState.status === 'error') {
      console.warn('Could not load workspaces', membershipsState.error);
    }
    const loading =
      (routeWorkspaceId === null && membershipsState.status === 'loading') || access === 'loading';
    return {
      status:
        routeWorkspaceId === null && membershipsState.status === 'error'
          ? 'error'
          : loading
            ? 'loading'
            : 'ready',
      memberships: membershipsState.status === 'ready' ? membershipsState.data : [],
      hasMoreMemberships: hasMore,
      loadMoreMemberships: loadMore,
      routeWorkspaceId,
      currentId,
      current,
      access,
      role:
        access === 'member' && member.status === 'ready'
          ? resolveWorkspaceRole({ uid, ownerId: current?.ownerId ?? '', member: member.data })
          : null,
      selectWorkspace,
      forgetWorkspace,
    };
  }, [
    membershipsState,
    hasMore,
    loadMore,
    routeWorkspaceId,
    currentId,
    current,
    access,
    member,
    uid,
    selectWorkspace,
    forgetWorkspace,
  ]);

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = use(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceProvider>.');
  return value;
}

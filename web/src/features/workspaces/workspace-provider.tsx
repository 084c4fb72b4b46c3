/**
 * The current workspace: chosen from the user's workspaces (live) and remembered per user in
 * localStorage. The full workspaces feature (create, invite, settings) comes with a later issue.
 */
import { createContext, use, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { STORAGE_KEYS, readStored, writeStored } from '../../lib/browser-storage';
import type { Workspace } from '../../lib/firebase/converters';
import { useWorkspaces } from './api/get-workspaces';
import { pickCurrentWorkspace } from './current-workspace';

export interface WorkspaceContextValue {
  status: 'loading' | 'ready' | 'error';
  workspaces: Workspace[];
  current: Workspace | null;
  selectWorkspace(id: string): void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function WorkspaceProvider({ uid, children }: { uid: string; children: ReactNode }) {
  const key = `${STORAGE_KEYS.currentWorkspace}.${uid}`;
  const live = useWorkspaces(uid);
  const [selected, setSelected] = useState<{ key: string; id: string | null }>(() => ({
    key,
    id: readStored('local', key),
  }));
  const rememberedId = selected.key === key ? selected.id : readStored('local', key);

  const value = useMemo<WorkspaceContextValue>(() => {
    if (live.status === 'error') {
      console.warn('Could not load workspaces', live.error);
    }
    const workspaces = live.status === 'ready' ? live.data : [];
    return {
      status: live.status,
      workspaces,
      current: pickCurrentWorkspace(workspaces, rememberedId),
      selectWorkspace(id) {
        writeStored('local', key, id);
        setSelected({ key, id });
      },
    };
  }, [live, rememberedId, key]);

  return <WorkspaceContext value={value}>{children}</WorkspaceContext>;
}

export function useWorkspace(): WorkspaceContextValue {
  const value = use(WorkspaceContext);
  if (!value) throw new Error('useWorkspace must be used inside <WorkspaceProvider>.');
  return value;
}

/**
 * The projects a new task may be put in, given by the app: the projects feature shows tasks'
 * sources (videos, canvases) on its pages, so the tasks feature cannot import it without a
 * cycle. The app passes the projects feature's hook down instead.
 */
import type { ProjectOption } from '@/components/ui/project-select';
import { createContext, useContext, type ReactNode } from 'react';

type UseProjectOptions = (workspaceId: string) => readonly ProjectOption[];

const NONE: readonly ProjectOption[] = [];

const ProjectOptionsContext = createContext<UseProjectOptions>(() => NONE);

export function TaskProjectsProvider({
  useProjectOptions,
  children,
}: {
  /** A hook: the workspace's projects as choices, live. Must stay the same function. */
  useProjectOptions: UseProjectOptions;
  children: ReactNode;
}) {
  return (
    <ProjectOptionsContext.Provider value={useProjectOptions}>
      {children}
    </ProjectOptionsContext.Provider>
  );
}

/** The workspace's projects as choices for a new task (none without the app's provider). */
export function useTaskProjectOptions(workspaceId: string): readonly ProjectOption[] {
  const useOptions = useContext(ProjectOptionsContext);
  return useOptions(workspaceId);
}

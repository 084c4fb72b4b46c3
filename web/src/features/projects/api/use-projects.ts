/**
 * The project hooks: the bounded list, one project, its activity, live; the writes, bound to the
 * providers' Firestore; and, for old links without their workspace, where a project is.
 */
import type { ProjectStatus } from '@crewspace/common/models';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { ProjectOption } from '@/components/ui/project-select';
import { projectHref } from '@crewspace/common/links';
import { useFindInWorkspaces, type FindState } from '@/lib/firebase/find-in-workspaces';
import { useDocData, useQueryData, type LiveState } from '@/lib/firebase/live-data';
import {
  createProject,
  deleteProject,
  projectActivityQuery,
  projectExists,
  projectRef,
  projectsQuery,
  setProjectStatus,
  updateProject,
  type Activity,
  type Project,
  type ProjectInput,
} from './projects';

export const PROJECT_PAGE_SIZE = 20;

export function useProjects(
  workspaceId: string,
  max: number,
  status: ProjectStatus | null = null,
): LiveState<Project[]> {
  return useQueryData(projectsQuery(useFirestore(), workspaceId, max, status));
}

export function useProject(workspaceId: string, projectId: string): LiveState<Project | null> {
  return useDocData(projectRef(useFirestore(), workspaceId, projectId));
}

export function useProjectActivity(
  workspaceId: string,
  projectId: string,
  max: number,
): LiveState<Activity[]> {
  return useQueryData(projectActivityQuery(useFirestore(), workspaceId, projectId, max));
}

export function useProjectActions(workspaceId: string, uid: string) {
  const db = useFirestore();
  return useMemo(
    () => ({
      create: (input: ProjectInput) => createProject(db, workspaceId, uid, input),
      update: (projectId: string, changes: Partial<ProjectInput>) =>
        updateProject(db, workspaceId, projectId, uid, changes),
      setStatus: (projectId: string, status: ProjectStatus) =>
        setProjectStatus(db, workspaceId, projectId, uid, status),
      remove: (projectId: string) => deleteProject(db, workspaceId, projectId),
    }),
    [db, workspaceId, uid],
  );
}

/** Which of these workspaces has the project (an old link without its workspace). */
export function useFindProjectWorkspace(
  projectId: string,
  workspaceIds: readonly string[] | null,
): FindState {
  const db = useFirestore();
  return useFindInWorkspaces(`project:${projectId}`, workspaceIds, (workspaceId) =>
    projectExists(db, workspaceId, projectId),
  );
}

/** How many projects a picker offers (the most recently updated). */
export const PROJECT_OPTIONS_MAX = 100;

/** The workspace's projects as choices for a canvas or an event, live. */
export function useProjectOptions(workspaceId: string): readonly ProjectOption[] {
  const live = useProjects(workspaceId, PROJECT_OPTIONS_MAX);
  const projects = live.status === 'ready' ? live.data : null;
  return useMemo(
    () =>
      (projects ?? []).map((project) => ({
        id: project.id,
        name: project.emoji ? `${project.emoji} ${project.name}` : project.name,
        href: projectHref(workspaceId, project.id),
      })),
    [projects, workspaceId],
  );
}

/** Live project reads: a bounded list, one project, its activity and its linked content. */
import { useCallback, useState } from 'react';
import type { ProjectStatus } from '@crewspace/common/models';
import { listenToDoc, listenToQuery } from '../../../lib/firebase/firestore';
import {
  projectActivityQuery,
  projectCanvasesQuery,
  projectEventsQuery,
  projectRef,
  projectsQuery,
  projectVideosQuery,
  type Activity,
  type CanvasSummary,
  type EventSummary,
  type Project,
  type VideoSummary,
} from '../../../lib/firebase/projects-data';
import { useLive, type LiveState } from '../../../lib/use-live';

export const PROJECT_PAGE_SIZE = 20;

export function useProjects(
  workspaceId: string,
  max: number,
  status: ProjectStatus | null,
): LiveState<Project[]> {
  const subscribe = useCallback(
    (onNext: (value: Project[]) => void, onError: (error: Error) => void) =>
      listenToQuery(projectsQuery(workspaceId, max, status), onNext, onError),
    [workspaceId, max, status],
  );
  return useLive(subscribe);
}

export function useProject(workspaceId: string, projectId: string): LiveState<Project | null> {
  const subscribe = useCallback(
    (onNext: (value: Project | null) => void, onError: (error: Error) => void) =>
      listenToDoc(projectRef(workspaceId, projectId), onNext, onError),
    [workspaceId, projectId],
  );
  return useLive(subscribe);
}

export function useProjectActivity(
  workspaceId: string,
  projectId: string,
  max: number,
): LiveState<Activity[]> {
  const subscribe = useCallback(
    (onNext: (value: Activity[]) => void, onError: (error: Error) => void) =>
      listenToQuery(projectActivityQuery(workspaceId, projectId, max), onNext, onError),
    [workspaceId, projectId, max],
  );
  return useLive(subscribe);
}

const LINKED_MAX = 20;

export function useProjectCanvases(
  workspaceId: string,
  projectId: string,
): LiveState<CanvasSummary[]> {
  const subscribe = useCallback(
    (onNext: (value: CanvasSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(projectCanvasesQuery(workspaceId, projectId, LINKED_MAX), onNext, onError),
    [workspaceId, projectId],
  );
  return useLive(subscribe);
}

export function useProjectVideos(
  workspaceId: string,
  projectId: string,
): LiveState<VideoSummary[]> {
  const subscribe = useCallback(
    (onNext: (value: VideoSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(projectVideosQuery(workspaceId, projectId, LINKED_MAX), onNext, onError),
    [workspaceId, projectId],
  );
  return useLive(subscribe);
}

/** The project's upcoming events (from when the view opened), soonest first. */
export function useProjectEvents(
  workspaceId: string,
  projectId: string,
): LiveState<EventSummary[]> {
  const [from] = useState(() => new Date());
  const subscribe = useCallback(
    (onNext: (value: EventSummary[]) => void, onError: (error: Error) => void) =>
      listenToQuery(projectEventsQuery(workspaceId, projectId, from, LINKED_MAX), onNext, onError),
    [workspaceId, projectId, from],
  );
  return useLive(subscribe);
}

/**
 * What the palette searches, read through the features that own each kind (their hooks, their
 * converters), bounded per kind and workspace by FIND_SOURCE_LIMITS. Each list stays live while the palette's index is warm, so
 * opening the palette again reads nothing.
 */
import {
  calendarHref,
  canvasHref,
  projectHref,
  taskHref,
  videoHref,
  workspaceMemberHref,
} from '@crewspace/common/links';
import { useEffect, useState } from 'react';
import { useUpcomingEvents } from '@/features/calendar';
import { useCanvases } from '@/features/canvases';
import { useProjects } from '@/features/projects';
import { useRecentTasks } from '@/features/tasks';
import { TASK_STATUS_LABELS } from '@crewspace/common/tasks';
import { useVideos } from '@/features/videos';
import { useMemberList } from '@/features/workspaces';
import type { LiveState } from '@/lib/firebase/live-data';
import { formatDate } from '@/lib/format-time';
import type { FindEntry, FindIndex, FindKind } from '../find-index';
import { FIND_SOURCE_LIMITS, findEventWindow } from './find-source-limits';

const time = (date: Date | null | undefined) => date?.getTime() ?? 0;

/** Feeds one kind of one workspace into the index whenever its live list changes. */
function useFeed<T>(
  index: FindIndex,
  kind: FindKind,
  workspaceId: string,
  state: { status: string; data?: T[] },
  toEntry: (item: T) => Omit<FindEntry, 'kind' | 'workspaceId' | 'place'>,
  place: string,
  onChange: () => void,
) {
  const items = state.status === 'ready' ? state.data : undefined;
  useEffect(() => {
    if (!items) return;
    index.replaceSource(
      `${kind}:${workspaceId}`,
      items.map((item) => ({ ...toEntry(item), kind, workspaceId, place })),
    );
    onChange();
    // toEntry is a module-level mapping per kind; the list is what changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index, kind, workspaceId, items, place, onChange]);
}

/** Reads one workspace's projects, tasks, canvases, videos, events and members into the index. */
export function useWorkspaceFindSources(input: {
  index: FindIndex;
  workspaceId: string;
  place: string;
  onChange: () => void;
}) {
  const { index, workspaceId, place, onChange } = input;
  const [window] = useState(() => findEventWindow());
  const projects = useProjects(workspaceId, FIND_SOURCE_LIMITS.project);
  const tasks = useRecentTasks(workspaceId, FIND_SOURCE_LIMITS.task);
  const canvases = useCanvases(workspaceId, FIND_SOURCE_LIMITS.canvas);
  const videos = useVideos(workspaceId, FIND_SOURCE_LIMITS.video);
  const events = useUpcomingEvents(workspaceId, window.from, window.to, FIND_SOURCE_LIMITS.event);
  const members = useMemberList(workspaceId, { pageSize: FIND_SOURCE_LIMITS.member });
  const memberState: LiveState<typeof members.members> =
    members.status === 'ready' ? { status: 'ready', data: members.members } : { status: 'loading' };

  useFeed(
    index,
    'project',
    workspaceId,
    projects,
    (project) => ({
      id: project.id,
      title: `${project.emoji ? `${project.emoji} ` : ''}${project.name}`,
      detail: project.description,
      href: projectHref(workspaceId, project.id),
      changedAt: time(project.updatedAt),
    }),
    place,
    onChange,
  );
  useFeed(
    index,
    'task',
    workspaceId,
    tasks,
    (task) => ({
      id: task.id,
      title: task.title,
      detail: TASK_STATUS_LABELS[task.status],
      href: taskHref(workspaceId, task.id),
      changedAt: time(task.updatedAt),
    }),
    place,
    onChange,
  );
  useFeed(
    index,
    'canvas',
    workspaceId,
    canvases,
    (canvas) => ({
      id: canvas.id,
      title: canvas.title || 'Untitled canvas',
      detail: '',
      href: canvasHref(workspaceId, canvas.id),
      changedAt: time(canvas.updatedAt),
    }),
    place,
    onChange,
  );
  useFeed(
    index,
    'video',
    workspaceId,
    videos,
    (video) => ({
      id: video.id,
      title: video.videoName,
      detail: video.notes,
      href: videoHref(workspaceId, video.id),
      changedAt: time(video.uploadedAt),
    }),
    place,
    onChange,
  );
  useFeed(
    index,
    'event',
    workspaceId,
    events,
    (event) => ({
      id: event.id,
      title: event.title,
      detail: [formatDate(event.start, 'en'), event.location].filter(Boolean).join(' · '),
      href: calendarHref(workspaceId, event.id),
      changedAt: event.start.getTime(),
    }),
    place,
    onChange,
  );
  useFeed(
    index,
    'member',
    workspaceId,
    memberState,
    (member) => ({
      id: member.uid,
      title: member.displayName,
      detail: member.role ?? '',
      href: workspaceMemberHref(workspaceId, member.uid),
      changedAt: time(member.joinedAt),
    }),
    place,
    onChange,
  );
}

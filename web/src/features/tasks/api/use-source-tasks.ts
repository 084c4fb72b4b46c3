/**
 * The tasks made from one source, live, for the chips the source shows beside itself: one
 * bounded query per video, canvas, event or channel (`sourceTasksQuery`, at most
 * SOURCE_TASKS_MAX), shared by every comment or message of it that shows chips, and narrowed
 * to one comment, message or showing here.
 */
import { sourceTasksQuery, type SourceLookup } from '@crewspace/common/task-queries';
import { isTaskStatus, type TaskSource, type TaskStatus } from '@crewspace/common/task-model';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { readOnlyConverter } from '@/lib/firebase/converter';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { taskSdkQuery } from './task-sdk-query';

/** What a chip shows of a task: enough to name it, give its state and link to it. */
export interface SourceTask {
  id: string;
  workspaceId: string;
  title: string;
  status: TaskStatus;
  source: TaskSource | null;
}

const sourceTaskConverter = readOnlyConverter<
  SourceTask,
  { title?: unknown; status?: unknown; source?: unknown }
>('Task', (id, data, parents) => ({
  id,
  workspaceId: parents[0] ?? '',
  title: typeof data.title === 'string' ? data.title : '',
  status: isTaskStatus(data.status) ? data.status : 'todo',
  source: isSource(data.source) ? data.source : null,
}));

function isSource(value: unknown): value is TaskSource {
  const source = value as { kind?: unknown; ref?: unknown } | null;
  return typeof source?.kind === 'string' && typeof source.ref === 'object' && source.ref !== null;
}

/** One thing tasks are made from, as a chip list narrows the source's tasks to it. */
export type SourceItem =
  | { kind: 'message'; cid: string; messageId: string }
  | { kind: 'video-comment'; videoId: string; threadId: string }
  | { kind: 'canvas'; canvasId: string }
  | { kind: 'event'; eventId: string; occurrence: string | null };

function lookupOf(item: SourceItem): SourceLookup {
  switch (item.kind) {
    case 'message':
      return { kind: 'channel', cid: item.cid };
    case 'video-comment':
      return { kind: 'video', videoId: item.videoId };
    case 'canvas':
      return { kind: 'canvas', canvasId: item.canvasId };
    case 'event':
      return { kind: 'event', eventId: item.eventId };
  }
}

/**
 * Whether a task was made from `item`: a message by its id, a comment by its thread (a task made
 * from a reply shows on the thread it resolves), a canvas whichever elements, an event's showing
 * by its start (a task made from the whole event shows on every showing).
 */
export function isFromItem(task: SourceTask, item: SourceItem): boolean {
  const source = task.source;
  if (!source || source.kind !== item.kind) return false;
  switch (source.kind) {
    case 'message':
      return item.kind === 'message' && source.ref.messageId === item.messageId;
    case 'video-comment':
      return item.kind === 'video-comment' && source.ref.threadId === item.threadId;
    case 'canvas':
      return item.kind === 'canvas' && source.ref.canvasId === item.canvasId;
    case 'event':
      return (
        item.kind === 'event' &&
        source.ref.eventId === item.eventId &&
        (source.ref.occurrence === null || source.ref.occurrence === item.occurrence)
      );
  }
}

/** The tasks made from `item`, live; a null workspace reads nothing. */
export function useSourceTasks(
  workspaceId: string | null,
  item: SourceItem,
): LiveState<SourceTask[]> {
  const db = useFirestore();
  const lookup = lookupOf(item);
  // The lookup is a new object each render: the query is rebuilt only when what it names changes.
  const lookupKey = JSON.stringify(lookup);
  const query = useMemo(
    () =>
      workspaceId
        ? taskSdkQuery(
            db,
            sourceTasksQuery(workspaceId, JSON.parse(lookupKey) as SourceLookup),
            sourceTaskConverter,
          )
        : null,
    [db, workspaceId, lookupKey],
  );
  const live = useQueryData(query);
  if (live.status !== 'ready') return live;
  return { status: 'ready', data: live.data.filter((task) => isFromItem(task, item)) };
}

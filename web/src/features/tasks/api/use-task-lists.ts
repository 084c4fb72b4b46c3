/**
 * The task lists other features show, live: the dashboard's "My tasks" and what Ctrl-K finds. A
 * module of its own, because the dashboard is in the signed-in chunk and the board's hooks and
 * writes are not.
 */
import { myTasksQuery } from '@crewspace/common/task-queries';
import { useFirestore } from 'reactfire';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { recentTasksQuery, taskQuery, type Task } from './tasks';

/** Open tasks assigned to `uid` with a due date, earliest (so the late) first; at most 10. */
export function useMyTasks(workspaceId: string, uid: string): LiveState<Task[]> {
  return useQueryData(taskQuery(useFirestore(), myTasksQuery(workspaceId, uid)));
}

/** The workspace's tasks, last updated first, at most `max`. */
export function useRecentTasks(workspaceId: string, max: number): LiveState<Task[]> {
  return useQueryData(recentTasksQuery(useFirestore(), workspaceId, max));
}

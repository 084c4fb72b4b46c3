/**
 * The tasks feature's public surface. The board, the task page and a project's Tasks section
 * are lazy here, so they load only where they are shown; the dashboard's "My tasks" reads
 * through the hook.
 */
import { lazy } from 'react';

export const TasksPage = lazy(() =>
  import('./components/tasks-page').then((module) => ({ default: module.TasksPage })),
);
export const TaskPage = lazy(() =>
  import('./components/task-page').then((module) => ({ default: module.TaskPage })),
);
export const ProjectTasks = lazy(() =>
  import('./components/project-tasks').then((module) => ({ default: module.ProjectTasks })),
);
export { useMyTasks, useRecentTasks } from './api/use-task-lists';
export { useWorkspaceTimeZone } from './api/use-time-zone';
export { DueText as TaskDueText } from './components/due-text';
export type { Task } from './api/tasks';
export * from './make-task';

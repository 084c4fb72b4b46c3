/**
 * Making a task from anything, and the tasks each thing shows: the pieces other features use
 * (the chat's messages, the video review's comments, canvases, calendar events). sources.md
 * describes them.
 */
export {
  LazyMakeTaskDialog,
  MakeTaskButton,
  type LazyMakeTaskDialogProps,
  type MakeTaskButtonProps,
} from './components/make-task-button';
export { LazySourceTaskChips as SourceTaskChips } from './components/lazy-source-task-chips';
export type { SourceTaskChipsProps } from './components/source-task-chips';
export type { SourceItem } from './api/use-source-tasks';
export { suggestedTitle } from './source-title';
export { TaskProjectsProvider } from './task-projects';

/** The title a task made from something starts with, suggested from that thing's text. */
import { TASK_TITLE_MAX } from '@crewspace/common/task-model';
import { shortened } from '@crewspace/common/text';

/** Short enough to read on a card; the whole text stays in the task's excerpt. */
export const SUGGESTED_TITLE_MAX = 100;

/** The text's first line that says something, cut to SUGGESTED_TITLE_MAX with an ellipsis. */
export function suggestedTitle(text: string): string {
  const firstLine = text.split('\n').find((line) => line.trim() !== '') ?? '';
  return shortened(firstLine, Math.min(SUGGESTED_TITLE_MAX, TASK_TITLE_MAX));
}

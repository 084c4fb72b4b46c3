/** A task's due date in words, red and marked "Overdue" once it is late (and not done). */
import { dueLabel, isLate } from '../task-due';
import styles from './due-text.module.css';

export interface DueTextProps {
  task: { due: string | null; status: string };
  now: Date;
  /** The workspace's time zone, which due dates are read on. */
  timeZone: string;
}

export function DueText({ task, now, timeZone }: DueTextProps) {
  if (!task.due) return null;
  const late = isLate(task, now, timeZone);
  return (
    <span className={late ? styles.late : undefined}>
      {late ? 'Overdue: ' : 'Due '}
      {dueLabel(task.due)}
    </span>
  );
}

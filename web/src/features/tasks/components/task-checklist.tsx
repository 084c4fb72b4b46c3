/**
 * A task's checklist: tick, add and remove items. Each change writes the whole list with one item
 * added, changed or removed (what the rules check per write).
 */
import {
  TASK_CHECKLIST_MAX,
  TASK_CHECKLIST_TEXT_MAX,
  type ChecklistItem,
} from '@crewspace/common/tasks';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import { describeActionError } from '@/lib/firebase/action-errors';
import { useAction } from '@/lib/use-action';
import {
  checklistProgress,
  newChecklistId,
  withItemAdded,
  withItemChanged,
  withItemRemoved,
} from '../checklist';
import styles from './tasks.module.css';

export interface TaskChecklistProps {
  items: readonly ChecklistItem[];
  canEdit: boolean;
  onChange(items: ChecklistItem[]): Promise<void>;
}

export function TaskChecklist({ items, canEdit, onChange }: TaskChecklistProps) {
  const [text, setText] = useState('');
  const action = useAction();
  // Ticking and removing are not held up by an item still being added (its write on its way).
  const [error, setError] = useState<string | null>(null);
  const change = (next: ChecklistItem[], failure: string) => {
    setError(null);
    onChange(next).catch((cause: unknown) => {
      console.warn(failure, cause);
      setError(describeActionError(cause, failure));
    });
  };
  const progress = checklistProgress(items);
  const full = items.length >= TASK_CHECKLIST_MAX;

  async function add(event: FormEvent) {
    event.preventDefault();
    if (!text.trim()) return;
    const added = await action.run(
      () =>
        onChange(withItemAdded(items, { id: newChecklistId(), text: text.trim(), done: false })),
      'The item could not be added.',
    );
    if (added) setText('');
  }

  return (
    <Card aria-labelledby="task-checklist-title" className={styles.stack}>
      <h2 id="task-checklist-title">
        Checklist{' '}
        {progress ? (
          <span className={styles.muted}>
            {progress.done} of {progress.total} done
          </span>
        ) : null}
      </h2>
      {action.error || error ? <Alert tone="error">{action.error ?? error}</Alert> : null}
      {items.length === 0 ? <p className={styles.muted}>No checklist items.</p> : null}
      <ul className={styles.list} aria-label="Checklist items">
        {items.map((item) => (
          <li key={item.id} className={styles.checkItem}>
            <input
              id={`check-${item.id}`}
              type="checkbox"
              checked={item.done}
              disabled={!canEdit}
              onChange={(event) =>
                change(
                  withItemChanged(items, item.id, { done: event.target.checked }),
                  'The item could not be changed.',
                )
              }
            />
            <label htmlFor={`check-${item.id}`} className={item.done ? styles.done : undefined}>
              {item.text}
            </label>
            {canEdit ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove “${item.text}”`}
                onClick={() =>
                  change(withItemRemoved(items, item.id), 'The item could not be removed.')
                }
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit && !full ? (
        <form className={styles.toolbar} onSubmit={add}>
          <TextField
            label="New checklist item"
            value={text}
            limit={TASK_CHECKLIST_TEXT_MAX}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="secondary" busy={action.busy} disabled={!text.trim()}>
            Add item
          </Button>
        </form>
      ) : null}
      {canEdit && full ? (
        <p className={styles.muted}>A checklist has at most {TASK_CHECKLIST_MAX} items.</p>
      ) : null}
    </Card>
  );
}

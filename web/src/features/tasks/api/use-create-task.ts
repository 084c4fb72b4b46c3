/** The make-a-task dialog's check and write, bound to the signed-in user and the app's Firestore. */
import { FIRST_TASK_POSITION } from '@crewspace/common/task-position';
import type { TaskSource } from '@crewspace/common/tasks';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { checkNewTask, createTask, type NewTaskInput } from './create-task';

export interface CreateTask {
  /** What is wrong with the typed task, in words, before anything is written; null when fine. */
  check(input: NewTaskInput, source: TaskSource | null): string | null;
  /** Writes the task and resolves with its id. */
  create(input: NewTaskInput, source: TaskSource | null): Promise<string>;
}

export function useCreateTask(workspaceId: string, uid: string): CreateTask {
  const db = useFirestore();
  return useMemo(
    () => ({
      check: (input, source) => {
        // The place in the column is found when writing; any valid one does for the check.
        const checked = checkNewTask(input, source, FIRST_TASK_POSITION);
        return checked.ok ? null : checked.error;
      },
      create: (input, source) => createTask(db, workspaceId, input, source, uid),
    }),
    [db, workspaceId, uid],
  );
}

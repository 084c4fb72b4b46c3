import { changedKeys, editConflicts } from '@/lib/changed-fields';
import {
  taskFormChanges,
  taskFormFields,
  taskFormValues,
  type TaskFormValues,
} from './task-form-values';

/** The two-people checks over what the form writes, as the task page runs them. */
const changedSince = (start: TaskFormValues, live: TaskFormValues) =>
  changedKeys(taskFormFields(start), taskFormFields(live));
const conflicts = (start: TaskFormValues, values: TaskFormValues, live: TaskFormValues) =>
  editConflicts(taskFormFields(start), taskFormFields(values), taskFormFields(live));

const task = {
  title: 'Cut the trailer',
  description: '',
  status: 'todo' as const,
  assignees: ['bob'],
  due: '2026-03-06T09:30',
  priority: 'high' as const,
  projectId: null,
};

describe('task form values', () => {
  it('splits a due date into its day and time and joins them back', () => {
    const values = taskFormValues(task);
    expect(values.dueDay).toBe('2026-03-06');
    expect(values.dueTime).toBe('09:30');
    expect(taskFormFields(values).due).toBe('2026-03-06T09:30');
    expect(taskFormFields({ ...values, dueTime: '' }).due).toBe('2026-03-06');
    expect(taskFormFields({ ...values, dueDay: '' }).due).toBeNull();
  });

  it('writes only what the edit changed', () => {
    const start = taskFormValues(task);
    expect(
      taskFormChanges(start, { ...start, title: '  Cut the teaser ', assignees: ['bob', 'al'] }),
    ).toEqual({
      title: 'Cut the teaser',
      assignees: ['bob', 'al'],
    });
    expect(taskFormChanges(start, start)).toEqual({});
  });
});

describe('a task edited by two people', () => {
  it('names what someone changed while the form was open, and which of it a save would replace', () => {
    const start = taskFormValues(task);
    // Meanwhile Alice renamed it and raised the priority; the form changed the title and the due day.
    const live = { ...start, title: 'Cut the long trailer', priority: 'urgent' as const };
    const values = { ...start, title: 'Cut the short trailer', dueDay: '2026-03-09' };
    expect(changedSince(start, live)).toEqual(['title', 'priority']);
    expect(conflicts(start, values, live)).toEqual(['title']);
    // What the save writes: the form's changes only, so her priority stays.
    expect(taskFormChanges(start, values)).toEqual({
      title: 'Cut the short trailer',
      due: '2026-03-09T09:30',
    });
    // The same new title on both sides is no conflict; nothing changed meanwhile, none either.
    expect(conflicts(start, { ...start, title: live.title }, live)).toEqual([]);
    expect(conflicts(start, values, start)).toEqual([]);
  });
});

import { taskFormChanges, taskFormFields, taskFormValues } from './task-form-values';

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

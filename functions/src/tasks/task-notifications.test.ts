import { describe, expect, it } from 'vitest';
import { describeTaskChange } from './task-activity';
import {
  addedAssignees,
  commentRecipients,
  planAssignmentNotifications,
  planDueNotifications,
  planStatusNotifications,
  taskNotificationPrefix,
  type StoredTask,
} from './task-notifications';

const at = { workspaceId: 'ws1', taskId: 't1' };
const stamp = { toMillis: () => 1_700_000_000_000 };
const task: StoredTask = {
  title: 'Fix the logo',
  status: 'todo',
  assignees: ['ann', 'bob'],
  createdBy: 'cat',
  updatedBy: 'cat',
  updatedAt: stamp,
  projectId: 'p1',
};

describe('assignment notices', () => {
  it('go to the people a write adds, never its writer', () => {
    expect(addedAssignees(undefined, { ...task, updatedBy: 'ann' })).toEqual(['bob']);
    expect(addedAssignees(task, { ...task, assignees: ['ann', 'bob', 'dan', 42, 'dan'] })).toEqual([
      'dan',
    ]);
    const [notice, ...rest] = planAssignmentNotifications({
      ...at,
      before: task,
      after: { ...task, assignees: ['ann', 'dan'] },
      actorName: 'Cat',
    });
    expect(rest).toEqual([]);
    expect(notice).toEqual({
      id: 'task_ws1_t1_assigned_1700000000000_dan',
      userId: 'dan',
      type: 'task-assigned',
      title: 'Cat assigned you “Fix the logo”',
      body: 'Open the task to see what it needs.',
      link: '/w/ws1/tasks/t1',
      subjectUserId: 'cat',
    });
    expect(notice?.id.startsWith(taskNotificationPrefix('ws1', 't1'))).toBe(true);
  });
});

describe('status notices', () => {
  it('go to the assignees and the creator, not the writer nor the newly assigned', () => {
    const after = {
      ...task,
      status: 'in-review',
      assignees: ['ann', 'bob', 'dan'],
      updatedBy: 'bob',
    };
    const notices = planStatusNotifications({ ...at, before: task, after, actorName: 'Bob' });
    expect(notices.map((notice) => notice.userId).sort()).toEqual(['ann', 'cat']);
    expect(notices[0]).toMatchObject({
      type: 'task-status',
      title: '“Fix the logo”: In review',
      body: 'Bob moved it to In review.',
    });
    expect(planStatusNotifications({ ...at, before: task, after: task, actorName: '' })).toEqual(
      [],
    );
    expect(planStatusNotifications({ ...at, before: undefined, after, actorName: '' })).toEqual([]);
  });
});

describe('comment notices', () => {
  it('reach the mentioned first, then the assignees and creator, never the author', () => {
    expect(
      [...commentRecipients(task, { createdBy: 'bob', mentions: ['ann', 'eve', 'bob'] })].sort(),
    ).toEqual([
      ['ann', 'task-mention'],
      ['cat', 'task-comment'],
      ['eve', 'task-mention'],
    ]);
  });
});

describe('due notices', () => {
  it('name the day, so one task tells one person once a day', () => {
    const notices = planDueNotifications({
      ...at,
      task: { ...task, due: '2026-03-04T17:30' },
      day: '2026-03-03',
      kind: 'due',
    });
    expect(notices.map(({ id, title }) => ({ id, title }))).toEqual([
      { id: 'task_ws1_t1_due_2026-03-03_ann', title: '“Fix the logo” is due tomorrow at 17:30' },
      { id: 'task_ws1_t1_due_2026-03-03_bob', title: '“Fix the logo” is due tomorrow at 17:30' },
    ]);
  });
});

describe('project activity', () => {
  it('records a task made, moved and completed, only in a project', () => {
    expect(describeTaskChange(undefined, task)).toEqual({ verb: 'created' });
    expect(describeTaskChange(task, { ...task, status: 'in-progress' })).toEqual({
      verb: 'moved',
      detail: 'to In progress',
    });
    expect(describeTaskChange(task, { ...task, status: 'done' })).toEqual({ verb: 'completed' });
    expect(describeTaskChange(task, { ...task, title: 'Renamed' })).toBeNull();
    expect(describeTaskChange(undefined, { ...task, projectId: null })).toBeNull();
    expect(describeTaskChange(task, undefined)).toBeNull();
  });
});

import type { ListedTask } from './task-list';
import { filterTasks, sortTasks } from './task-list';

const NOW = new Date('2026-03-06T12:00:00Z');
const task = (id: string, fields: Partial<ListedTask>): ListedTask => ({
  id,
  title: id,
  status: 'todo',
  due: null,
  priority: 'none',
  position: 'a0',
  updatedAt: new Date('2026-03-01T00:00:00Z'),
  ...fields,
});

const tasks = [
  task('late', { due: '2026-03-02', priority: 'low', position: 'a1' }),
  task('soon', { due: '2026-03-08T09:00', priority: 'urgent', status: 'in-review' }),
  task('someday', { priority: 'medium', position: 'a2', updatedAt: null }),
  task('shipped', { due: '2026-03-01', status: 'done', title: 'Alpha' }),
];

describe('the list view', () => {
  it('filters by status and due date', () => {
    const ids = (list: ListedTask[]) => list.map(({ id }) => id);
    expect(ids(filterTasks(tasks, { statuses: ['todo'], due: 'any' }, NOW, 'UTC'))).toEqual([
      'late',
      'someday',
    ]);
    expect(ids(filterTasks(tasks, { statuses: [], due: 'overdue' }, NOW, 'UTC'))).toEqual(['late']);
    expect(ids(filterTasks(tasks, { statuses: [], due: 'week' }, NOW, 'UTC'))).toEqual(['soon']);
    expect(ids(filterTasks(tasks, { statuses: [], due: 'none' }, NOW, 'UTC'))).toEqual(['someday']);
  });

  it('sorts by board order, due date, priority, title and last update', () => {
    const order = (sort: Parameters<typeof sortTasks>[1]) =>
      sortTasks(tasks, sort).map(({ id }) => id);
    expect(order('board')).toEqual(['late', 'someday', 'soon', 'shipped']);
    expect(order('due')).toEqual(['shipped', 'late', 'soon', 'someday']);
    expect(order('priority')).toEqual(['soon', 'someday', 'late', 'shipped']);
    expect(order('title')).toEqual(['shipped', 'late', 'someday', 'soon']);
    // A write the server has not stamped yet is the newest.
    expect(order('updated')[0]).toBe('someday');
  });
});

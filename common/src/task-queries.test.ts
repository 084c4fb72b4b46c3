import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  MY_TASKS_PAGE_SIZE,
  SOURCE_TASKS_MAX,
  TASK_COLUMN_PAGE_SIZE,
  myTasksQuery,
  sourceTasksQuery,
  taskColumnQuery,
  type TaskQuery,
} from './task-queries';
import { TASK_STATUSES } from './tasks';

interface IndexField {
  fieldPath: string;
  order?: string;
  arrayConfig?: string;
}
interface Index {
  collectionGroup: string;
  queryScope: string;
  fields: IndexField[];
}
const { indexes } = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as { indexes: Index[] };

const key = (field: IndexField) => `${field.fieldPath}:${field.arrayConfig ?? field.order}`;

/**
 * The composite index a query needs (its equality and array-contains filters in any order, then
 * its sort fields), or null when Firestore's single-field indexes serve it.
 */
function neededIndex(query: TaskQuery): { filters: string[]; sorts: string[] } | null {
  const filters = query.filters
    .filter((filter) => filter.op !== '>' && filter.op !== '>=' && filter.op !== '<')
    .map((filter) =>
      filter.op === 'array-contains' ? `${filter.field}:CONTAINS` : `${filter.field}:ASCENDING`,
    );
  const sorts = query.orderBy
    .filter((order) => order.field !== '__name__')
    .map((order) => `${order.field}:${order.direction === 'asc' ? 'ASCENDING' : 'DESCENDING'}`);
  return filters.length + sorts.length > 1 ? { filters, sorts } : null;
}

function hasIndex(needed: { filters: string[]; sorts: string[] }): boolean {
  return indexes.some((index) => {
    if (index.collectionGroup !== 'tasks' || index.queryScope !== 'COLLECTION') return false;
    const fields = index.fields.map(key);
    const head = fields.slice(0, needed.filters.length);
    return (
      fields.length === needed.filters.length + needed.sorts.length &&
      [...head].sort().join() === [...needed.filters].sort().join() &&
      fields.slice(needed.filters.length).join() === needed.sorts.join()
    );
  });
}

describe('task queries', () => {
  it('read a bounded page each', () => {
    expect(TASK_COLUMN_PAGE_SIZE).toBe(25);
    expect(MY_TASKS_PAGE_SIZE).toBe(10);
    expect(SOURCE_TASKS_MAX).toBe(50);
    expect(taskColumnQuery('ws1', 'todo').limit).toBe(25);
    expect(myTasksQuery('ws1', 'u1').limit).toBe(10);
    expect(sourceTasksQuery('ws1', { kind: 'canvas', canvasId: 'c1' }).limit).toBe(50);
  });

  it('page a column by position, the id breaking ties', () => {
    expect(
      taskColumnQuery('ws1', 'in-review', { projectId: 'p1' }, { position: 'a3', id: 't9' }),
    ).toEqual({
      collection: ['workspaces', 'ws1', 'tasks'],
      filters: [
        { field: 'projectId', op: '==', value: 'p1' },
        { field: 'status', op: '==', value: 'in-review' },
      ],
      orderBy: [
        { field: 'position', direction: 'asc' },
        { field: '__name__', direction: 'asc' },
      ],
      startAfter: ['a3', 't9'],
      limit: 25,
    });
  });

  it('list my open tasks with a due date, earliest first', () => {
    expect(myTasksQuery('ws1', 'u1').filters).toEqual([
      { field: 'assignees', op: 'array-contains', value: 'u1' },
      { field: 'status', op: 'in', value: ['todo', 'in-progress', 'in-review'] },
      { field: 'due', op: '>', value: '' },
    ]);
    expect(myTasksQuery('ws1', 'u1').orderBy[0]).toEqual({ field: 'due', direction: 'asc' });
  });

  it('find a source’s tasks by the field that names it', () => {
    expect(sourceTasksQuery('ws1', { kind: 'video', videoId: 'v1' }).filters).toEqual([
      { field: 'source.ref.videoId', op: '==', value: 'v1' },
    ]);
    expect(sourceTasksQuery('ws1', { kind: 'event', eventId: 'e1' }).filters[0]?.field).toBe(
      'source.ref.eventId',
    );
    expect(sourceTasksQuery('ws1', { kind: 'channel', cid: 'team:ws1' }).filters[0]?.field).toBe(
      'source.ref.cid',
    );
  });

  it('each have their index in firestore.indexes.json', () => {
    const queries = TASK_STATUSES.flatMap((status) => [
      taskColumnQuery('ws1', status),
      taskColumnQuery('ws1', status, { projectId: 'p1' }),
      taskColumnQuery('ws1', status, { assignee: 'u1' }),
      taskColumnQuery('ws1', status, { projectId: 'p1', assignee: 'u1' }),
    ]);
    queries.push(myTasksQuery('ws1', 'u1'));
    for (const query of queries) {
      const needed = neededIndex(query);
      expect(needed, JSON.stringify(query.filters)).not.toBeNull();
      expect(hasIndex(needed!), JSON.stringify(needed)).toBe(true);
    }
    // One equality: a single-field index serves it.
    expect(neededIndex(sourceTasksQuery('ws1', { kind: 'video', videoId: 'v1' }))).toBeNull();
    // The functions' due-notice ranges (functions/src/tasks/due-notices.ts).
    expect(hasIndex({ filters: ['status:ASCENDING'], sorts: ['due:ASCENDING'] })).toBe(true);
  });
});

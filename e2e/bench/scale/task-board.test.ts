import { taskColumnQuery, myTasksQuery } from '@crewspace/common/task-queries';
import { describe, expect, it } from 'vitest';
import { structuredQuery } from './task-board';

describe('structuredQuery', () => {
  it('asks a board column page over REST as the SDK asks it, the cursor naming the document', () => {
    const { parent, structuredQuery: query } = structuredQuery(
      taskColumnQuery('ws1', 'todo', {}, { position: 'a3', id: 't9' }),
    );
    expect(parent).toBe('workspaces/ws1');
    expect(query).toEqual({
      from: [{ collectionId: 'tasks' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'status' },
          op: 'EQUAL',
          value: { stringValue: 'todo' },
        },
      },
      orderBy: [
        { field: { fieldPath: 'position' }, direction: 'ASCENDING' },
        { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
      ],
      startAt: {
        values: [
          { stringValue: 'a3' },
          {
            referenceValue:
              'projects/demo-crewspace-test/databases/(default)/documents/workspaces/ws1/tasks/t9',
          },
        ],
        before: false,
      },
      limit: 25,
    });
  });

  it('joins several filters, an in list among them', () => {
    const { structuredQuery: query } = structuredQuery(myTasksQuery('ws1', 'u1'));
    expect((query as { where: unknown }).where).toEqual({
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: 'assignees' },
              op: 'ARRAY_CONTAINS',
              value: { stringValue: 'u1' },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'status' },
              op: 'IN',
              value: {
                arrayValue: {
                  values: [
                    { stringValue: 'todo' },
                    { stringValue: 'in-progress' },
                    { stringValue: 'in-review' },
                  ],
                },
              },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'due' },
              op: 'GREATER_THAN',
              value: { stringValue: '' },
            },
          },
        ],
      },
    });
  });
});

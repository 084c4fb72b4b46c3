import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TASK_DUE_PATTERN } from './task-due';
import { TASK_POSITION_PATTERN } from './task-position';
import {
  TASK_ASSIGNEES_ADDED_MAX,
  TASK_ASSIGNEES_MAX,
  TASK_CHECKLIST_CHANGED_MAX,
  TASK_CHECKLIST_ID_MAX,
  TASK_CHECKLIST_MAX,
  TASK_CHECKLIST_TEXT_MAX,
  TASK_DESCRIPTION_MAX,
  TASK_EXCERPT_MAX,
  TASK_ID_PATTERN,
  TASK_PRIORITIES,
  TASK_SOURCE_ELEMENTS_MAX,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  TASK_TITLE_MAX,
  isTaskStatus,
  newTaskDoc,
  sourceExcerpt,
  taskFieldsSchema,
  taskMove,
  taskSourceSchema,
  type TaskFields,
} from './tasks';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
const taskRules = rules.slice(rules.indexOf('match /tasks/{taskId}'));

/** A list a rules function returns, e.g. `function taskStatuses() { return [...]; }`. */
function rulesList(name: string): unknown {
  const listed = new RegExp(`function ${name}\\(\\) \\{\\s*return (\\[[^\\]]*\\]);`).exec(rules);
  expect(listed, `${name}() not found in firestore.rules`).not.toBeNull();
  return JSON.parse(listed![1]!.replace(/'/g, '"'));
}

const fields: TaskFields = {
  title: 'Fix the logo',
  description: '',
  status: 'todo',
  assignees: ['u1'],
  due: '2026-03-04',
  priority: 'high',
  projectId: null,
  checklist: [{ id: 'c1', text: 'Export the SVG', done: false }],
  position: 'a0',
};

describe('task limits', () => {
  it('are the numbers the issue and the rules budgets set', () => {
    expect(TASK_TITLE_MAX).toBe(200);
    expect(TASK_DESCRIPTION_MAX).toBe(10_000);
    expect(TASK_ASSIGNEES_MAX).toBe(10);
    expect(TASK_ASSIGNEES_ADDED_MAX).toBe(5);
    expect(TASK_CHECKLIST_MAX).toBe(50);
    expect(TASK_CHECKLIST_CHANGED_MAX).toBe(5);
    expect(TASK_CHECKLIST_TEXT_MAX).toBe(500);
    expect(TASK_CHECKLIST_ID_MAX).toBe(36);
    expect(TASK_EXCERPT_MAX).toBe(500);
    expect(TASK_SOURCE_ELEMENTS_MAX).toBe(100);
  });

  it('match firestore.rules', () => {
    for (const check of [
      `text(task.title, 1, ${TASK_TITLE_MAX})`,
      `text(task.description, 0, ${TASK_DESCRIPTION_MAX})`,
      `list.size() <= ${TASK_ASSIGNEES_MAX}`,
      `count <= ${TASK_ASSIGNEES_ADDED_MAX}`,
      `items.size() <= ${TASK_CHECKLIST_MAX} && count <= ${TASK_CHECKLIST_CHANGED_MAX}`,
      `text(item.text, 1, ${TASK_CHECKLIST_TEXT_MAX})`,
      `text(item.id, 1, ${TASK_CHECKLIST_ID_MAX})`,
      `text(source.excerpt, 0, ${TASK_EXCERPT_MAX})`,
      `source.ref.elementIds.size() <= ${TASK_SOURCE_ELEMENTS_MAX}`,
      `task.due.matches('${TASK_DUE_PATTERN.source}')`,
      `task.position.matches('${TASK_POSITION_PATTERN.source}')`,
      `taskId.matches('${TASK_ID_PATTERN.source}')`,
    ])
      expect(taskRules).toContain(check);
    // One check per assignee a write may add, one per checklist item it may change.
    expect(taskRules.match(/activeMember\(added\[\d\]\)/g)).toHaveLength(TASK_ASSIGNEES_ADDED_MAX);
    expect(taskRules.match(/checklistItem\(added\[\d\]\)/g)).toHaveLength(
      TASK_CHECKLIST_CHANGED_MAX,
    );
  });

  it('list the statuses, priorities and keys the rules allow', () => {
    expect(TASK_STATUSES).toEqual(['todo', 'in-progress', 'in-review', 'done']);
    expect(rulesList('taskStatuses')).toEqual([...TASK_STATUSES]);
    expect(TASK_PRIORITIES).toEqual(['none', 'low', 'medium', 'high', 'urgent']);
    expect(rulesList('taskPriorities')).toEqual([...TASK_PRIORITIES]);
    const stored = newTaskDoc(fields, null, { uid: 'u1', now: 1 });
    expect((rulesList('taskKeys') as string[]).sort()).toEqual(Object.keys(stored).sort());
    expect(TASK_STATUS_LABELS['in-review']).toBe('In review');
    expect(isTaskStatus('done')).toBe(true);
    expect(isTaskStatus('archived')).toBe(false);
  });
});

describe('taskFieldsSchema', () => {
  const message = (changes: Partial<Record<keyof TaskFields, unknown>>) =>
    taskFieldsSchema.safeParse({ ...fields, ...changes }).error?.issues[0]?.message;

  it('takes a valid task and refuses each limit with a message', () => {
    expect(taskFieldsSchema.parse(fields)).toEqual(fields);
    expect(message({ title: '  ' })).toBe('Give the task a title.');
    expect(message({ title: 'x'.repeat(201) })).toBe('A title is at most 200 characters.');
    expect(message({ description: 'x'.repeat(10_001) })).toBe(
      'A description is at most 10000 characters.',
    );
    expect(message({ assignees: Array.from({ length: 11 }, (_, i) => `u${i}`) })).toBe(
      'A task has at most 10 assignees.',
    );
    expect(message({ assignees: ['u1', 'u1'] })).toBe('Someone is assigned twice.');
    const item = { id: 'c', text: 'Step', done: false };
    expect(message({ checklist: Array.from({ length: 51 }, () => item) })).toBe(
      'A checklist has at most 50 items.',
    );
    expect(message({ checklist: [{ ...item, text: 'x'.repeat(501) }] })).toBe(
      'A checklist item is at most 500 characters.',
    );
    expect(message({ due: '2026-02-30' })).toBe('That day does not exist.');
    expect(message({ due: 'Friday' })).toBe('Pick a date (and optionally a time).');
    expect(message({ status: 'archived' })).toBeDefined();
    expect(message({ position: 'a' })).toBeDefined();
  });
});

describe('taskSourceSchema', () => {
  it('takes each kind of source with exactly its reference', () => {
    const sources = [
      { kind: 'message', ref: { cid: 'team:ws1', messageId: 'm1' }, excerpt: 'Ship it' },
      {
        kind: 'video-comment',
        ref: { videoId: 'v', commentId: 'c', threadId: 'c', versionId: 'v2', time: 12.5 },
        excerpt: 'The logo jumps',
      },
      { kind: 'canvas', ref: { canvasId: 'k', elementIds: ['e1', 'e2'] }, excerpt: '' },
      { kind: 'event', ref: { eventId: 'e', occurrence: '2026-05-04T09:00:00.000Z' }, excerpt: '' },
    ];
    for (const source of sources) expect(taskSourceSchema.parse(source)).toEqual(source);
    expect(taskSourceSchema.safeParse({ ...sources[0], deleted: true }).success).toBe(false);
    expect(
      taskSourceSchema.safeParse({ ...sources[1], ref: { ...sources[1]!.ref, versionId: '2' } })
        .success,
    ).toBe(false);
    expect(
      taskSourceSchema.safeParse({ ...sources[2], ref: { canvasId: 'k', elementIds: [] }, x: 1 })
        .success,
    ).toBe(false);
    expect(taskSourceSchema.safeParse({ ...sources[0], excerpt: 'x'.repeat(501) }).success).toBe(
      false,
    );
  });

  it('cuts an excerpt to 500 characters', () => {
    expect(sourceExcerpt('  Ship\n\nthe  logo ')).toBe('Ship the logo');
    const long = sourceExcerpt('word '.repeat(200));
    expect(Array.from(long)).toHaveLength(500);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('completion times', () => {
  const stamp = { uid: 'u2', now: 'NOW' };

  it('are set for a new task made done, and null otherwise', () => {
    expect(newTaskDoc(fields, null, stamp)).toMatchObject({
      createdBy: 'u2',
      updatedBy: 'u2',
      completedAt: null,
    });
    expect(newTaskDoc({ ...fields, status: 'done' }, null, stamp).completedAt).toBe('NOW');
  });

  it('follow a move into, out of and within done', () => {
    expect(taskMove('in-review', { status: 'done', position: 'a1' }, stamp)).toEqual({
      status: 'done',
      position: 'a1',
      updatedBy: 'u2',
      updatedAt: 'NOW',
      completedAt: 'NOW',
    });
    expect(taskMove('done', { status: 'todo', position: 'a1' }, stamp).completedAt).toBeNull();
    expect('completedAt' in taskMove('done', { status: 'done', position: 'a2' }, stamp)).toBe(
      false,
    );
  });
});

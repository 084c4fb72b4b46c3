/** What a new task from a source is written as, and what is refused before writing. */
import type { TaskSource } from '@crewspace/common/tasks';
import { suggestedTitle } from '../source-title';
import { checkNewTask, type NewTaskInput } from './create-task';

const input: NewTaskInput = {
  title: '  Fix the logo  ',
  assignees: ['bob'],
  due: '2026-12-01T09:30',
  priority: 'high',
  projectId: 'p1',
};

const comment: TaskSource = {
  kind: 'video-comment',
  ref: { videoId: 'v1', commentId: 'c2', threadId: 'c1', versionId: 'v1', time: 12 },
  excerpt: 'The logo is blurry here',
};

describe('checkNewTask', () => {
  it('makes a To do task with the typed fields, an empty description and checklist', () => {
    expect(checkNewTask(input, comment, 'a0')).toEqual({
      ok: true,
      fields: {
        title: 'Fix the logo',
        description: '',
        status: 'todo',
        assignees: ['bob'],
        due: '2026-12-01T09:30',
        priority: 'high',
        projectId: 'p1',
        checklist: [],
        position: 'a0',
      },
      source: comment,
    });
  });

  it('keeps each kind of source as it is', () => {
    const sources: TaskSource[] = [
      { kind: 'message', ref: { cid: 'team:general', messageId: 'm1' }, excerpt: 'Ship it' },
      { kind: 'canvas', ref: { canvasId: 'k1', elementIds: ['e1', 'e2'] }, excerpt: 'Plan' },
      {
        kind: 'event',
        ref: { eventId: 'ev1', occurrence: '2026-05-04T09:00:00.000Z' },
        excerpt: 'Standup',
      },
    ];
    for (const source of sources)
      expect(checkNewTask(input, source, 'a0')).toMatchObject({ ok: true, source });
    expect(checkNewTask(input, null, 'a0')).toMatchObject({ ok: true, source: null });
  });

  it('refuses an empty title, a 201-character one, 11 assignees and a day that does not exist', () => {
    expect(checkNewTask({ ...input, title: '   ' }, comment, 'a0')).toEqual({
      ok: false,
      error: 'Give the task a title.',
    });
    expect(checkNewTask({ ...input, title: 'x'.repeat(201) }, comment, 'a0')).toEqual({
      ok: false,
      error: 'A title is at most 200 characters.',
    });
    const eleven = Array.from({ length: 11 }, (_, index) => `u${index}`);
    expect(checkNewTask({ ...input, assignees: eleven }, comment, 'a0')).toEqual({
      ok: false,
      error: 'A task has at most 10 assignees.',
    });
    expect(checkNewTask({ ...input, due: '2026-02-30' }, comment, 'a0')).toEqual({
      ok: false,
      error: 'That day does not exist.',
    });
  });

  it('refuses a source the rules would refuse: a 501-character excerpt, 101 elements', () => {
    const long = { ...comment, excerpt: 'x'.repeat(501) };
    expect(checkNewTask(input, long, 'a0')).toEqual({
      ok: false,
      error: 'What this task is made from is not valid.',
    });
    const elementIds = Array.from({ length: 101 }, (_, index) => `e${index}`);
    const canvas: TaskSource = { kind: 'canvas', ref: { canvasId: 'k1', elementIds }, excerpt: '' };
    expect(checkNewTask(input, canvas, 'a0').ok).toBe(false);
  });
});

describe('suggestedTitle', () => {
  it('takes the first line that says something, folded and cut to 100 characters', () => {
    expect(suggestedTitle('\n  \nFix the   logo\nsecond line')).toBe('Fix the logo');
    const title = suggestedTitle('word '.repeat(40));
    expect(Array.from(title)).toHaveLength(100);
    expect(title.endsWith('…')).toBe(true);
    expect(suggestedTitle('')).toBe('');
  });
});

import { checkWriteSize, checkedFields, editWrite } from './task-changes';

const NOW = 'server-time';

describe('task writes as sent', () => {
  it('stamps the writer and sets completedAt only when the status changes', () => {
    expect(editWrite('todo', { title: 'New' }, { uid: 'bob', now: NOW })).toEqual({
      title: 'New',
      updatedBy: 'bob',
      updatedAt: NOW,
    });
    expect(editWrite('in-review', { status: 'done' }, { uid: 'bob', now: NOW })).toMatchObject({
      status: 'done',
      completedAt: NOW,
    });
    expect(editWrite('done', { status: 'todo' }, { uid: 'bob', now: NOW })).toMatchObject({
      completedAt: null,
    });
    expect(editWrite('done', { status: 'done' }, { uid: 'bob', now: NOW })).not.toHaveProperty(
      'completedAt',
    );
  });

  it('refuses fields past the shared limits with a message', () => {
    expect(() => checkedFields({ title: '   ' })).toThrow('Give the task a title.');
    expect(() => checkedFields({ title: 'x'.repeat(201) })).toThrow(
      'A title is at most 200 characters.',
    );
    expect(() => checkedFields({ due: '2026-02-30' })).toThrow('That day does not exist.');
    expect(checkedFields({ title: ' Trim me ' })).toEqual({ title: 'Trim me' });
  });

  it('refuses adding more than 5 people or changing more than 5 checklist items in one write', () => {
    const before = { assignees: ['a'], checklist: [] };
    expect(() =>
      checkWriteSize(before, { assignees: ['a', 'b', 'c', 'd', 'e', 'f'] }),
    ).not.toThrow();
    expect(() =>
      checkWriteSize(before, { assignees: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }),
    ).toThrow('Add at most 5 people at a time, then save again.');
    const items = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ id: `${index}`, text: 'x', done: false }));
    expect(() => checkWriteSize(before, { checklist: items(5) })).not.toThrow();
    expect(() => checkWriteSize(before, { checklist: items(6) })).toThrow(
      'Change at most 5 checklist items at a time.',
    );
  });
});

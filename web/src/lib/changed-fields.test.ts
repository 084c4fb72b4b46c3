import { changedFields, changedKeys, editConflicts } from './changed-fields';

describe('changedFields', () => {
  const before = {
    title: 'Retro',
    start: new Date('2026-01-09T10:00:00Z'),
    attendees: ['alice', 'bob'],
    recurrence: { freq: 'weekly', count: 4 },
    projectId: null as string | null,
  };

  it('keeps only what the edit changed, so a field changed elsewhere is not overwritten', () => {
    expect(changedFields(before, { ...before, title: 'Retro 2' })).toEqual({ title: 'Retro 2' });
    expect(changedFields(before, { ...before, projectId: 'p1', attendees: ['alice'] })).toEqual({
      projectId: 'p1',
      attendees: ['alice'],
    });
  });

  it('compares dates by time and lists and records by content', () => {
    const copy = {
      ...before,
      start: new Date(before.start),
      attendees: [...before.attendees],
      recurrence: { ...before.recurrence },
    };
    expect(changedFields(before, copy)).toEqual({});
    const later = new Date('2026-01-09T11:00:00Z');
    expect(changedFields(before, { ...before, start: later })).toEqual({ start: later });
    expect(changedFields(before, { ...before, recurrence: { freq: 'weekly', count: 5 } })).toEqual({
      recurrence: { freq: 'weekly', count: 5 },
    });
  });

  it('sees a value turning null or back', () => {
    expect(changedFields({ a: null as Date | null }, { a: new Date(0) })).toEqual({
      a: new Date(0),
    });
    expect(changedFields({ a: new Date(0) as Date | null }, { a: null })).toEqual({ a: null });
  });
});

describe('two people editing one thing', () => {
  const start = { name: 'Launch', dueDate: new Date('2026-03-06'), leadId: 'bob', emoji: '' };

  it('names what someone changed while the form was open, and which of it a save would replace', () => {
    // Meanwhile Alice renamed it and moved the due date; the form changed the name and the lead.
    const live = { ...start, name: 'Launch v2', dueDate: new Date('2026-03-09') };
    const mine = { ...start, name: 'Launch day', leadId: 'carol' };
    expect(changedKeys(start, live)).toEqual(['name', 'dueDate']);
    expect(editConflicts(start, mine, live)).toEqual(['name']);
  });

  it('sees no conflict in the same new value on both sides, nor when nothing changed meanwhile', () => {
    const live = { ...start, name: 'Launch v2' };
    expect(editConflicts(start, { ...start, name: 'Launch v2' }, live)).toEqual([]);
    expect(editConflicts(start, { ...start, name: 'Launch day' }, start)).toEqual([]);
    expect(editConflicts(start, { ...start, emoji: '🚀' }, live)).toEqual([]);
  });
});

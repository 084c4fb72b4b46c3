import { changedFields } from './changed-fields';

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

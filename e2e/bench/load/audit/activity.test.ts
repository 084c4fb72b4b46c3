import { describe, expect, it } from 'vitest';
import { auditActivity, type ActivityEntry, type ProjectEdit } from './activity';

const edits: ProjectEdit[] = [
  { projectId: 'p1', by: 'ana', created: false },
  { projectId: 'p1', by: 'ana', created: false },
  { projectId: 'p1', by: 'ben', created: false },
  { projectId: 'p2', by: 'ben', created: true },
];
const entries: ActivityEntry[] = [
  { targetId: 'p1', verb: 'created', actorId: 'cai' },
  { targetId: 'p1', verb: 'updated', actorId: 'ana' },
  { targetId: 'p1', verb: 'updated', actorId: 'ana' },
  { targetId: 'p1', verb: 'updated', actorId: 'ben' },
  { targetId: 'p2', verb: 'created', actorId: 'ben' },
];

describe('auditActivity', () => {
  it('finds one entry per acknowledged edit, by its writer, and one creation', () => {
    expect(auditActivity(['p1', 'p2'], edits, entries, 0)).toEqual([]);
  });

  it('reports an edit without its entry as lost', () => {
    expect(auditActivity(['p1', 'p2'], edits, entries.slice(0, 3).concat(entries[4]!), 0)).toEqual([
      { kind: 'lost', subject: 'project activity', detail: "p1: 1 of ben's 1 edits have no entry" },
    ]);
  });

  it('reports an entry twice as duplicated, unless an edit failed and may have written it', () => {
    const twice = [...entries, entries[3]!];
    expect(auditActivity(['p1', 'p2'], edits, twice, 0)).toEqual([
      {
        kind: 'duplicated',
        subject: 'project activity',
        detail: "p1: 2 entries for ben's 1 edits",
      },
    ]);
    expect(auditActivity(['p1', 'p2'], edits, twice, 1)).toEqual([]);
  });

  it('wants exactly one creation per project', () => {
    expect(auditActivity(['p1', 'p2'], edits, entries.slice(0, 4), 0)).toEqual([
      { kind: 'lost', subject: 'project activity', detail: 'p2 has 0 "created" entries' },
    ]);
    expect(auditActivity(['p1', 'p2'], edits, [...entries, entries[0]!], 0)[0]?.kind).toBe(
      'duplicated',
    );
  });
});

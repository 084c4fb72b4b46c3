import { describe, expect, it } from 'vitest';
import { auditRecords, type SentRecord } from './records';

const sent: SentRecord[] = [
  { id: 'm1', token: 'L3_1', text: 'Update L3_1', place: 'team:load-team (top)' },
  { id: 'm2', token: 'L4_1', text: 'Agreed L4_1', place: 'team:load-team m1' },
];
const stored = sent.map(({ id, text, place }) => ({ id, text, place }));

describe('auditRecords', () => {
  it('finds nothing when every acknowledged record is there once, as sent', () => {
    expect(auditRecords('chat message', sent, stored, new Set())).toEqual([]);
  });

  it('reports a record that is not stored as lost', () => {
    expect(auditRecords('chat message', sent, stored.slice(1), new Set())).toEqual([
      { kind: 'lost', subject: 'chat message', detail: 'm1 (L3_1) is not stored' },
    ]);
  });

  it('reports a second copy under another id as duplicated', () => {
    const again = { id: 'm9', text: 'Update L3_1', place: 'team:load-team (top)' };
    expect(auditRecords('chat message', sent, [...stored, again], new Set())).toEqual([
      { kind: 'duplicated', subject: 'chat message', detail: 'L3_1 is stored 2 times' },
    ]);
  });

  it('reports the same id stored twice', () => {
    const findings = auditRecords('chat message', sent, [...stored, stored[0]!], new Set());
    expect(findings.map((one) => one.detail)).toContain('m1 is stored 2 times');
  });

  it('reports a changed text or place as a wrong value', () => {
    const moved = [{ ...stored[0]!, place: 'messaging:group-load-1 (top)' }, stored[1]!];
    expect(auditRecords('chat message', sent, moved, new Set())[0]?.kind).toBe('wrong value');
  });

  it('reports a record nothing sent as unexplained, unless its write failed', () => {
    const stray = { id: 'm7', text: 'Update L9_9', place: 'team:load-team (top)' };
    expect(auditRecords('chat message', sent, [...stored, stray], new Set())).toEqual([
      {
        kind: 'unexplained',
        subject: 'chat message',
        detail: 'm7 carries L9_9, which nothing sent',
      },
    ]);
    expect(auditRecords('chat message', sent, [...stored, stray], new Set(['L9_9']))).toEqual([]);
  });

  it('ignores seeded records, which carry no token', () => {
    const seeded = { id: 's1', text: 'Welcome', place: 'team:load-team (top)' };
    expect(auditRecords('chat message', sent, [...stored, seeded], new Set())).toEqual([]);
  });
});

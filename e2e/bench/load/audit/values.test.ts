import { describe, expect, it } from 'vitest';
import { auditFinalValues, type FieldWrite } from './values';

const writes: FieldWrite[] = [
  { doc: 'p1', field: 'description', value: 'Notes L2_1' },
  { doc: 'p1', field: 'description', value: 'Notes L5_1' },
  { doc: 'p1', field: 'name', value: 'Project L2_2' },
];
const stored = (description: string) => new Map([['p1', { name: 'Project L2_2', description }]]);
const several = { singleWriter: false, unacknowledged: new Set<string>() };
const one = { singleWriter: true, unacknowledged: new Set<string>() };

describe('auditFinalValues', () => {
  it('accepts any acknowledged value where several people write', () => {
    expect(auditFinalValues('project', writes, stored('Notes L2_1'), several)).toEqual([]);
    expect(auditFinalValues('project', writes, stored('Notes L5_1'), several)).toEqual([]);
  });

  it('wants the last acknowledged value where one person writes', () => {
    expect(auditFinalValues('event', writes, stored('Notes L5_1'), one)).toEqual([]);
    expect(auditFinalValues('event', writes, stored('Notes L2_1'), one)).toEqual([
      {
        kind: 'wrong value',
        subject: 'event',
        detail: 'p1 description is "Notes L2_1"; the last acknowledged was "Notes L5_1"',
      },
    ]);
  });

  it('reports a value no acknowledged write gave', () => {
    const [finding] = auditFinalValues('project', writes, stored('Seeded'), several);
    expect(finding).toMatchObject({ kind: 'wrong value', subject: 'project' });
    expect(finding!.detail).toContain('none of the 2 acknowledged');
  });

  it('accepts the value of a write whose acknowledgement never came', () => {
    const failed = { singleWriter: true, unacknowledged: new Set(['L2_9']) };
    expect(auditFinalValues('event', writes, stored('Notes L2_9'), failed)).toEqual([]);
  });

  it('reports an edited document that is gone as lost', () => {
    expect(auditFinalValues('project', writes, new Map(), several)).toEqual([
      { kind: 'lost', subject: 'project', detail: 'p1 is gone' },
      { kind: 'lost', subject: 'project', detail: 'p1 is gone' },
    ]);
  });
});

import { buildMember } from '@/testing/builders';
import { idBatches, memberName } from './use-members-by-id';

describe('idBatches', () => {
  it('asks for each id once, in a stable order, at most 30 per query', () => {
    const ids = Array.from({ length: 65 }, (_, i) => `u${String(i).padStart(2, '0')}`);
    const batches = idBatches([...ids].reverse().concat(ids, ['']));
    expect(batches.map((batch) => batch.length)).toEqual([30, 30, 5]);
    expect(batches.flat()).toEqual(ids);
  });

  it('asks for nothing when there is nobody', () => {
    expect(idBatches([])).toEqual([]);
  });
});

describe('memberName', () => {
  it('names members, nameless ones and people who left', () => {
    expect(memberName(buildMember({ uid: 'a', displayName: 'Ada' }))).toBe('Ada');
    expect(memberName(buildMember({ uid: 'a', displayName: ' ' }))).toBe('Anonymous User');
    expect(memberName(undefined)).toBe('A former member');
  });
});

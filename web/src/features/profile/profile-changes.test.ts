import { nextProfileChangeSlot } from './profile-changes';

const now = new Date('2026-11-28T12:00:00Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 60 * 60 * 1000);

describe('nextProfileChangeSlot', () => {
  it('takes the first slot never used', () => {
    expect(nextProfileChangeSlot({}, now)).toEqual({ slot: 0 });
    expect(nextProfileChangeSlot({ '0': hoursAgo(1), '1': hoursAgo(2) }, now)).toEqual({
      slot: 2,
    });
  });

  it('reuses the oldest of 10 once it is a day old, and otherwise says when it will be', () => {
    const full = Object.fromEntries(
      Array.from({ length: 10 }, (_, slot) => [String(slot), hoursAgo(20 - slot)]),
    );
    expect(nextProfileChangeSlot(full, now)).toEqual({ slot: null, freeAt: hoursAgo(-4) });
    expect(nextProfileChangeSlot({ ...full, '6': hoursAgo(25) }, now)).toEqual({ slot: 6 });
  });
});

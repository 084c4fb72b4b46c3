import { describe, expect, it } from 'vitest';
import { Sightings, actionToken, noticeKey, tokensIn } from './sightings';

describe('tokens', () => {
  it('finds every action token in a text, and nothing else', () => {
    const text = `@Ana Lee see ${actionToken(12, 3)} and ${actionToken(0, 41)}; not L12 or XL1_2`;
    expect(tokensIn(text)).toEqual(['L12_3', 'L0_41']);
    expect(tokensIn('Event of Ana Lee')).toEqual([]);
  });
});

describe('Sightings', () => {
  it('keeps the first moment a key was seen', () => {
    const sightings = new Sightings();
    sightings.see('L1_1', 10);
    sightings.see('L1_1', 20);
    expect(sightings.seenAt('L1_1')).toBe(10);
    expect(sightings.seenAt('L1_2')).toBeUndefined();
  });

  it('notes each token of a text under the key given', () => {
    const sightings = new Sightings();
    sightings.seeTokens('Updated: Meeting L4_2', (token) => noticeKey('uid-9', token));
    expect(sightings.seenAt('notified:uid-9:L4_2')).toBeTypeOf('number');
    expect(sightings.seenAt('L4_2')).toBeUndefined();
  });
});

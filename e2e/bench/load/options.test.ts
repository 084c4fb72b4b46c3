import { describe, expect, it } from 'vitest';
import { parseLoadOptions } from './options';

describe('parseLoadOptions', () => {
  it('runs 200 members for 2 minutes with seed 1 by default', () => {
    expect(parseLoadOptions([])).toEqual({ members: 200, minutes: 2, seed: 1 });
  });

  it('reads each option in any order', () => {
    expect(parseLoadOptions(['--seed', '7', '--minutes', '1.5', '--members', '50'])).toEqual({
      members: 50,
      minutes: 1.5,
      seed: 7,
    });
  });

  it.each([
    [['--members', '3'], /--members takes a whole number from 4 to 1000, not "3"/],
    [['--members', '1001'], /--members takes a whole number/],
    [['--members'], /--members takes a whole number/],
    [['--minutes', '0.25'], /--minutes takes a number from 0.5 to 60, not "0.25"/],
    [['--minutes', 'soon'], /--minutes takes a number/],
    [['--seed', '-1'], /--seed takes a whole number from 0 to 4294967295/],
    [['--seed', '1.5'], /--seed takes a whole number/],
  ])('refuses %j', (args, message) => {
    expect(() => parseLoadOptions(args)).toThrow(message);
  });

  it('refuses an unknown flag or a stray word', () => {
    expect(() => parseLoadOptions(['--member', '20'])).toThrow(/Unknown option "--member"/);
    expect(() => parseLoadOptions(['--members', '20', '30'])).toThrow(/Unknown option "30"/);
  });
});

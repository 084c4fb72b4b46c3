import { describe, expect, it } from 'vitest';
import { parseMembersOption } from './options';

describe('parseMembersOption', () => {
  it('uses the fallback without --members', () => {
    expect(parseMembersOption([], 100_000)).toBe(100_000);
  });

  it('reads the number after --members', () => {
    expect(parseMembersOption(['--members', '20000'], 100_000)).toBe(20_000);
  });

  it.each([[['--members']], [['--members', 'lots']], [['--members', '2']], [['--members', '1.5']]])(
    'refuses %j',
    (args) => {
      expect(() => parseMembersOption(args, 100_000)).toThrow(/--members takes a whole number/);
    },
  );
});

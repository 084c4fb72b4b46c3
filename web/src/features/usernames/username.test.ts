import { usernameKey, usernameProblem } from './username';

describe('usernameProblem', () => {
  it('accepts 3–30 letters, digits, dot, underscore and dash', () => {
    expect(usernameProblem('ada.lovelace_1-x')).toBeNull();
  });

  it('explains what is wrong', () => {
    expect(usernameProblem('ab')).toMatch(/at least 3/);
    expect(usernameProblem('a'.repeat(31))).toMatch(/at most 30/);
    expect(usernameProblem('no spaces')).toMatch(/only letters/);
  });

  it('compares case-insensitively', () => {
    expect(usernameKey(' Ada ')).toBe('ada');
  });
});

/** Username rules (mirrors the claimUsername callable): 3–30 letters, digits, '.', '_' or '-'. */
import { USERNAME_PATTERN } from '@crewspace/common/usernames';

export function usernameProblem(value: string): string | null {
  const name = value.trim();
  if (!name) return 'Enter a username.';
  if (name.length < 3) return 'Use at least 3 characters.';
  if (name.length > 30) return 'Use at most 30 characters.';
  if (!USERNAME_PATTERN.test(name)) return "Use only letters, digits, '.', '_' or '-'.";
  return null;
}

/** Usernames are unique regardless of case; the lower-cased form is the key. */
export function usernameKey(value: string): string {
  return value.trim().toLowerCase();
}

/** The claimUsername callable said the name belongs to someone else. */
export class UsernameTakenError extends Error {
  override readonly name = 'UsernameTakenError';
}

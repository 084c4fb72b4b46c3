/**
 * The limits the server enforces per account and per workspace. The functions, firestore.rules
 * and storage.rules enforce them (the rules hold the numbers as literals; limits.test.ts keeps
 * them equal to these), and the forms say so when one is reached.
 */

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;
const GiB = 1024 * 1024 * 1024;

/** An invitation can be accepted for this long after it was (last) sent. */
export const INVITATION_LIFETIME_DAYS = 14;
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * DAY_MS;

/** Invitations one account may send (re-sending included) in any 24 hours. */
export const INVITATIONS_PER_DAY = 50;

/** Workspaces one account may own, its personal workspace included. */
export const WORKSPACES_OWNED_MAX = 10;

/** Bytes a workspace may keep in Storage: videos, thumbnails and canvas images together. */
export const WORKSPACE_STORAGE_MAX_BYTES = 20 * GiB;

/**
 * Changes of name or photo (each one is copied into every membership) an account may make in
 * any 24 hours. firestore.rules keeps one timestamp per change in `profileChanges`, slots
 * '0'…'9', and a slot may be reused once its change is a day old.
 */
export const PROFILE_CHANGES_PER_DAY = 10;

/** Callable and /api calls one account may make in any minute (a sliding minute). */
export const CALLS_PER_MINUTE = 60;

/** The windows the limits above count in. */
export const LIMIT_WINDOWS_MS = { day: DAY_MS, minute: MINUTE_MS } as const;

/** "2.5 GiB", "300 MiB": a byte count for the limit messages. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  if (unit === 0) return `${value} ${value === 1 ? 'byte' : 'bytes'}`;
  return `${value.toFixed(value < 100 ? 1 : 0).replace(/\.0$/, '')} ${units[unit]}`;
}

/**
 * Why a file of `size` bytes does not fit in a workspace that keeps `used` bytes (the rules
 * refuse it), or null when it fits.
 */
export function storageQuotaRefusal(used: number, size: number): string | null {
  if (used + size <= WORKSPACE_STORAGE_MAX_BYTES) return null;
  return `This workspace keeps ${formatBytes(used)} of its ${formatBytes(WORKSPACE_STORAGE_MAX_BYTES)}, so this file (${formatBytes(size)}) does not fit. Delete videos or canvas images to make room.`;
}

/** "Try again in 42 seconds." / "in 3 minutes": what a refusal with a retry time says. */
export function retryAfterText(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 90) return `Try again in ${whole} second${whole === 1 ? '' : 's'}.`;
  const minutes = Math.ceil(whole / 60);
  if (minutes < 90) return `Try again in ${minutes} minutes.`;
  return `Try again in ${Math.ceil(minutes / 60)} hours.`;
}

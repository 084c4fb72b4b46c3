/**
 * The browser suite runs in lanes. Most of a spec's time is spent waiting (for the emulators, the
 * triggers, the chat service), so two specs at once take little longer than one. What must not
 * overlap is what specs share:
 *
 * - **shared**: specs that sign in the seeded demo accounts (`demoLogin(`): they share those
 *   people's presence, chat channels, unread counts and the demo workspace. One at a time.
 * - **own**: specs that make their own people (`createApprovedUser`, `seedTeam`, sign-ups). One
 *   at a time, beside the shared lane.
 * - **alone**: specs that change what every spec meets: a restart of a service everyone uses
 *   (`restartChatEmulator(`), a new version of the app (`publishNewAppVersion(`). After both
 *   lanes, by themselves.
 *
 * A spec's lane comes from what its source calls, so a new spec lands in the right one without a
 * list to keep.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const LANES = ['shared', 'own', 'alone'] as const;
export type Lane = (typeof LANES)[number];

const TESTS_DIR = new URL('./tests/', import.meta.url).pathname;

/** The lane of a spec, from its source. */
export function laneOf(source: string): Lane {
  if (/\b(restartChatEmulator|publishNewAppVersion)\(/.test(source)) return 'alone';
  if (/\bdemoLogin\(/.test(source)) return 'shared';
  return 'own';
}

/** The spec files of one lane, as paths relative to e2e/ (vitest `include` patterns). */
export function specsOf(lane: Lane, dir = TESTS_DIR): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .filter((name) => laneOf(readFileSync(join(dir, name), 'utf8')) === lane)
    .map((name) => `tests/${name}`);
}

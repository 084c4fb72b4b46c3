/**
 * Name and photo changes are counted (firestore.rules): each one stamps a slot of
 * users/{uid}.profileChanges, '0'…'9', and a slot is free again once its change is a day old.
 */
import { LIMIT_WINDOWS_MS, PROFILE_CHANGES_PER_DAY } from '@crewspace/common/limits';

/** The stamp of each slot that holds one. */
export type ProfileChanges = Readonly<Record<string, Date>>;

export type SlotChoice = { slot: number } | { slot: null; freeAt: Date };

/** A free slot (never used, or its change a day old at `now`), else when the first frees. */
export function nextProfileChangeSlot(changes: ProfileChanges, now: Date): SlotChoice {
  let oldest: { slot: number; at: Date } | null = null;
  for (let slot = 0; slot < PROFILE_CHANGES_PER_DAY; slot += 1) {
    const at = changes[String(slot)];
    if (!at) return { slot };
    if (!oldest || at < oldest.at) oldest = { slot, at };
  }
  const freeAt = new Date(oldest!.at.getTime() + LIMIT_WINDOWS_MS.day);
  return freeAt <= now ? { slot: oldest!.slot } : { slot: null, freeAt };
}

/** The user has made every change a day allows; `freeAt` is when the next one is possible. */
export class ProfileChangeLimitError extends Error {
  override readonly name = 'ProfileChangeLimitError';
  constructor(readonly freeAt: Date) {
    super(`At most ${PROFILE_CHANGES_PER_DAY} name or photo changes in 24 hours.`);
  }
}

/**
 * After a phase, waits for what its actions are to cause elsewhere (the observer's sightings, the
 * notifications, which triggers and webhooks write a moment later) until everything arrived or
 * nothing more arrived for a while, and says how long that took.
 */
import type { Sample } from './actions';
import { noticeKey, type Sightings } from './sightings';

export interface DrainResult {
  waitedMs: number;
  pending: number;
}

export function expectedKeys(samples: readonly Sample[]): string[] {
  return samples.flatMap((sample) => [
    ...(sample.seen ? [sample.seen] : []),
    ...sample.notices.map((notice) => noticeKey(notice.recipient, sample.token)),
  ]);
}

export async function drain(
  keys: readonly string[],
  sightings: Sightings,
  { quietMs, maxMs }: { quietMs: number; maxMs: number },
): Promise<DrainResult> {
  const started = performance.now();
  let pending = Number.POSITIVE_INFINITY;
  let changedAt = started;
  for (;;) {
    const now = keys.filter((key) => sightings.seenAt(key) === undefined).length;
    if (now !== pending) {
      pending = now;
      changedAt = performance.now();
    }
    const elapsed = performance.now() - started;
    if (pending === 0 || performance.now() - changedAt >= quietMs || elapsed >= maxMs) {
      return { waitedMs: elapsed, pending };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

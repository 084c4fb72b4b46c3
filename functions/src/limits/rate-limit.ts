/**
 * Per-account rate limits over a sliding window: rateLimits/{uid}_{kind} keeps the times of the
 * last `limit` uses, so an account makes at most `limit` uses in any `windowMs`, whatever the
 * clock's minute or day boundaries. One small transaction per use; no client reads or writes
 * rateLimits (firestore.rules has no match for it).
 */
import { CALLS_PER_MINUTE, LIMIT_WINDOWS_MS, retryAfterText } from '@crewspace/common/limits';
import { db } from '../lib/firebase';

export interface RateLimit {
  /** Part of the document id: one budget per account and kind. */
  kind: string;
  limit: number;
  windowMs: number;
}

/** Every callable and authenticated /api call of an account shares this budget. */
export const CALL_RATE: RateLimit = {
  kind: 'calls',
  limit: CALLS_PER_MINUTE,
  windowMs: LIMIT_WINDOWS_MS.minute,
};

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Pure: given the times of earlier uses, whether one more is allowed at `now` and which times to
 * keep (only those still inside the window, at most `limit`).
 */
export function decideRate(
  rate: Pick<RateLimit, 'limit' | 'windowMs'>,
  previous: readonly number[],
  now: number,
): { decision: RateDecision; kept: number[] } {
  const recent = previous.filter((time) => time > now - rate.windowMs).sort((a, b) => a - b);
  if (recent.length >= rate.limit) {
    const freesAt = recent[recent.length - rate.limit]! + rate.windowMs;
    return {
      decision: {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((freesAt - now) / 1000)),
      },
      kept: recent,
    };
  }
  return { decision: { allowed: true }, kept: [...recent, now].slice(-rate.limit) };
}

/** Counts one use by `uid` unless the account is over its limit. */
export async function consumeRate(uid: string, rate: RateLimit): Promise<RateDecision> {
  const ref = db.collection('rateLimits').doc(`${uid}_${rate.kind}`);
  return db.runTransaction(async (tx) => {
    const stored = (await tx.get(ref)).get('times') as unknown;
    const previous = Array.isArray(stored) ? stored.filter((t) => typeof t === 'number') : [];
    const { decision, kept } = decideRate(rate, previous, Date.now());
    if (decision.allowed) tx.set(ref, { times: kept });
    return decision;
  });
}

/** The words of a refusal: what was limited, and when to try again. */
export function rateLimitMessage(what: string, retryAfterSeconds: number): string {
  return `${what} ${retryAfterText(retryAfterSeconds)}`;
}

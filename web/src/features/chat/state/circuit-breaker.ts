/**
 * Chat request protection, pure: a circuit breaker over consecutive request failures and the
 * rate-limit reading of a 429 / code 9 response.
 */

/** Consecutive failures within FAILURE_WINDOW_MS that open the breaker. */
export const FAILURE_THRESHOLD = 5;
export const FAILURE_WINDOW_MS = 30_000;
/** How long the breaker stays open before one trial request is let through. */
export const OPEN_DURATION_MS = 15_000;

export type BreakerState =
  /** Requests flow; `failures` holds the times of the current run of consecutive failures. */
  | { status: 'closed'; failures: number[] }
  /** Sending is paused until `retryAt`. */
  | { status: 'open'; openedAt: number; retryAt: number }
  /** One trial request is allowed: success closes, failure re-opens. */
  | { status: 'half-open' };

export const initialBreakerState: BreakerState = { status: 'closed', failures: [] };

/** The state as seen at `now`: an open breaker whose wait is over is half-open. */
export function breakerAt(state: BreakerState, now: number): BreakerState {
  if (state.status === 'open' && now >= state.retryAt) return { status: 'half-open' };
  return state;
}

/** Whether a request (a message send) may go out at `now`. */
export function canSend(state: BreakerState, now: number): boolean {
  return breakerAt(state, now).status !== 'open';
}

function open(now: number): BreakerState {
  return { status: 'open', openedAt: now, retryAt: now + OPEN_DURATION_MS };
}

export function recordFailure(state: BreakerState, now: number): BreakerState {
  const current = breakerAt(state, now);
  if (current.status === 'half-open') return open(now);
  if (current.status === 'open') return current;
  const failures = [...current.failures, now].filter((time) => now - time < FAILURE_WINDOW_MS);
  return failures.length >= FAILURE_THRESHOLD ? open(now) : { status: 'closed', failures };
}

export function recordSuccess(state: BreakerState, now: number): BreakerState {
  const current = breakerAt(state, now);
  if (current.status === 'open') return current;
  if (current.status === 'closed' && current.failures.length === 0) return current;
  return initialBreakerState;
}

/** What counts as a chat service failure: no response, a timeout, a 5xx or a rate limit. */
export function isServiceFailure(status: number | undefined): boolean {
  return status === undefined || status === 0 || status === 429 || status >= 500;
}

export interface RateLimitInfo {
  /** Epoch ms at which sending may resume. */
  resumeAt: number;
}

interface ErrorLike {
  status?: unknown;
  code?: unknown;
  response?: {
    status?: unknown;
    data?: { code?: unknown } | null;
    headers?: Record<string, unknown> | { get?(name: string): unknown } | null;
  } | null;
}

function header(headers: NonNullable<ErrorLike['response']>['headers'], name: string): unknown {
  if (!headers) return undefined;
  if (typeof (headers as { get?: unknown }).get === 'function') {
    return (headers as { get(name: string): unknown }).get(name);
  }
  const record = headers as Record<string, unknown>;
  return record[name] ?? record[name.toLowerCase()];
}

/**
 * Reads a rate-limit refusal (HTTP 429 or Stream error code 9). `X-RateLimit-Reset` is in epoch
 * seconds; without it sending resumes after a minute (the emulator's and Stream's window).
 */
export function readRateLimit(error: unknown, now: number): RateLimitInfo | null {
  if (!error || typeof error !== 'object') return null;
  const value = error as ErrorLike;
  const status = value.response?.status ?? value.status;
  const code = value.response?.data?.code ?? value.code;
  if (status !== 429 && code !== 9) return null;
  const reset = Number(header(value.response?.headers, 'x-ratelimit-reset'));
  const resumeAt = Number.isFinite(reset) && reset > 0 ? reset * 1000 : now + 60_000;
  return { resumeAt: Math.max(now, resumeAt) };
}

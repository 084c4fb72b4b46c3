import {
  FAILURE_WINDOW_MS,
  OPEN_DURATION_MS,
  breakerAt,
  canSend,
  initialBreakerState,
  isServiceFailure,
  readRateLimit,
  recordFailure,
  recordSuccess,
  type BreakerState,
} from './circuit-breaker';

function failTimes(times: number[], state: BreakerState = initialBreakerState): BreakerState {
  return times.reduce((current, now) => recordFailure(current, now), state);
}

describe('circuit breaker', () => {
  it('opens after 5 consecutive failures within 30 s and pauses sending', () => {
    const four = failTimes([0, 1_000, 2_000, 3_000]);
    expect(four.status).toBe('closed');
    expect(canSend(four, 3_000)).toBe(true);
    const open = recordFailure(four, 4_000);
    expect(open).toEqual({ status: 'open', openedAt: 4_000, retryAt: 4_000 + OPEN_DURATION_MS });
    expect(canSend(open, 5_000)).toBe(false);
  });

  it('does not open when the failures are spread over more than 30 s', () => {
    const state = failTimes([0, 10_000, 20_000, 29_000, FAILURE_WINDOW_MS + 1]);
    expect(state.status).toBe('closed');
  });

  it('a success resets the run of failures', () => {
    let state = failTimes([0, 1, 2, 3]);
    state = recordSuccess(state, 4);
    state = failTimes([5, 6, 7, 8], state);
    expect(state.status).toBe('closed');
  });

  it('goes half-open after 15 s and closes on a successful retry', () => {
    const open = failTimes([0, 1, 2, 3, 4]);
    expect(breakerAt(open, 4 + OPEN_DURATION_MS - 1).status).toBe('open');
    expect(breakerAt(open, 4 + OPEN_DURATION_MS).status).toBe('half-open');
    expect(canSend(open, 4 + OPEN_DURATION_MS)).toBe(true);
    expect(recordSuccess(open, 4 + OPEN_DURATION_MS)).toEqual(initialBreakerState);
  });

  it('ignores a success that lands while open', () => {
    const open = failTimes([0, 1, 2, 3, 4]);
    expect(recordSuccess(open, 10).status).toBe('open');
  });

  it('re-opens when the half-open retry fails', () => {
    const open = failTimes([0, 1, 2, 3, 4]);
    const again = recordFailure(open, 20_000);
    expect(again).toEqual({ status: 'open', openedAt: 20_000, retryAt: 20_000 + OPEN_DURATION_MS });
  });

  it('counts network errors, 5xx and 429 as failures but not other 4xx', () => {
    expect(isServiceFailure(undefined)).toBe(true);
    expect(isServiceFailure(503)).toBe(true);
    expect(isServiceFailure(429)).toBe(true);
    expect(isServiceFailure(403)).toBe(false);
    expect(isServiceFailure(400)).toBe(false);
  });
});

describe('readRateLimit', () => {
  it('reads X-RateLimit-Reset (epoch seconds) from a 429', () => {
    const error = {
      code: 9,
      status: 429,
      response: { status: 429, headers: { 'x-ratelimit-reset': '1700000060' } },
    };
    expect(readRateLimit(error, 1_700_000_000_000)).toEqual({ resumeAt: 1_700_000_060_000 });
  });

  it('recognises code 9 without a status and defaults to a minute', () => {
    expect(readRateLimit({ code: 9 }, 1_000)).toEqual({ resumeAt: 61_000 });
  });

  it('supports Headers-like objects', () => {
    const headers = new Headers({ 'X-RateLimit-Reset': '10' });
    expect(readRateLimit({ response: { status: 429, headers } }, 0)).toEqual({
      resumeAt: 10_000,
    });
  });

  it('is null for other errors', () => {
    expect(readRateLimit({ status: 403, code: 17 }, 0)).toBeNull();
    expect(readRateLimit(new Error('boom'), 0)).toBeNull();
    expect(readRateLimit(null, 0)).toBeNull();
  });
});

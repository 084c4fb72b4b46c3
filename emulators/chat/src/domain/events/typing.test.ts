import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { TypingTimers } from './typing';

describe('TypingTimers', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stops a typist after the spec default of 7 s without a refresh', () => {
    const timers = new TypingTimers();
    const onExpire = vi.fn();
    timers.started('cid:user', onExpire);
    // The number written out: a changed TYPING_TIMEOUT_MS must fail this test.
    vi.advanceTimersByTime(6_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('restarts the 7 s when the typist refreshes typing.start', () => {
    const timers = new TypingTimers();
    const onExpire = vi.fn();
    timers.started('cid:user', onExpire);
    vi.advanceTimersByTime(5_000);
    timers.started('cid:user', onExpire);
    vi.advanceTimersByTime(6_999);
    expect(onExpire).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onExpire).toHaveBeenCalledTimes(1);
  });
});

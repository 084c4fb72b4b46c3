// @vitest-environment jsdom
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for idle time with the timeout as its latest, and cancels it', () => {
    const requestIdleCallback = vi.fn(
      (_run: IdleRequestCallback, _options?: IdleRequestOptions) => 4,
    );
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    const run = vi.fn();
    const cancel = whenIdle(run, 2_000);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 2_000 });
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(4);
  });

  it('waits the timeout where there are no idle callbacks, unless cancelled', () => {
    expect(typeof window.requestIdleCallback).toBe('undefined');
    const run = vi.fn();
    whenIdle(run, 1_000);
    vi.advanceTimersByTime(999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    whenIdle(never, 1_000)();
    vi.advanceTimersByTime(5_000);
    expect(never).not.toHaveBeenCalled();
  });
});

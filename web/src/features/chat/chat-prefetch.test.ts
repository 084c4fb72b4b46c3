// @vitest-environment jsdom
import { prefetchChatPage } from '.';

describe('prefetchChatPage', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function stubIdleCallbacks() {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);
    return { requestIdleCallback, cancelIdleCallback };
  }

  it('asks for idle time once, 3 s after landing, and hands back its cancel', () => {
    const { requestIdleCallback, cancelIdleCallback } = stubIdleCallbacks();

    const cancel = prefetchChatPage();
    vi.advanceTimersByTime(2_999);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('asks for nothing when cancelled before the delay (the user left the signed-in pages)', () => {
    const { requestIdleCallback, cancelIdleCallback } = stubIdleCallbacks();
    const cancel = prefetchChatPage();
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    expect(cancelIdleCallback).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no idle callbacks (the page loads when opened)', () => {
    expect(typeof window.requestIdleCallback).toBe('undefined');
    const setTimeout = vi.spyOn(window, 'setTimeout');
    prefetchChatPage()();
    expect(setTimeout).not.toHaveBeenCalled();
  });
});

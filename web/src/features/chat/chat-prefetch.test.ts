import { prefetchChatPage } from '.';

describe('prefetchChatPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks for idle time once and hands back its cancel', () => {
    const requestIdleCallback = vi.fn((_callback: IdleRequestCallback) => 7);
    const cancelIdleCallback = vi.fn();
    vi.stubGlobal('requestIdleCallback', requestIdleCallback);
    vi.stubGlobal('cancelIdleCallback', cancelIdleCallback);

    const cancel = prefetchChatPage();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(cancelIdleCallback).not.toHaveBeenCalled();

    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('does nothing where the browser has no idle callbacks (the page loads when opened)', () => {
    expect(typeof window.requestIdleCallback).toBe('undefined');
    const cancel = prefetchChatPage();
    expect(() => cancel()).not.toThrow();
  });
});

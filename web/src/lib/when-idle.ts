/**
 * Runs `run` once the browser is idle, at the latest after `timeout` ms; where there are no idle
 * callbacks (Safari), after `timeout` alone. Work that must not compete with a page's first
 * paint waits this way. Returns a cancel.
 */
export function whenIdle(run: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback !== 'function') {
    const timer = window.setTimeout(run, timeout);
    return () => window.clearTimeout(timer);
  }
  const idle = window.requestIdleCallback(run, { timeout });
  return () => window.cancelIdleCallback(idle);
}

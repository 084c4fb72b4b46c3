/**
 * Starts the service worker once the page has loaded and the browser is idle, so it adds nothing
 * to what the first paint waits for: its registration code is a chunk of its own, fetched then.
 * Production builds only: the dev server and the component tests have no worker.
 */
import { whenIdle } from '@/lib/when-idle';

/** The latest the worker's start waits for idle time. */
const START_LATEST_MS = 5_000;

export function startServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () =>
    whenIdle(() => {
      import('./register').then(
        ({ registerServiceWorker }) => registerServiceWorker(),
        (cause: unknown) => console.warn('The offline app could not be loaded', cause),
      );
    }, START_LATEST_MS);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

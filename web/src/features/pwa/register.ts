/**
 * Registers the service worker (web/pwa.config.ts: Workbox's generated `/sw.js`, vite-plugin-pwa's
 * default name) and tells the update prompt when a new version has installed. Its own chunk,
 * imported after first paint (start-service-worker.ts), so no page waits for it.
 *
 * The browser's own API is enough here, where workbox-window would add 2.2 KiB: a new version
 * installs beside the running one and waits (`registerType: 'prompt'`) until the page posts it
 * Workbox's `SKIP_WAITING`; it then activates, and the page reloads into it.
 */
import { updateStore } from './update-store';

const SERVICE_WORKER_URL = '/sw.js';

/** A tab left open for days still hears of a new version: the worker is checked this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Offers a new version that waits; taking it activates it and reloads the page into it. */
function offer(worker: ServiceWorker): void {
  const activate = async () => {
    // Another tab may have let it take over already: then this page only has to reload.
    if (worker.state === 'activated') {
      window.location.reload();
      return;
    }
    worker.addEventListener('statechange', () => {
      if (worker.state === 'activated') window.location.reload();
    });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
  updateStore.setState({ waiting: true, activate });
}

/**
 * Offers the worker once it has installed, if a version runs before it: the first install has
 * nothing to replace, and activates at once.
 */
function offerWhenInstalled(registration: ServiceWorkerRegistration, worker: ServiceWorker | null) {
  if (!worker) return;
  const check = () => {
    if (worker.state === 'installed' && registration.active) offer(worker);
  };
  check();
  worker.addEventListener('statechange', check);
}

export async function registerServiceWorker(): Promise<void> {
  let registration: ServiceWorkerRegistration;
  try {
    registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  } catch (cause) {
    console.warn('The offline app could not be set up', cause);
    return;
  }
  // A version found on an earlier visit or by another tab may be waiting or installing already.
  offerWhenInstalled(registration, registration.waiting);
  offerWhenInstalled(registration, registration.installing);
  registration.addEventListener('updatefound', () =>
    offerWhenInstalled(registration, registration.installing),
  );
  setInterval(() => {
    // A check that fails (the server away) is only retried at the next one.
    if (navigator.onLine) registration.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

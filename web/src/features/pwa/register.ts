/**
 * Registers the service worker (vite-plugin-pwa's `registerSW`, Workbox underneath; the worker is
 * configured in web/pwa.config.ts). Its own chunk, imported after first paint
 * (start-service-worker.ts), so no page waits for it.
 */
import { registerSW } from 'virtual:pwa-register';
import { updateStore } from './update-store';

/** A tab left open for days still hears of a new version: the worker is checked this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function registerServiceWorker(): void {
  const activate = registerSW({
    onNeedRefresh: () => updateStore.setState({ waiting: true, activate: () => activate(true) }),
    onRegisteredSW: (_url, registration) => {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update();
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: (cause: unknown) => console.warn('The offline app could not be set up', cause),
  });
}

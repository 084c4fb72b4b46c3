/**
 * The installable app's public surface (the worker itself: web/pwa.config.ts): starting the
 * service worker after first paint, and the "new version available" prompt. Light: it is on the
 * page before sign-in; the registration code loads on its own after first paint.
 */
export { startServiceWorker } from './start-service-worker';
export { UpdatePrompt } from './components/update-prompt';

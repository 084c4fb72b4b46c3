import { afterEach } from 'vitest';

// Testing Library and its matchers load only where there is a DOM, so logic tests in Node stay light.
const dom = typeof window !== 'undefined';
if (dom) await import('@testing-library/jest-dom/vitest');
const cleanup = dom ? (await import('@testing-library/react')).cleanup : () => undefined;

afterEach(async () => {
  cleanup();
  // Live Firestore streams are shared through a registry (lib/firebase/reactfire-workarounds.ts,
  // which lists them on this global): close what this test left open. Loaded only then, so pure
  // tests stay light.
  const liveStreams: unknown = Reflect.get(globalThis, Symbol.for('crewspace.liveStreams'));
  if (Array.isArray(liveStreams) && liveStreams.length > 0) {
    (await import('@/lib/firebase/reactfire-workarounds')).closeAllLiveData();
  }
  if (!dom) return;
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});

// jsdom has <dialog> but not its methods. This stand-in does only what the components rely on
// (the open attribute and the close event); the top layer and the inert page behind a modal
// dialog are the browser's, checked by the e2e suite in Chromium.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(async () => {
  cleanup();
  // Live Firestore streams are shared through a module-level registry (lib/firebase/live-data):
  // close what this test opened. Loaded only where reactfire was, so pure tests stay light.
  if ('_reactFirePreloadedObservables' in globalThis) {
    (await import('@/lib/firebase/live-data')).closeAllLiveData();
  }
  if (typeof window === 'undefined') return; // tests in the node environment
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.documentElement.className = '';
});

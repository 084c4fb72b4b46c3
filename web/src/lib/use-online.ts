/**
 * Whether the browser has a network connection (`navigator.onLine`, with its `online` and
 * `offline` events), for the parts that behave differently offline: the top bar's sync state, the
 * chat composer, the uploader. `true` means only that a network is there, not that the servers
 * answer (a captive Wi-Fi portal says online): what waits for the servers says so on its own.
 */
import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

function isOnline(): boolean {
  return navigator.onLine;
}

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

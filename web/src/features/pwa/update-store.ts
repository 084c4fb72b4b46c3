/**
 * The service worker's news for the page: whether a new version of the app has installed and
 * waits, and how to switch to it. Filled by register.ts (loaded after first paint), read by the
 * update prompt on every page.
 */
import { createStore, useStore } from '@/lib/create-store';

export interface UpdateState {
  /** A new version is installed and waits for this page to let it take over. */
  waiting: boolean;
  /** Lets the waiting version take over; the page reloads once it does. */
  activate: (() => Promise<void>) | null;
}

export const updateStore = createStore<UpdateState>({ waiting: false, activate: null });

export function useUpdateState(): UpdateState {
  return useStore(updateStore, (state) => state);
}

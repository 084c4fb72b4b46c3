/** Subscribes to a live source (a Firestore listener) for as long as the component is mounted. */
import { useEffect, useState } from 'react';

export type LiveState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'error'; error: Error };

export type Subscribe<T> = (onNext: (value: T) => void, onError: (error: Error) => void) => () => void;

/**
 * `subscribe` must be stable for a given source (useCallback); a new function resubscribes.
 * Pass null to subscribe to nothing.
 */
export function useLive<T>(subscribe: Subscribe<T> | null): LiveState<T> {
  const [state, setState] = useState<{ source: Subscribe<T> | null; value: LiveState<T> }>({
    source: subscribe,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!subscribe) return undefined;
    return subscribe(
      (data) => setState({ source: subscribe, value: { status: 'ready', data } }),
      (error) => setState({ source: subscribe, value: { status: 'error', error } }),
    );
  }, [subscribe]);
  // A value from a previous source is stale: report loading until the new one answers.
  return state.source === subscribe ? state.value : { status: 'loading' };
}

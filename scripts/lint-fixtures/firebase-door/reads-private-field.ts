import { useObservable } from 'reactfire';

/** Reads reactfire's private cache and its raw observable hook instead of lib/firebase's. */
export const useRaw = useObservable;

export function cachedStreams(): number {
  const globals = globalThis as { _reactFirePreloadedObservables?: Map<string, unknown> };
  return globals._reactFirePreloadedObservables?.size ?? 0;
}

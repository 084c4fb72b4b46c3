/**
 * The signed-in chunk (signed-in.tsx) on demand: each of its components as a React.lazy
 * component. They all share one import, so the first one rendered fetches the chunk for all.
 * Each must be a plain component: React cannot resolve a lazy component to another lazy one (a
 * feature's lazy page is wrapped in a route component first, as ChatRoute does).
 */
import { lazy } from 'react';

const loadSignedIn = () => import('./signed-in');

/**
 * Starts fetching the signed-in chunk ahead of the guard (a sign-in under way), so its download
 * overlaps the sign-in request; the guard's lazy components then find it fetched.
 */
export function prefetchSignedIn(): void {
  loadSignedIn().catch(() => undefined); // the guard's own import reports a failure
}

type SignedInModule = Awaited<ReturnType<typeof loadSignedIn>>;

export function signedIn<Name extends keyof SignedInModule>(name: Name) {
  return lazy(async () => ({ default: (await loadSignedIn())[name] }));
}

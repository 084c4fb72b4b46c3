/**
 * The signed-in chunk (signed-in.tsx) on demand: each of its components as a React.lazy
 * component. They all share one import, so the first one rendered fetches the chunk for all.
 * Each must be a plain component: React cannot resolve a lazy component to another lazy one (a
 * feature's lazy page is wrapped in a route component first, as ChatRoute does).
 */
import { lazy } from 'react';
import { isPublicPath } from '@/config/paths';
import { cacheHoldsUserData, firestoreCacheOwner } from '@/lib/firebase/firestore-cache-owner';

const loadSignedIn = () => import('./signed-in');

type SignedInModule = Awaited<ReturnType<typeof loadSignedIn>>;

/**
 * Starts fetching the signed-in chunk before anything renders, when the visit is very likely a
 * returning member's: their data is in this browser's offline cache and the address is not a
 * public page. Without it the chunk waits for Auth to restore the session first.
 */
export function preloadSignedInForReturningMember(): void {
  if (looksLikeReturningMember(firestoreCacheOwner(), window.location.pathname))
    void loadSignedIn();
}

export function looksLikeReturningMember(cacheOwner: string | null, pathname: string): boolean {
  return cacheHoldsUserData(cacheOwner) && !isPublicPath(pathname);
}

export function signedIn<Name extends keyof SignedInModule>(name: Name) {
  return lazy(async () => ({ default: (await loadSignedIn())[name] }));
}

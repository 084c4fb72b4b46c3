import { useCallback } from 'react';
import type { UserProfile } from '../../../lib/firebase/converters';
import { listenToDoc } from '../../../lib/firebase/firestore';
import { userRef } from '../../../lib/firebase/refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** users/{uid}, live; null until the auth trigger has created it. */
export function useUserDoc(uid: string): LiveState<UserProfile | null> {
  const subscribe = useCallback(
    (onNext: (value: UserProfile | null) => void, onError: (error: Error) => void) =>
      listenToDoc(userRef(uid), onNext, onError),
    [uid],
  );
  return useLive(subscribe);
}

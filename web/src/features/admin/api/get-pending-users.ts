import { useCallback } from 'react';
import type { UserProfile } from '../../../lib/firebase/converters';
import { listenToQuery, readQuery } from '../../../lib/firebase/firestore';
import { pendingUsersQuery, usersByEmailQuery } from '../../../lib/firebase/refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** Accounts awaiting approval, newest first, live (admins only). */
export function usePendingUsers(): LiveState<UserProfile[]> {
  const subscribe = useCallback(
    (onNext: (value: UserProfile[]) => void, onError: (error: Error) => void) =>
      listenToQuery(pendingUsersQuery(), onNext, onError),
    [],
  );
  return useLive(subscribe);
}

/** Any account with exactly this email, approved or not (admins only). */
export async function findUsersByEmail(email: string): Promise<UserProfile[]> {
  return readQuery(usersByEmailQuery(email.trim()));
}

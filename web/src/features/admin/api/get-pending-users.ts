import type { ApprovalStatus } from '@crewspace/common/models';
import { useCallback } from 'react';
import type { UserProfile } from '../../../lib/firebase/converters';
import { listenToQuery, readQuery } from '../../../lib/firebase/firestore';
import { usersByApprovalQuery, usersByEmailQuery } from '../../../lib/firebase/refs';
import { useLive, type LiveState } from '../../../lib/use-live';

/** Accounts awaiting approval, or declined ones, newest first, live (admins only). */
export function useUsersByApproval(
  status: Exclude<ApprovalStatus, 'approved'>,
): LiveState<UserProfile[]> {
  const subscribe = useCallback(
    (onNext: (value: UserProfile[]) => void, onError: (error: Error) => void) =>
      listenToQuery(usersByApprovalQuery(status), onNext, onError),
    [status],
  );
  return useLive(subscribe);
}

/** Any account with exactly this email, approved or not (admins only). */
export async function findUsersByEmail(email: string): Promise<UserProfile[]> {
  return readQuery(usersByEmailQuery(email.trim()));
}

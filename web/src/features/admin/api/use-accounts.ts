/** The admin console's hooks: the live lists, the email lookup and the approval action. */
import type { ApprovalStatus } from '@crewspace/common/models';
import { useFirestore, useFunctions } from 'reactfire';
import type { UserProfile } from '@/features/profile';
import { useQueryData, type LiveState } from '@/lib/firebase/live-data';
import { findUsersByEmail, setUserApproval, usersByApprovalQuery } from './accounts';

/** Accounts awaiting approval, or declined ones, newest first, live. */
export function useUsersByApproval(
  status: Exclude<ApprovalStatus, 'approved'>,
): LiveState<UserProfile[]> {
  return useQueryData(usersByApprovalQuery(useFirestore(), status));
}

export function useAccountActions() {
  const db = useFirestore();
  const functions = useFunctions();
  return {
    findByEmail: (email: string) => findUsersByEmail(db, email),
    setApproval: (uid: string, approved: boolean) => setUserApproval(functions, uid, approved),
  };
}

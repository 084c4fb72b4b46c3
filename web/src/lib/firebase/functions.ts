/** Typed wrappers of the callables (region us-central1). */
import type {
  ApproveUserRequest,
  ApproveUserResponse,
  ClaimUsernameRequest,
  ClaimUsernameResponse,
} from '@crewspace/common/api';
import { httpsCallable } from 'firebase/functions';
import { firebaseServices } from './app';

export async function callApproveUser(request: ApproveUserRequest): Promise<ApproveUserResponse> {
  const callable = httpsCallable<ApproveUserRequest, ApproveUserResponse>(
    firebaseServices().functions,
    'approveUser',
  );
  return (await callable(request)).data;
}

export async function callClaimUsername(request: ClaimUsernameRequest): Promise<ClaimUsernameResponse> {
  const callable = httpsCallable<ClaimUsernameRequest, ClaimUsernameResponse>(
    firebaseServices().functions,
    'claimUsername',
  );
  return (await callable(request)).data;
}

/**
 * What the admin console reads and does: accounts by approval status or by exact email (site
 * admins only, firestore.rules), and approving or rejecting through the approveUser callable.
 */
import type { ApproveUserRequest, ApproveUserResponse } from '@crewspace/common/api';
import type { ApprovalStatus } from '@crewspace/common/models';
import {
  getDocs,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { Functions } from 'firebase/functions';
import { usersCollection, type UserProfile } from '@/features/profile';
import { callFunction } from '@/lib/firebase/callable';

/** Accounts awaiting approval or declined, newest first (index users approvalStatus+createdAt). */
export function usersByApprovalQuery(
  db: Firestore,
  status: Exclude<ApprovalStatus, 'approved'>,
  max = 100,
): Query<UserProfile> {
  return query(
    usersCollection(db),
    where('approvalStatus', '==', status),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

/** Any account with exactly this email, approved or not. */
export async function findUsersByEmail(db: Firestore, email: string): Promise<UserProfile[]> {
  const found = await getDocs(
    query(usersCollection(db), where('email', '==', email.trim()), limit(10)),
  );
  return found.docs.map((docSnap) => docSnap.data());
}

/** Approves (or, with false, rejects) an account. */
export async function setUserApproval(
  functions: Functions,
  uid: string,
  approved: boolean,
): Promise<void> {
  await callFunction<ApproveUserRequest, ApproveUserResponse>(functions, 'approveUser', {
    uid,
    approved,
  });
}

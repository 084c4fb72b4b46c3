import { callApproveUser } from '../../../lib/firebase/functions';

/** Approves (or, with false, rejects) an account through the approveUser callable. */
export async function setUserApproval(uid: string, approved: boolean): Promise<void> {
  await callApproveUser({ uid, approved });
}

import { FieldPath, FieldValue } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

const PAGE_SIZE = 400;

/**
 * Suspends (or restores) every membership of a user. The rules give a suspended member no rights,
 * so an account whose approval is revoked loses every workspace at once, even while an ID token
 * minted before the revocation (still carrying `approved`) has not expired. Returns how many
 * member documents changed.
 */
export async function setMembershipsSuspended(uid: string, suspended: boolean): Promise<number> {
  let changed = 0;
  let cursor: FirebaseFirestore.QueryDocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collectionGroup('members')
      .where('uid', '==', uid)
      .orderBy(FieldPath.documentId())
      .limit(PAGE_SIZE);
    if (cursor) page = page.startAfter(cursor);
    const snapshot = await page.get();
    const batch = db.batch();
    for (const member of snapshot.docs) {
      if ((member.get('suspended') === true) === suspended) continue;
      batch.update(member.ref, { suspended: suspended ? true : FieldValue.delete() });
      changed += 1;
    }
    await batch.commit();
    if (snapshot.size < PAGE_SIZE) return changed;
    cursor = snapshot.docs.at(-1);
  }
}

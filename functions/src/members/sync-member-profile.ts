import { defaultWorkspaceName, type UserDoc } from '@crewspace/common/models';
import { FieldValue } from 'firebase-admin/firestore';
import { defaultWorkspaceId } from '../auth/create-user-records';
import { db } from '../lib/firebase';
import { startFanout } from './fanout';

export type ProfileFields = Pick<UserDoc<unknown>, 'email' | 'displayName' | 'photoURL'>;

/**
 * users/{uid} changed name or photo: the user's member documents follow in the background (a
 * fan-out job), so member lists never show a stale name. The default workspace keeps an
 * automatic name ("{name}'s Workspace") in step too, until its owner renames it: this is also
 * what names it after an email sign-up, whose display name arrives after the auth trigger ran.
 * Safe to run again for the same event (`eventId`). Returns whether anything was started.
 */
export async function syncMemberProfile(
  uid: string,
  before: ProfileFields | undefined,
  after: ProfileFields | undefined,
  eventId: string,
): Promise<boolean> {
  if (!before || !after) return false;
  if (before.displayName === after.displayName && before.photoURL === after.photoURL) return false;
  await startFanout('profile', uid, eventId);
  if (before.displayName !== after.displayName) {
    const ref = db.collection('workspaces').doc(defaultWorkspaceId(uid));
    await db.runTransaction(async (tx) => {
      const workspace = await tx.get(ref);
      const autoName = defaultWorkspaceName(before.displayName, before.email);
      if (!workspace.exists || workspace.get('name') !== autoName) return;
      tx.update(ref, {
        name: defaultWorkspaceName(after.displayName, after.email),
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
  }
  return true;
}

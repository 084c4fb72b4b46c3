import { defaultWorkspaceName, type UserDoc, type WorkspaceDoc } from '@crewspace/common/models';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type ProfileFields = Pick<UserDoc<unknown>, 'email' | 'displayName' | 'photoURL'>;

/**
 * users/{uid} changed name or photo: every workspace's membersList entry for the user follows,
 * so member lists never show a stale name. The default workspace keeps an automatic name
 * ("{name}'s Workspace") in step too, until its owner renames it: this is also what names it
 * after an email sign-up, whose display name arrives after the auth trigger ran.
 */
export async function syncMemberProfile(
  uid: string,
  before: ProfileFields | undefined,
  after: ProfileFields | undefined,
): Promise<number> {
  if (!before || !after) return 0;
  if (before.displayName === after.displayName && before.photoURL === after.photoURL) return 0;
  const workspaces = await db
    .collection('workspaces')
    .where('members', 'array-contains', uid)
    .get();
  await Promise.all(
    workspaces.docs.map((snap) =>
      db.runTransaction(async (tx) => {
        const fresh = await tx.get(snap.ref);
        if (!fresh.exists) return;
        const workspace = fresh.data() as WorkspaceDoc<Timestamp>;
        const changes: Record<string, unknown> = {
          membersList: workspace.membersList.map((member) =>
            member.uid === uid
              ? { ...member, displayName: after.displayName, photoURL: after.photoURL }
              : member,
          ),
        };
        const autoName = defaultWorkspaceName(before.displayName, before.email);
        if (workspace.isDefault && workspace.ownerId === uid && workspace.name === autoName) {
          changes.name = defaultWorkspaceName(after.displayName, after.email);
          changes.updatedAt = FieldValue.serverTimestamp();
        }
        tx.update(snap.ref, changes);
      }),
    ),
  );
  return workspaces.size;
}

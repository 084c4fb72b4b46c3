import {
  DEFAULT_CALENDAR_CONFIG,
  DEFAULT_AVATAR_PATH,
  defaultWorkspaceName,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/firebase';
import { notifyAdminsOfSignup } from '../notifications/signup';
import { memberRef, newMemberDoc, workspaceRef } from '../workspaces/membership';
import { notifyPendingInvitations } from '../workspaces/pending-invitations';

/** The part of an Auth user record the trigger needs. */
export interface NewAuthUser {
  uid: string;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  providerData: ReadonlyArray<{ providerId: string }>;
}

/** The default workspace has a stable id, so a retried trigger finds it instead of adding one. */
export function defaultWorkspaceId(uid: string): string {
  return `default-${uid}`;
}

/**
 * Creates users/{uid}, the default workspace and its owner's member document in one transaction.
 * Idempotent: when the user document already exists nothing is written.
 * Google sign-ups are approved at once (field and custom claim); other sign-ups are announced to
 * the admins.
 */
export async function createUserRecords(user: NewAuthUser): Promise<{ created: boolean }> {
  const isApproved = user.providerData.some((provider) => provider.providerId === 'google.com');
  const email = user.email ?? '';
  const displayName = user.displayName?.trim() || email.split('@')[0] || '';
  const photoURL = user.photoURL || DEFAULT_AVATAR_PATH;
  const workspaceId = defaultWorkspaceId(user.uid);

  const userRef = db.collection('users').doc(user.uid);
  const created = await db.runTransaction(async (tx) => {
    if ((await tx.get(userRef)).exists) return false;
    const now = FieldValue.serverTimestamp();
    tx.create(userRef, {
      uid: user.uid,
      email,
      displayName,
      photoURL,
      role: 'user',
      isApproved,
      approvalStatus: isApproved ? 'approved' : 'pending',
      createdAt: now,
    });
    const workspaceName = defaultWorkspaceName(user.displayName, email);
    const workspace: WorkspaceDoc<FieldValue> = {
      name: workspaceName,
      ownerId: user.uid,
      membersCount: 1,
      type: 'workspace',
      description: 'My personal workspace',
      isDefault: true,
      calendarConfig: DEFAULT_CALENDAR_CONFIG,
      createdAt: now,
      updatedAt: now,
    };
    tx.set(workspaceRef(workspaceId), workspace);
    tx.set(
      memberRef(workspaceId, user.uid),
      newMemberDoc(workspaceId, workspaceName, { uid: user.uid, displayName, photoURL }, 'owner'),
    );
    return true;
  });

  if (!isApproved) await notifyAdminsOfSignup({ uid: user.uid, email }, 'keep');
  if (isApproved) {
    const { customClaims } = await adminAuth.getUser(user.uid);
    await adminAuth.setCustomUserClaims(user.uid, { ...customClaims, approved: true });
    if (email) await notifyPendingInvitations(email, user.uid);
  }
  return { created };
}

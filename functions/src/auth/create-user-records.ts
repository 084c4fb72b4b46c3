import {
  DEFAULT_CALENDAR_CONFIG,
  DEFAULT_AVATAR_PATH,
  defaultWorkspaceName,
} from '@crewspace/common/models';
import { workspaceRoleId } from '@crewspace/common/permissions';
import { FieldValue } from 'firebase-admin/firestore';
import { adminAuth, db } from '../lib/firebase';
import { notifyAdminsOfSignup } from '../notifications/signup';
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
 * Creates users/{uid}, the default workspace and its owner role record in one transaction.
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
    tx.set(db.collection('workspaces').doc(workspaceId), {
      name: defaultWorkspaceName(user.displayName, email),
      ownerId: user.uid,
      members: [user.uid],
      membersList: [{ uid: user.uid, displayName, photoURL }],
      membersCount: 1,
      type: 'workspace',
      description: 'My personal workspace',
      isDefault: true,
      projects: [],
      calendarConfig: DEFAULT_CALENDAR_CONFIG,
      createdAt: now,
      updatedAt: now,
    });
    tx.set(db.collection('workspaceRoles').doc(workspaceRoleId(workspaceId, user.uid)), {
      workspaceId,
      userId: user.uid,
      role: 'owner',
    });
    return true;
  });

  if (!isApproved) await notifyAdminsOfSignup({ uid: user.uid, email }, { ifAbsent: true });
  if (isApproved) {
    const { customClaims } = await adminAuth.getUser(user.uid);
    await adminAuth.setCustomUserClaims(user.uid, { ...customClaims, approved: true });
    if (email) await notifyPendingInvitations(email, user.uid);
  }
  return { created };
}

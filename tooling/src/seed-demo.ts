/** Seeds the local emulators with an admin and two approved users sharing a workspace. */
import {
  DEFAULT_CALENDAR_CONFIG,
  DEFAULT_AVATAR_PATH,
  memberDoc,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { grantAdmin, setApproved, waitForUserDoc } from './accounts';

export interface DemoLogin {
  key: 'admin' | 'alice' | 'bob';
  email: string;
  password: string;
  displayName: string;
}

export const DEMO_LOGINS: readonly DemoLogin[] = [
  {
    key: 'admin',
    email: 'admin@crewspace.test',
    password: 'crewspace-admin',
    displayName: 'Ada Admin',
  },
  {
    key: 'alice',
    email: 'alice@crewspace.test',
    password: 'crewspace-alice',
    displayName: 'Alice Example',
  },
  {
    key: 'bob',
    email: 'bob@crewspace.test',
    password: 'crewspace-bob',
    displayName: 'Bob Example',
  },
];

export const DEMO_WORKSPACE_ID = 'demo-shared';

async function ensureUser(app: App, login: DemoLogin): Promise<string> {
  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(login.email).catch(() => null);
  const user =
    existing ??
    (await auth.createUser({
      email: login.email,
      password: login.password,
      displayName: login.displayName,
      // Demo inboxes do not exist; verified, so the demo accounts can accept invitations.
      emailVerified: true,
    }));
  await waitForUserDoc(app, user.uid);
  return user.uid;
}

/** Idempotent: running it again leaves the same accounts and workspace. */
export async function seedDemoData(app: App): Promise<Record<DemoLogin['key'], string>> {
  const uids = {} as Record<DemoLogin['key'], string>;
  for (const login of DEMO_LOGINS) uids[login.key] = await ensureUser(app, login);
  // The admin is made one once every account exists, so no "awaits approval" notice is written
  // about the demo users; approving them settles any an earlier run left.
  for (const login of DEMO_LOGINS) {
    if (login.key === 'admin') await grantAdmin(app, login.email);
    else await setApproved(app, uids[login.key], true);
  }

  const db = getFirestore(app);
  const workspaceRef = db.collection('workspaces').doc(DEMO_WORKSPACE_ID);
  if (!(await workspaceRef.get()).exists) {
    const name = 'Crewspace Demo';
    const roles = { alice: 'owner', bob: 'member' } as const;
    const batch = db.batch();
    const workspace: WorkspaceDoc<FieldValue> = {
      name,
      ownerId: uids.alice,
      membersCount: Object.keys(roles).length,
      type: 'workspace',
      description: 'A workspace Alice and Bob share',
      isDefault: false,
      calendarConfig: DEFAULT_CALENDAR_CONFIG,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    };
    batch.set(workspaceRef, workspace);
    for (const login of DEMO_LOGINS) {
      if (login.key === 'admin') continue;
      const uid = uids[login.key];
      const profile = { uid, displayName: login.displayName, photoURL: DEFAULT_AVATAR_PATH };
      batch.set(
        workspaceRef.collection('members').doc(uid),
        memberDoc({
          workspaceId: DEMO_WORKSPACE_ID,
          workspaceName: name,
          profile,
          role: roles[login.key],
          joinedAt: FieldValue.serverTimestamp(),
        }),
      );
    }
    await batch.commit();
  }
  return uids;
}

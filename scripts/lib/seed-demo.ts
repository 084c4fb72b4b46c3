/** Seeds the local emulators with an admin and two approved users sharing a workspace. */
import { DEFAULT_CALENDAR_CONFIG, DEFAULT_AVATAR_PATH } from '@crewspace/common/models';
import { workspaceRoleId } from '@crewspace/common/permissions';
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
  { key: 'admin', email: 'admin@crewspace.test', password: 'crewspace-admin', displayName: 'Ada Admin' },
  { key: 'alice', email: 'alice@crewspace.test', password: 'crewspace-alice', displayName: 'Alice Example' },
  { key: 'bob', email: 'bob@crewspace.test', password: 'crewspace-bob', displayName: 'Bob Example' },
];

export const DEMO_WORKSPACE_ID = 'demo-shared';

async function ensureUser(app: App, login: DemoLogin): Promise<string> {
  const auth = getAuth(app);
  const existing = await auth.getUserByEmail(login.email).catch(() => null);
  const user =
    existing ??
    (await auth.createUser({ email: login.email, password: login.password, displayName: login.displayName }));
  await waitForUserDoc(app, user.uid);
  return user.uid;
}

/** Idempotent: running it again leaves the same accounts and workspace. */
export async function seedDemoData(app: App): Promise<Record<DemoLogin['key'], string>> {
  const uids = {} as Record<DemoLogin['key'], string>;
  for (const login of DEMO_LOGINS) {
    uids[login.key] = await ensureUser(app, login);
    if (login.key === 'admin') await grantAdmin(app, login.email);
    else await setApproved(app, uids[login.key], true);
  }

  const db = getFirestore(app);
  const workspaceRef = db.collection('workspaces').doc(DEMO_WORKSPACE_ID);
  if (!(await workspaceRef.get()).exists) {
    const members = DEMO_LOGINS.filter((login) => login.key !== 'admin');
    const batch = db.batch();
    batch.set(workspaceRef, {
      name: 'Crewspace Demo',
      ownerId: uids.alice,
      members: members.map((member) => uids[member.key]),
      membersList: members.map((member) => ({
        uid: uids[member.key],
        displayName: member.displayName,
        photoURL: DEFAULT_AVATAR_PATH,
      })),
      membersCount: members.length,
      type: 'workspace',
      description: 'A workspace Alice and Bob share',
      isDefault: false,
      projects: [],
      calendarConfig: DEFAULT_CALENDAR_CONFIG,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    batch.set(db.collection('workspaceRoles').doc(workspaceRoleId(DEMO_WORKSPACE_ID, uids.alice)), {
      workspaceId: DEMO_WORKSPACE_ID,
      userId: uids.alice,
      role: 'owner',
    });
    batch.set(db.collection('workspaceRoles').doc(workspaceRoleId(DEMO_WORKSPACE_ID, uids.bob)), {
      workspaceId: DEMO_WORKSPACE_ID,
      userId: uids.bob,
      role: 'member',
    });
    await batch.commit();
  }
  return uids;
}

/**
 * Writes the scale bench's data (dataset.ts) into the test stack's Auth and Firestore emulators.
 * Runs inside `firebase emulators:exec --only auth,firestore --export-on-exit`: no functions run,
 * so 100,000 member documents fire no trigger, and the export is imported by every later run.
 */
import {
  DEFAULT_CALENDAR_CONFIG,
  defaultWorkspaceName,
  memberDoc,
  type UserDoc,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp, getFirestore, type BulkWriter } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import {
  BIG_WORKSPACE_ID,
  BIG_WORKSPACE_MEMBERS,
  BIG_WORKSPACE_NAME,
  LEGACY_MEMBERS,
  LEGACY_WORKSPACE_ID,
  MEMBER,
  OWNER,
  legacySmallWorkspaceIds,
  person,
  smallWorkspaceIds,
  type Person,
} from './dataset';
import { legacyWorkspaceDoc } from './legacy-model';

const db = getFirestore(adminApp());
const START = Timestamp.fromMillis(Date.parse('2026-01-05T09:00:00Z'));
const memberPerson: Person = { uid: MEMBER.uid, displayName: MEMBER.displayName, photoURL: '' };

/** Someone's join time: a minute apart by index, so every order is stable. */
const joinedAt = (index: number) => Timestamp.fromMillis(START.toMillis() + index * 60_000);

function workspaceDoc(name: string, ownerId: string, membersCount: number, isDefault = false) {
  const doc: WorkspaceDoc<Timestamp> = {
    name,
    ownerId,
    membersCount,
    type: 'workspace',
    description: '',
    isDefault,
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: START,
    updatedAt: START,
  };
  return doc;
}

function addMember(
  writer: BulkWriter,
  workspaceId: string,
  workspaceName: string,
  profile: Person,
  role: WorkspaceRole,
  index: number,
) {
  void writer.set(
    db.doc(`workspaces/${workspaceId}/members/${profile.uid}`),
    memberDoc({ workspaceId, workspaceName, profile, role, joinedAt: joinedAt(index) }),
  );
}

async function seedMemberAccount() {
  await getAuth(adminApp()).createUser({
    uid: MEMBER.uid,
    email: MEMBER.email,
    password: MEMBER.password,
    displayName: MEMBER.displayName,
    emailVerified: true,
  });
  await getAuth(adminApp()).setCustomUserClaims(MEMBER.uid, { approved: true });
  const user: UserDoc<Timestamp> = {
    uid: MEMBER.uid,
    email: MEMBER.email,
    displayName: MEMBER.displayName,
    photoURL: '',
    role: 'user',
    isApproved: true,
    approvalStatus: 'approved',
    createdAt: START,
  };
  await db.doc(`users/${MEMBER.uid}`).set(user);
}

/** The big workspace: the owner, the measured member, and 99,998 more. */
function seedBigWorkspace(writer: BulkWriter) {
  void writer.set(
    db.doc(`workspaces/${BIG_WORKSPACE_ID}`),
    workspaceDoc(BIG_WORKSPACE_NAME, OWNER.uid, BIG_WORKSPACE_MEMBERS),
  );
  addMember(writer, BIG_WORKSPACE_ID, BIG_WORKSPACE_NAME, OWNER, 'owner', 0);
  addMember(writer, BIG_WORKSPACE_ID, BIG_WORKSPACE_NAME, memberPerson, 'member', 1);
  for (let index = 1; index < BIG_WORKSPACE_MEMBERS - 1; index += 1) {
    addMember(writer, BIG_WORKSPACE_ID, BIG_WORKSPACE_NAME, person(index), 'member', index + 1);
  }
}

/** The member's personal workspace and 48 small teams (the owner, the member and three more). */
function seedSmallWorkspaces(writer: BulkWriter) {
  const [personal, ...teams] = smallWorkspaceIds();
  const personalName = defaultWorkspaceName(MEMBER.displayName, MEMBER.email);
  void writer.set(db.doc(`workspaces/${personal}`), workspaceDoc(personalName, MEMBER.uid, 1, true));
  addMember(writer, personal!, personalName, memberPerson, 'owner', 0);
  teams.forEach((id, team) => {
    const name = `Team ${team + 1}`;
    void writer.set(db.doc(`workspaces/${id}`), workspaceDoc(name, OWNER.uid, 5));
    addMember(writer, id, name, OWNER, 'owner', 0);
    addMember(writer, id, name, memberPerson, 'member', team + 2);
    for (let extra = 1; extra <= 3; extra += 1) {
      addMember(writer, id, name, person(team * 3 + extra), 'member', team + 2 + extra);
    }
  });
}

/** The array model's big workspace and the same 49 small teams, all holding the member. */
function seedLegacyWorkspaces(writer: BulkWriter) {
  const others = Array.from({ length: LEGACY_MEMBERS - 2 }, (_, i) => person(i + 1));
  void writer.set(
    db.doc(`workspaces/${LEGACY_WORKSPACE_ID}`),
    legacyWorkspaceDoc({
      name: 'Example Corp (array model)',
      owner: OWNER,
      members: [OWNER, memberPerson, ...others],
      now: START,
    }),
  );
  legacySmallWorkspaceIds().forEach((id, team) => {
    void writer.set(
      db.doc(`workspaces/${id}`),
      legacyWorkspaceDoc({
        name: `Team ${team + 1} (array model)`,
        owner: OWNER,
        members: [OWNER, memberPerson, ...[1, 2, 3].map((extra) => person(team * 3 + extra))],
        now: START,
      }),
    );
  });
}

const started = Date.now();
await seedMemberAccount();
// The emulator takes writes as fast as they come; BulkWriter's ramp-up (500/s, +50% every five
// minutes) is for production.
const writer = db.bulkWriter({ throttling: false });
seedSmallWorkspaces(writer);
seedLegacyWorkspaces(writer);
seedBigWorkspace(writer);
await writer.close();
console.info(`Seeded the scale dataset in ${((Date.now() - started) / 1000).toFixed(1)} s`);

/**
 * Writes a bench workspace of any size straight into the Firestore emulator: the workspace
 * document and its member documents, through one BulkWriter without throttling (its ramp-up,
 * 500 writes/s growing 50% every five minutes, is for production). The caller turns the
 * functions' triggers off around it, so seeding runs no member trigger.
 */
import { DEFAULT_CALENDAR_CONFIG, memberDoc, type WorkspaceDoc } from '@crewspace/common/models';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import { person, type Person } from './dataset';

const START = Date.parse('2026-01-05T09:00:00Z');

/** A workspace of `size` members: a generated owner, `member` and `size - 2` generated people. */
export async function seedWorkspace(
  workspaceId: string,
  name: string,
  size: number,
  member: Person,
): Promise<void> {
  const db = getFirestore(adminApp());
  const writer = db.bulkWriter({ throttling: false });
  const owner = person(workspaceId, 0);
  const at = Timestamp.fromMillis(START);
  const workspace: WorkspaceDoc<Timestamp> = {
    name,
    ownerId: owner.uid,
    membersCount: size,
    type: 'workspace',
    description: '',
    isDefault: false,
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: at,
    updatedAt: at,
  };
  void writer.set(db.doc(`workspaces/${workspaceId}`), workspace);
  const people = [owner, member];
  for (let index = 1; index < size - 1; index += 1) people.push(person(workspaceId, index));
  people.forEach((profile, index) => {
    void writer.set(
      db.doc(`workspaces/${workspaceId}/members/${profile.uid}`),
      memberDoc({
        workspaceId,
        workspaceName: name,
        profile,
        role: index === 0 ? 'owner' : 'member',
        // A minute apart, so every order is stable.
        joinedAt: Timestamp.fromMillis(START + index * 60_000),
      }),
    );
  });
  await writer.close();
}

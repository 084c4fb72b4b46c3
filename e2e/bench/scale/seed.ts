/**
 * Writes a bench workspace of any size straight into the Firestore emulator: the workspace
 * document and its member documents, through one BulkWriter without throttling (its ramp-up,
 * 500 writes/s growing 50% every five minutes, is for production). The caller turns the
 * functions' triggers off around it, so seeding runs no member trigger.
 */
import { DEFAULT_CALENDAR_CONFIG, memberDoc, type WorkspaceDoc } from '@crewspace/common/models';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import { workspacePeople, type Person } from './dataset';

const START = Date.parse('2026-01-05T09:00:00Z');

/** A bench workspace's own document: its settings and count (people[0] owns it). */
export function workspaceDoc(name: string, people: readonly Person[]): WorkspaceDoc<Timestamp> {
  const at = Timestamp.fromMillis(START);
  return {
    name,
    ownerId: people[0]!.uid,
    membersCount: people.length,
    type: 'workspace',
    description: '',
    isDefault: false,
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: at,
    updatedAt: at,
  };
}

/** A workspace of `size` members: a generated owner, the `measured` people and generated ones. */
export async function seedWorkspace(
  workspaceId: string,
  name: string,
  size: number,
  measured: readonly Person[],
): Promise<void> {
  const db = getFirestore(adminApp());
  const writer = db.bulkWriter({ throttling: false });
  const people = workspacePeople(workspaceId, size, measured);
  void writer.set(db.doc(`workspaces/${workspaceId}`), workspaceDoc(name, people));
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

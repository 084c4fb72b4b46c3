/**
 * The array model the issue started from, measured in the same run where it can still be stored:
 * one workspace document holding `members` (uids) and `membersList` (uid, name, photo) of every
 * member. The shell listened to `workspaces where members array-contains uid` (no limit), a join
 * or leave rewrote the arrays, and a profile change rewrote the user's entry of `membersList` in
 * each of their workspaces. Run while the functions' triggers are off: today's triggers do not
 * know these fields, and nothing else reads them.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';
import { workspacePeople, type Person } from './dataset';
import { EMULATOR_ADMIN_TOKEN, runQuery } from './rest';
import { workspaceDoc } from './seed';
import { documentsAndBytes, timed } from './tally';

const db = getFirestore(adminApp());

function legacyDoc(workspaceId: string, name: string, size: number, measured: readonly Person[]) {
  const people = workspacePeople(workspaceId, size, measured);
  return {
    ...workspaceDoc(name, people),
    members: people.map((one) => one.uid),
    membersList: people.map(({ uid, displayName, photoURL }) => ({ uid, displayName, photoURL })),
  };
}

/** Stores an array-model workspace of `size` members; the emulator's refusal, if any, as text. */
export async function storeLegacyWorkspace(
  workspaceId: string,
  size: number,
  measured: readonly Person[],
): Promise<string | null> {
  try {
    await db
      .doc(`workspaces/${workspaceId}`)
      .set(legacyDoc(workspaceId, 'Legacy Corp', size, measured));
    return null;
  } catch (error) {
    return (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 120);
  }
}

/** What the old shell received on opening the app: every workspace listing the member, whole. */
async function legacyLoad(uid: string) {
  const query = () =>
    runQuery(EMULATOR_ADMIN_TOKEN, '', {
      from: [{ collectionId: 'workspaces' }],
      where: {
        fieldFilter: {
          field: { fieldPath: 'members' },
          op: 'ARRAY_CONTAINS',
          value: { stringValue: uid },
        },
      },
    });
  await query(); // warms the emulator's query path, as for the member documents
  const { result, ms } = await timed(query);
  return { ...documentsAndBytes(result), ms };
}

/** A join and a leave as the old callables wrote them: both arrays and the count. */
async function legacyJoinAndLeave(workspaceId: string, joiner: Person) {
  const ref = db.doc(`workspaces/${workspaceId}`);
  const entry = { uid: joiner.uid, displayName: joiner.displayName, photoURL: joiner.photoURL };
  const join = await timed(() =>
    ref.update({
      members: FieldValue.arrayUnion(joiner.uid),
      membersList: FieldValue.arrayUnion(entry),
      membersCount: FieldValue.increment(1),
    }),
  );
  const workspaceBytes = Buffer.byteLength(JSON.stringify((await ref.get()).data()));
  const leave = await timed(() =>
    ref.update({
      members: FieldValue.arrayRemove(joiner.uid),
      membersList: FieldValue.arrayRemove(entry),
      membersCount: FieldValue.increment(-1),
    }),
  );
  return { joinMs: join.ms, leaveMs: leave.ms, workspaceBytes };
}

/** One workspace's share of a profile rename: read the document, rewrite the user's entry. */
async function legacyRename(workspaceId: string, uid: string) {
  const ref = db.doc(`workspaces/${workspaceId}`);
  const { ms } = await timed(() =>
    db.runTransaction(async (tx) => {
      const list = (await tx.get(ref)).get('membersList') as Person[];
      tx.update(ref, {
        membersList: list.map((one) =>
          one.uid === uid ? { ...one, displayName: `${one.displayName} (renamed)` } : one,
        ),
      });
    }),
  );
  return { ms };
}

/** The array model's figures for `member` in an array-model workspace of `size` members. */
export async function measureLegacy(
  workspaceId: string,
  size: number,
  member: Person,
  joiner: Person,
) {
  const refused = await storeLegacyWorkspace(workspaceId, size, [member]);
  if (refused) throw new Error(`The array model did not store ${size} members: ${refused}`);
  const dashboard = await legacyLoad(member.uid);
  const membership = await legacyJoinAndLeave(workspaceId, joiner);
  const rename = await legacyRename(workspaceId, member.uid);
  await db.doc(`workspaces/${workspaceId}`).delete();
  return { size, dashboard, membership, rename };
}

/**
 * Moves workspaces from the array model (workspace.members + membersList, workspaceRoles/{ws}_{uid}
 * records, a projects id list) to one member document per member. Idempotent: a workspace already
 * moved has nothing left to change, and a member document that exists is never overwritten.
 * With `dryRun` it writes nothing and reports what it would do.
 */
import {
  memberDoc,
  type MemberDoc,
  type WorkspaceMemberSummary,
} from '@crewspace/common/models';
import { resolveWorkspaceRole } from '@crewspace/common/permissions';
import {
  FieldPath,
  FieldValue,
  type DocumentData,
  type Firestore,
  type Timestamp,
} from 'firebase-admin/firestore';

/** The array-model fields a workspace document may still hold. */
const LEGACY_FIELDS = ['members', 'membersList', 'projects'] as const;

const PAGE_SIZE = 200;
const BATCH_SIZE = 400;

export interface MigrationReport {
  workspacesSeen: number;
  workspacesMoved: number;
  memberDocsCreated: number;
  roleRecordsDeleted: number;
}

export interface LegacyWorkspace {
  id: string;
  data: DocumentData;
  /** workspaceRoles records of this workspace, by user id. */
  roles: Record<string, string>;
}

/** What one workspace needs: the member documents to create and whether its fields change. */
export interface WorkspacePlan {
  members: MemberDoc<Timestamp | FieldValue>[];
  membersCount: number;
  stripLegacyFields: boolean;
}

/**
 * The member documents a legacy workspace stands for (every uid of `members`, plus the owner),
 * each with the role the old resolution gave (record, else owner, else member) and the name and
 * photo of its membersList entry. `existing` are the uids that already have a member document.
 */
export function planWorkspace(workspace: LegacyWorkspace, existing: ReadonlySet<string>): WorkspacePlan {
  const { data } = workspace;
  const ownerId = String(data.ownerId ?? '');
  const listed: string[] = Array.isArray(data.members) ? data.members.map(String) : [];
  const uids = [...new Set([ownerId, ...listed].filter(Boolean))];
  const summaries = new Map<string, WorkspaceMemberSummary>(
    (Array.isArray(data.membersList) ? data.membersList : []).map(
      (entry: Partial<WorkspaceMemberSummary>) => [
        String(entry.uid ?? ''),
        {
          uid: String(entry.uid ?? ''),
          displayName: String(entry.displayName ?? ''),
          photoURL: String(entry.photoURL ?? ''),
        },
      ],
    ),
  );
  const members = uids
    .filter((uid) => !existing.has(uid))
    .map((uid) =>
      memberDoc<Timestamp | FieldValue>({
        workspaceId: workspace.id,
        workspaceName: String(data.name ?? ''),
        profile: summaries.get(uid) ?? { uid, displayName: '', photoURL: '' },
        role:
          resolveWorkspaceRole({
            uid,
            ownerId,
            member: workspace.roles[uid] ? { role: workspace.roles[uid] } : {},
          }) ?? 'member',
        joinedAt: (data.createdAt as Timestamp | undefined) ?? FieldValue.serverTimestamp(),
      }),
    );
  return {
    members,
    membersCount: new Set([...uids, ...existing]).size,
    stripLegacyFields: LEGACY_FIELDS.some((field) => field in data),
  };
}

/** Runs the migration over every workspace, a page at a time. */
export async function migrateMembers(
  db: Firestore,
  { dryRun }: { dryRun: boolean },
): Promise<MigrationReport> {
  const report: MigrationReport = {
    workspacesSeen: 0,
    workspacesMoved: 0,
    memberDocsCreated: 0,
    roleRecordsDeleted: 0,
  };
  let cursor: string | undefined;
  for (;;) {
    let page = db.collection('workspaces').orderBy(FieldPath.documentId()).limit(PAGE_SIZE);
    if (cursor) page = page.startAfter(cursor);
    const workspaces = await page.get();
    for (const snapshot of workspaces.docs) {
      report.workspacesSeen += 1;
      const [roleRecords, memberDocs] = await Promise.all([
        db.collection('workspaceRoles').where('workspaceId', '==', snapshot.id).get(),
        snapshot.ref.collection('members').select().get(),
      ]);
      const roles = Object.fromEntries(
        roleRecords.docs.map((record) => [String(record.get('userId')), String(record.get('role'))]),
      );
      const existing = new Set(memberDocs.docs.map((member) => member.id));
      const plan = planWorkspace({ id: snapshot.id, data: snapshot.data(), roles }, existing);
      if (plan.members.length === 0 && !plan.stripLegacyFields && roleRecords.empty) continue;
      report.workspacesMoved += 1;
      report.memberDocsCreated += plan.members.length;
      report.roleRecordsDeleted += roleRecords.size;
      if (dryRun) continue;

      const writer = db.bulkWriter();
      for (const member of plan.members) {
        void writer.create(snapshot.ref.collection('members').doc(member.uid), member);
      }
      await writer.flush();
      void writer.update(snapshot.ref, {
        membersCount: plan.membersCount,
        ...Object.fromEntries(LEGACY_FIELDS.map((field) => [field, FieldValue.delete()])),
      });
      for (const record of roleRecords.docs) void writer.delete(record.ref);
      await writer.close();
    }
    if (workspaces.size < PAGE_SIZE) break;
    cursor = workspaces.docs.at(-1)?.id;
  }
  report.roleRecordsDeleted += await deleteOrphanRoleRecords(db, dryRun);
  return report;
}

/**
 * Role records of workspaces that no longer exist: nothing reads them any more. After the pass
 * above every other record is gone, so a real run deletes what remains; a dry run counts the
 * records whose workspace is missing.
 */
async function deleteOrphanRoleRecords(db: Firestore, dryRun: boolean): Promise<number> {
  if (dryRun) {
    const records = await db.collection('workspaceRoles').get();
    const workspaceIds = [...new Set(records.docs.map((record) => String(record.get('workspaceId'))))];
    const workspaces = workspaceIds.length
      ? await db.getAll(...workspaceIds.map((id) => db.collection('workspaces').doc(id || '-')))
      : [];
    const missing = new Set(workspaces.filter((doc) => !doc.exists).map((doc) => doc.id));
    return records.docs.filter((record) => missing.has(String(record.get('workspaceId')) || '-')).length;
  }
  let deleted = 0;
  for (;;) {
    const records = await db.collection('workspaceRoles').limit(BATCH_SIZE).get();
    if (records.empty) return deleted;
    const batch = db.batch();
    for (const record of records.docs) batch.delete(record.ref);
    await batch.commit();
    deleted += records.size;
  }
}

import type { ActivityDoc, ProjectDoc } from '@crewspace/common/models';
import type { Timestamp } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';
import { recordActivity } from './activity';

type Project = ProjectDoc<Timestamp> & { updatedBy?: string };

/** What a project write means for the activity feed, or null when nothing users care about changed. */
export function describeProjectChange(
  before: Project | undefined,
  after: Project | undefined,
): ActivityDoc<unknown>['verb'] | null {
  if (!before && after) return 'created';
  if (before && !after) return 'deleted';
  if (!before || !after) return null;
  if (after.status === 'archived' && before.status !== 'archived') return 'archived';
  const watched: (keyof ProjectDoc<Timestamp>)[] = [
    'name',
    'description',
    'status',
    'color',
    'emoji',
    'leadId',
    'dueDate',
  ];
  const changed = watched.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return changed ? 'updated' : null;
}

/**
 * The first candidate with a user document. The auth id a trigger gets is not always a user's
 * uid (the emulator reports one for admin and client writes alike that names no user), so each
 * candidate is checked rather than trusted.
 */
async function findActor(candidates: readonly (string | undefined)[]) {
  for (const id of new Set(candidates.filter((value): value is string => Boolean(value)))) {
    const user = await db.collection('users').doc(id).get();
    if (user.exists) return { id, name: String(user.get('displayName') ?? '') || 'A member' };
  }
  return { id: '', name: 'A member' };
}

/**
 * Records a project write in the workspace's activity feed.
 * The actor is the writer stamped in updatedBy (the rules require it to be the writer); for a
 * delete, which carries no new stamp, the authenticated writer when the platform names a user,
 * else the last editor.
 */
export async function syncProjectWrite(
  workspaceId: string,
  projectId: string,
  before: Project | undefined,
  after: Project | undefined,
  authId: string | undefined,
): Promise<void> {
  const verb = describeProjectChange(before, after);
  if (!verb) return;
  const actor = await findActor(
    after
      ? [after.updatedBy, authId, after.createdBy]
      : [authId, before?.updatedBy, before?.createdBy],
  );

  await db.runTransaction(async (tx) => {
    // The workspace is being deleted (recursive delete): an entry now would outlive it.
    if (!(await tx.get(db.collection('workspaces').doc(workspaceId))).exists) return;
    recordActivity(tx, workspaceId, {
      actorId: actor.id,
      actorName: actor.name,
      verb,
      targetType: 'project',
      targetId: projectId,
      targetName: (after ?? before)?.name ?? '',
      projectId,
    });
  });
}

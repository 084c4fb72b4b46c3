/**
 * Background fan-out of copied fields into member documents: a user's name and photo into each
 * of their memberships, a workspace's name into each of its members. A job is one document,
 * fanouts/{kind}_{targetId}; each step updates one page of member documents and then moves the
 * job's cursor, and that write runs the next step. So every member document is written at most
 * once per change, a failed step is retried from the saved cursor, and a newer change restarts
 * the job (its generation) instead of racing it. Each step writes the values the source document
 * holds at that moment, so whichever step runs last leaves the latest values. Steps are paced so
 * the job document, the one document every step writes, is written at most once a second.
 */
import { memberSearchName } from '@crewspace/common/models';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type Query,
} from 'firebase-admin/firestore';
import { fanoutPageSize } from '../config';
import { db } from '../lib/firebase';

export type FanoutKind = 'profile' | 'workspaceName';

export interface FanoutJob {
  kind: FanoutKind;
  /** The user (profile) or workspace (workspaceName) whose copies are updated. */
  targetId: string;
  /** Bumped by every new change; a step of an older generation stops. */
  generation: number;
  /** Full path of the last member document done, or null to start from the first. */
  cursor: string | null;
  done: boolean;
  updatedAt: Timestamp | FieldValue;
  /** The trigger event that started this generation: a retried event starts nothing new. */
  startedBy?: string;
}

export function fanoutJobRef(kind: FanoutKind, targetId: string) {
  return db.collection('fanouts').doc(`${kind}_${targetId}`);
}

/**
 * Starts (or restarts) the job that copies `targetId`'s current values into member documents.
 * `eventId` is the trigger event asking for it: the same event delivered again (a retry) finds
 * its generation already started and leaves the job alone.
 */
export async function startFanout(
  kind: FanoutKind,
  targetId: string,
  eventId: string,
): Promise<void> {
  const ref = fanoutJobRef(kind, targetId);
  await db.runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).data() as FanoutJob | undefined;
    if (previous?.startedBy === eventId) return;
    const job: FanoutJob = {
      kind,
      targetId,
      generation: (previous?.generation ?? 0) + 1,
      cursor: null,
      done: false,
      updatedAt: FieldValue.serverTimestamp(),
      startedBy: eventId,
    };
    tx.set(ref, job);
  });
}

/** The member documents a job updates, in a stable order. */
function membersOf(job: FanoutJob): Query {
  const members =
    job.kind === 'profile'
      ? db.collectionGroup('members').where('uid', '==', job.targetId)
      : db.collection('workspaces').doc(job.targetId).collection('members');
  return members.orderBy(FieldPath.documentId());
}

/** The fields every member document should hold now, or null when the source is gone. */
async function currentValues(job: FanoutJob): Promise<DocumentData | null> {
  if (job.kind === 'profile') {
    const user = await db.collection('users').doc(job.targetId).get();
    if (!user.exists) return null;
    const displayName = String(user.get('displayName') ?? '');
    return {
      displayName,
      nameLower: memberSearchName(displayName),
      photoURL: String(user.get('photoURL') ?? ''),
    };
  }
  const workspace = await db.collection('workspaces').doc(job.targetId).get();
  return workspace.exists ? { workspaceName: String(workspace.get('name') ?? '') } : null;
}

/** Firestore sustains about one write a second to a single document; the job keeps to it. */
export const JOB_WRITE_INTERVAL_MS = 1000;

/** How long a step waits before moving the cursor, given when the job document was last written. */
export function cursorWriteDelay(lastWrittenMs: number | null, nowMs: number): number {
  if (lastWrittenMs === null) return 0;
  return Math.min(
    JOB_WRITE_INTERVAL_MS,
    Math.max(0, lastWrittenMs + JOB_WRITE_INTERVAL_MS - nowMs),
  );
}

function differs(data: DocumentData, values: DocumentData): boolean {
  return Object.entries(values).some(([key, value]) => data[key] !== value);
}

/**
 * One step of the job as it stands in `job`: a page of member documents, then the cursor.
 * Returns how many member documents it wrote.
 */
export async function runFanoutStep(jobId: string, job: FanoutJob): Promise<number> {
  if (job.done) return 0;
  const ref = db.collection('fanouts').doc(jobId);
  const pageSize = fanoutPageSize();
  const values = await currentValues(job);
  let page = membersOf(job).limit(pageSize);
  if (job.cursor) page = page.startAfter(db.doc(job.cursor));
  const snapshot = values ? await page.get() : null;

  const batch = db.batch();
  let written = 0;
  for (const member of snapshot?.docs ?? []) {
    if (!values || !differs(member.data(), values)) continue;
    batch.update(member.ref, values);
    written += 1;
  }
  if (written > 0) await batch.commit();

  const last = snapshot?.docs.at(-1);
  const lastWritten = job.updatedAt instanceof Timestamp ? job.updatedAt.toMillis() : null;
  await sleep(cursorWriteDelay(lastWritten, Date.now()));
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as FanoutJob | undefined;
    // A newer change restarted the job; its own write runs its steps.
    if (!current || current.generation !== job.generation) return;
    tx.update(ref, {
      cursor: last?.ref.path ?? job.cursor,
      done: !snapshot || snapshot.size < pageSize,
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return written;
}

/**
 * Background fan-out of copied fields into member documents: a user's name and photo into each
 * of their memberships, a workspace's name into each of its members. A job is one document,
 * fanouts/{kind}_{targetId}, and its work is split into shards, fanouts/{jobId}/shards/{index}:
 * ranges of the member list by document id (`fanout-shards.ts`), each with its own cursor. Each
 * step of a shard updates one page of its range and then moves the shard's cursor, and that write
 * runs the shard's next step, so the shards run side by side.
 *
 * - A newer change restarts every shard (a new generation); a step of an older one stops.
 * - A page is written with each member document's last update time as a precondition: a write
 *   based on a stale read fails and the step reads the page again, so whichever step writes last
 *   wrote the values the source held after its read. A redelivered step finds its page already
 *   written (nothing differs, nothing is written again) and its cursor already moved.
 * - A shard that stopped half way resumes from its cursor when its document is written again.
 * - Steps are paced so each shard document is written at most once a second; member documents
 *   are written once per change.
 */
import { fanoutJobId, type FanoutKind, type FanoutShardProgress } from '@crewspace/common/fanout';
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
import { shardRanges, WORKSPACE_FANOUT_SHARDS, type ShardRange } from './fanout-shards';

export type { FanoutKind } from '@crewspace/common/fanout';

export interface FanoutJob {
  kind: FanoutKind;
  /** The user (profile) or workspace (workspaceName) whose copies are updated. */
  targetId: string;
  /** Bumped by every new change; a step of an older generation stops. */
  generation: number;
  /** How many shards the generation runs (fanouts/{jobId}/shards/0 … n-1). */
  shards: number;
  updatedAt: Timestamp | FieldValue;
  /** The trigger event that started this generation: a retried event starts nothing new. */
  startedBy?: string;
}

export interface FanoutShard extends FanoutShardProgress, ShardRange {
  kind: FanoutKind;
  targetId: string;
  /** Full path of the last member document done, or null to start at the range's start. */
  cursor: string | null;
  updatedAt: Timestamp | FieldValue;
}

export function fanoutJobRef(kind: FanoutKind, targetId: string) {
  return db.collection('fanouts').doc(fanoutJobId(kind, targetId));
}

function shardRef(jobId: string, shardId: string | number) {
  return db.collection('fanouts').doc(jobId).collection('shards').doc(String(shardId));
}

/**
 * A user's memberships are few (one page each time), so a profile change runs one shard; a
 * workspace's members can be a hundred thousand, but a workspace whose members fit in one page
 * runs one shard too: sixteen steps for a handful of people would only queue behind each other.
 */
async function rangesFor(kind: FanoutKind, targetId: string): Promise<ShardRange[]> {
  if (kind === 'profile') return shardRanges(1);
  const all = await membersIn(kind, targetId, { from: null, to: null }).count().get();
  return shardRanges(all.data().count <= fanoutPageSize() ? 1 : WORKSPACE_FANOUT_SHARDS);
}

/** The member documents of one shard, in a stable order. */
function membersIn(kind: FanoutKind, targetId: string, range: ShardRange): Query {
  if (kind === 'profile') {
    return db
      .collectionGroup('members')
      .where('uid', '==', targetId)
      .orderBy(FieldPath.documentId());
  }
  const members = db.collection('workspaces').doc(targetId).collection('members');
  let query = members.orderBy(FieldPath.documentId());
  if (range.from !== null) query = query.startAt(members.doc(range.from));
  if (range.to !== null) query = query.endBefore(members.doc(range.to));
  return query;
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
  const ranges = await rangesFor(kind, targetId);
  // Counted for the progress shown to the person who renamed; it need not be exact.
  const totals = await Promise.all(
    ranges.map(
      async (range) => (await membersIn(kind, targetId, range).count().get()).data().count,
    ),
  );
  await db.runTransaction(async (tx) => {
    const previous = (await tx.get(ref)).data() as FanoutJob | undefined;
    if (previous?.startedBy === eventId) return;
    const generation = (previous?.generation ?? 0) + 1;
    const job: FanoutJob = {
      kind,
      targetId,
      generation,
      shards: ranges.length,
      updatedAt: FieldValue.serverTimestamp(),
      startedBy: eventId,
    };
    tx.set(ref, job);
    ranges.forEach((range, index) => {
      const shard: FanoutShard = {
        kind,
        targetId,
        generation,
        ...range,
        cursor: null,
        processed: 0,
        total: totals[index]!,
        done: false,
        updatedAt: FieldValue.serverTimestamp(),
      };
      tx.set(shardRef(ref.id, index), shard);
    });
  });
}

/** The fields every member document should hold now, or null when the source is gone. */
async function currentValues(kind: FanoutKind, targetId: string): Promise<DocumentData | null> {
  if (kind === 'profile') {
    const user = await db.collection('users').doc(targetId).get();
    if (!user.exists) return null;
    const displayName = String(user.get('displayName') ?? '');
    return {
      displayName,
      nameLower: memberSearchName(displayName),
      photoURL: String(user.get('photoURL') ?? ''),
    };
  }
  const workspace = await db.collection('workspaces').doc(targetId).get();
  return workspace.exists ? { workspaceName: String(workspace.get('name') ?? '') } : null;
}

/** Firestore sustains about one write a second to a single document; each shard keeps to it. */
export const JOB_WRITE_INTERVAL_MS = 1000;

/** How long a step waits before moving the cursor, given when its shard was last written. */
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

/** gRPC FAILED_PRECONDITION: a member document changed after the page was read. */
const FAILED_PRECONDITION = 9;
/** Reads of a page whose documents keep changing under it before the step gives up (and is retried). */
const PAGE_ATTEMPTS = 5;

async function isCurrent(jobId: string, shardId: string, shard: FanoutShard): Promise<boolean> {
  const current = (await shardRef(jobId, shardId).get()).data() as FanoutShard | undefined;
  return current?.generation === shard.generation && current.cursor === shard.cursor;
}

/** Reads the shard's next page and writes the current values into it. */
async function writePage(jobId: string, shardId: string, shard: FanoutShard) {
  let page = membersIn(shard.kind, shard.targetId, shard).limit(fanoutPageSize());
  if (shard.cursor) page = page.startAfter(db.doc(shard.cursor));
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await page.get();
    // Read after the page: a rename after this read restarts the job, which passes here again.
    const values = await currentValues(shard.kind, shard.targetId);
    if (!values) return { snapshot: null, written: 0 };
    const batch = db.batch();
    let written = 0;
    for (const member of snapshot.docs) {
      if (!differs(member.data(), values)) continue;
      batch.update(member.ref, values, { lastUpdateTime: member.updateTime });
      written += 1;
    }
    try {
      if (written > 0) await batch.commit();
      return { snapshot, written };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== FAILED_PRECONDITION || attempt === PAGE_ATTEMPTS) throw error;
      // Another step (a newer generation, or a redelivery of this one) got there first.
      if (!(await isCurrent(jobId, shardId, shard))) return null;
    }
  }
}

/**
 * One step of a shard as it stands in `shard`: a page of its member documents, then its cursor.
 * Returns how many member documents it wrote.
 */
export async function runFanoutStep(
  jobId: string,
  shardId: string,
  shard: FanoutShard,
): Promise<number> {
  if (shard.done) return 0;
  const result = await writePage(jobId, shardId, shard);
  if (!result) return 0;
  const { snapshot, written } = result;
  const last = snapshot?.docs.at(-1);
  const lastWritten = shard.updatedAt instanceof Timestamp ? shard.updatedAt.toMillis() : null;
  await sleep(cursorWriteDelay(lastWritten, Date.now()));
  const ref = shardRef(jobId, shardId);
  await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data() as FanoutShard | undefined;
    // A newer change restarted the shard, or this step ran already (a redelivered event).
    if (current?.generation !== shard.generation || current.cursor !== shard.cursor) return;
    if (current.done) return;
    tx.update(ref, {
      cursor: last?.ref.path ?? shard.cursor,
      processed: shard.processed + (snapshot?.size ?? 0),
      done: !snapshot || snapshot.size < fanoutPageSize(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return written;
}

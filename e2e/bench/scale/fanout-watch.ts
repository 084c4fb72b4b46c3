/**
 * Following a fan-out job (functions/src/members/fanout.ts) through its shards' writes: each
 * step of a shard writes one page of member documents and then the shard's document (cursor,
 * members passed), so the shards' writes count the pages, their counts the members, and their
 * times the rate and how often any one shard document is written.
 */
import { fanoutProgress, type FanoutShardProgress } from '@crewspace/common/fanout';
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';

/** The goal for a rename at 100,000 members: the figure reports what it reached by then. */
export const FANOUT_GOAL_MS = 180_000;

/** How long a fan-out is followed before its rate is taken from the pages done so far. */
export const FANOUT_WATCH_MS = 1_200_000;

export interface FanoutRun {
  done: boolean;
  shards: number;
  pages: number;
  /** Member documents passed (updated, or already up to date) of those counted at the start. */
  processed: number;
  total: number;
  /** From the change to the last page seen. */
  seconds: number;
  membersPerSecond: number;
  /** The most writes of any one shard document within one second (the issue allows one). */
  peakPerSecond: number;
  /** Member documents passed within FANOUT_GOAL_MS of the change. */
  processedInGoal: number;
}

function busiestSecond(times: readonly number[]): number {
  return Math.max(0, ...times.map((at) => times.filter((t) => t >= at && t < at + 1000).length));
}

/** Makes the change `start` and follows fanouts/{jobId} until it is done or FANOUT_WATCH_MS pass. */
export async function followFanout(
  jobId: string,
  start: () => Promise<unknown>,
): Promise<FanoutRun> {
  const job = getFirestore(adminApp()).doc(`fanouts/${jobId}`);
  // The job's generation before the change: an earlier run of the same job is not counted.
  const before = await job.get();
  const baseline = before.exists ? Number(before.get('generation')) : 0;
  const writes = new Map<string, number[]>();
  const latest = new Map<string, FanoutShardProgress>();
  let lastPageAt = 0;
  let startedAt = performance.now();
  let processedInGoal = 0;
  let finished = () => {};
  const completed = new Promise<void>((resolve) => (finished = resolve));
  let listening = () => {};
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const unsubscribe = job.collection('shards').onSnapshot((snapshot) => {
    listening();
    for (const change of snapshot.docChanges()) {
      const shard = change.doc.data() as FanoutShardProgress & { cursor: string | null };
      if (shard.generation <= baseline) continue;
      latest.set(change.doc.id, shard);
      if (shard.cursor === null && !shard.done) continue;
      const at = performance.now();
      writes.set(change.doc.id, [...(writes.get(change.doc.id) ?? []), at]);
      lastPageAt = at;
    }
    const shards = [...latest.values()];
    if (performance.now() - startedAt <= FANOUT_GOAL_MS) {
      processedInGoal = fanoutProgress(shards).processed;
    }
    if (shards.length > 0 && shards.length === snapshot.size && fanoutProgress(shards).done) {
      finished();
    }
  });
  await ready;
  startedAt = performance.now();
  await start();
  await Promise.race([completed, new Promise((resolve) => setTimeout(resolve, FANOUT_WATCH_MS))]);
  unsubscribe();
  const progress = fanoutProgress([...latest.values()]);
  const seconds = ((lastPageAt || performance.now()) - startedAt) / 1000;
  return {
    done: latest.size > 0 && progress.done,
    shards: latest.size,
    pages: [...writes.values()].reduce((sum, times) => sum + times.length, 0),
    processed: progress.processed,
    total: progress.total,
    seconds,
    membersPerSecond: progress.processed / seconds,
    peakPerSecond: Math.max(0, ...[...writes.values()].map(busiestSecond)),
    processedInGoal,
  };
}

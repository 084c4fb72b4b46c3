/**
 * Following a fan-out job (functions/src/members/fanout.ts) from its cursor writes: each step
 * writes one page of member documents and then the job document, so the job's writes count the
 * pages and their times give the rate.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';

/** How long a fan-out is followed before its rate is taken from the pages done so far. */
export const FANOUT_WATCH_MS = 60_000;

export interface FanoutRun {
  done: boolean;
  pages: number;
  /** From the change to the last page seen. */
  seconds: number;
  pagesPerSecond: number;
  /** The most job document writes within one second (the issue allows about one). */
  peakPerSecond: number;
}

/** Makes the change `start` and follows fanouts/{jobId} until it is done or FANOUT_WATCH_MS pass. */
export async function followFanout(
  jobId: string,
  start: () => Promise<unknown>,
): Promise<FanoutRun> {
  const job = getFirestore(adminApp()).doc(`fanouts/${jobId}`);
  const steps: number[] = [];
  let done = false;
  // The job's generation before the change: an earlier run of the same job is not counted.
  let baseline: number | null = null;
  let listening = () => {};
  let finished = () => {};
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const completed = new Promise<void>((resolve) => (finished = resolve));
  const unsubscribe = job.onSnapshot((snapshot) => {
    const generation = snapshot.exists ? Number(snapshot.get('generation')) : 0;
    if (baseline === null) {
      baseline = generation;
      listening();
      return;
    }
    if (generation <= baseline) return;
    if (snapshot.get('cursor') !== null) steps.push(performance.now());
    if (snapshot.get('done') === true) {
      done = true;
      finished();
    }
  });
  await ready;
  const startedAt = performance.now();
  await start();
  await Promise.race([completed, new Promise((resolve) => setTimeout(resolve, FANOUT_WATCH_MS))]);
  unsubscribe();
  const seconds = ((steps.at(-1) ?? performance.now()) - startedAt) / 1000;
  const peakPerSecond = Math.max(
    0,
    ...steps.map((at) => steps.filter((other) => other >= at && other < at + 1000).length),
  );
  return {
    done,
    pages: steps.length,
    seconds,
    pagesPerSecond: steps.length / seconds,
    peakPerSecond,
  };
}

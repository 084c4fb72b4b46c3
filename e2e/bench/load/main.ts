/**
 * The load bench, run inside `firebase emulators:exec` by e2e/bench/load.ts: seeds the
 * workspace, connects every member through the real SDKs, warms the functions up, measures the
 * floor (one member alone doing each operation), runs the planned load, waits for what the
 * actions cause elsewhere, audits the end state and prints it all. Exits 1 when an action failed
 * or the audit found anything lost, duplicated or unexplained.
 */
import { cpus, loadavg } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { startTestStandIns } from '../../../scripts/lib/test-stand-ins';
import { ActionRunner, runAlone, runPlan } from './actions';
import { auditEndState } from './audit/audit';
import { forEachConcurrently } from './concurrency';
import {
  OBSERVER,
  PROJECT_COUNT,
  SOLO,
  actingMembers,
  loadPeople,
  projectId,
  uploaderOfVideo,
} from './dataset';
import { drain, expectedKeys } from './drain';
import { readEndState } from './end-state';
import { emptyLedger } from './ledger';
import { connectMember, type Member } from './members';
import { observe } from './observe';
import { parseLoadOptions } from './options';
import { planFloor, planLoad } from './plan';
import { printFigures, printFindings } from './print';
import { noticeFigures, operationFigures } from './report';
import { seedLoadWorkspace } from './seed';
import { Sightings } from './sightings';
import { WORKLOAD } from './workload';

/** The floor's samples per operation, one round of every operation after another. */
const FLOOR_REPEATS = 12;
/** The floor member's pause between actions: not a tight loop. */
const FLOOR_PAUSE_MS = 500;
/** Under load each member pauses this long between actions on average, never under the minimum. */
const THINK_MEAN_MS = 20_000;
const THINK_MIN_MS = 3_000;
/** Members join over the first quarter of the run, a minute at most. */
const MAX_RAMP_MS = 60_000;
const DRAIN = { quietMs: 10_000, maxMs: 90_000 };

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const machine = () =>
  `${cpus().length} cores, load average ${loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}`;

async function timedStep<T>(title: string, step: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await step();
  console.info(`${title}: ${seconds(performance.now() - started)}`);
  return result;
}

const options = parseLoadOptions(process.argv.slice(2));
const people = loadPeople(options.members);
const stopStandIns = await startTestStandIns();
console.info(`\n${new Date().toISOString()}, ${machine()}`);
await timedStep(`Seeded ${people.length} members and their content`, () =>
  seedLoadWorkspace(people),
);

const sightings = new Sightings();
const members = new Map<number, Member>();
await timedStep(`Connected ${people.length} members (Firebase and chat)`, () =>
  forEachConcurrently(people, 8, async (person) => {
    members.set(person.index, await connectMember(person, sightings));
  }),
);
const stopObserving = observe(members.get(OBSERVER)!, sightings);
const ledger = emptyLedger();
const runner = new ActionRunner(WORKLOAD, members, people, ledger);
const solo = { member: SOLO, seed: options.seed, pauseMs: FLOOR_PAUSE_MS };
const lag = monitorEventLoopDelay({ resolution: 20 });
lag.enable();

await timedStep('Warm-up (each operation once, alone)', async () => {
  await runAlone(runner, solo, planFloor(WORKLOAD, 1), 'warm-up');
  await drain(expectedKeys(runner.samples), sightings, DRAIN);
});
lag.reset();
await timedStep(`Floor (${FLOOR_REPEATS} of each operation, alone)`, async () => {
  await runAlone(runner, solo, planFloor(WORKLOAD, FLOOR_REPEATS), 'floor');
  await drain(expectedKeys(runner.samples), sightings, DRAIN);
});
const floorLagP99 = lag.percentile(99) / 1e6;
lag.reset();

const durationMs = options.minutes * 60_000;
const plan = planLoad(actingMembers(people.length), WORKLOAD, {
  seed: options.seed,
  durationMs,
  rampMs: Math.min(MAX_RAMP_MS, durationMs / 4),
  thinkMeanMs: THINK_MEAN_MS,
  thinkMinMs: THINK_MIN_MS,
});
const loadStarted = performance.now();
await timedStep(`Load (${plan.length} planned actions)`, () => runPlan(runner, plan));
const loadMs = performance.now() - loadStarted;
const loadLagP99 = lag.percentile(99) / 1e6;
lag.disable();
const load = runner.samples.filter((sample) => sample.phase === 'load');
const drained = await drain(expectedKeys(load), sightings, DRAIN);
console.info(
  `Drain: ${seconds(drained.waitedMs)} until ${drained.pending === 0 ? 'everything expected arrived' : `${drained.pending} expected arrivals still missing`}`,
);
console.info(
  `Bench process event-loop delay p99: ${floorLagP99.toFixed(0)} ms alone, ${loadLagP99.toFixed(0)} ms under load; ${machine()}`,
);

const state = await timedStep('Read the end state', () => readEndState(people));
const findings = auditEndState(ledger, state, {
  seededProjects: Array.from({ length: PROJECT_COUNT }, (_, index) => projectId(index)),
  uploaderOf: (videoId) => people[uploaderOfVideo(videoId)]!.uid,
  seen: (key) => sightings.seenAt(key) !== undefined,
});

const seenAt = (key: string) => sightings.seenAt(key);
const operations = WORKLOAD.map((operation) => operation.name);
printFigures(
  operationFigures(runner.samples, operations, seenAt, loadMs),
  noticeFigures(runner.samples, ['chat mention', 'video comment', 'calendar event'], seenAt),
  people.length,
);
printFindings(findings);

stopObserving();
await forEachConcurrently([...members.values()], 16, (member) => member.close());
await stopStandIns();
const failed = runner.samples.filter((sample) => sample.error !== null).length;
console.info(`\n${failed} failed actions, ${findings.length} findings.`);
process.exit(failed > 0 || findings.length > 0 ? 1 : 0);

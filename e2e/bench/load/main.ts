/**
 * The load bench, run inside `firebase emulators:exec` by e2e/bench/load.ts: seeds the
 * workspace, connects every member through the real SDKs, warms the functions up, measures the
 * floor (one member alone doing each operation), runs the planned load, waits for what the
 * actions cause elsewhere, audits the end state and prints it all. Exits 1 when an action failed
 * or the audit found anything lost, duplicated, unexplained or miscounted.
 */
import { cpus, loadavg } from 'node:os';
import { ActionRunner, runAlone, runPlan } from './actions';
import { auditCoverage, auditEndState } from './audit/audit';
import { forEachConcurrently } from './concurrency';
import {
  FLOOR_REPEATS,
  OBSERVER,
  PROJECT_COUNT,
  SOLO,
  actingMembers,
  loadPeople,
  projectId,
  uploaderOfVideo,
} from './dataset';
import { drain, expectedKeys } from './drain';
import { readEmulatorTrouble } from './emulator-log';
import { readEndState } from './end-state';
import { emptyLedger } from './ledger';
import { watchPhase } from './machine';
import { connectMember, type Member } from './members';
import { observe } from './observe';
import { parseLoadOptions } from './options';
import { planFloor, planLoad } from './plan';
import { printFigures, printFindings, printMachine } from './print';
import { noticeFigures, operationFigures } from './report';
import { seedLoadWorkspace } from './seed';
import { startStandInsProcess } from './services';
import { Sightings } from './sightings';
import { WORKLOAD } from './workload';

/** The floor member's pause between actions: not a tight loop. */
const FLOOR_PAUSE_MS = 250;
/**
 * Under load each member pauses 30 s between actions on average, never under 5 s: a busy hour
 * with everyone at work at once (at 200 members, about two chat messages a second in all).
 */
const THINK_MEAN_MS = 30_000;
const THINK_MIN_MS = 5_000;
/** Members join over the first quarter of the run, a minute at most. */
const MAX_RAMP_MS = 60_000;
const DRAIN = { quietMs: 10_000, maxMs: 90_000 };
/** After the load, triggers may trail further: wait while they still land, up to 5 minutes. */
const FINAL_DRAIN = { quietMs: 30_000, maxMs: 300_000 };

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
const standIns = await startStandInsProcess();
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

await timedStep('Warm-up (each operation once, alone)', async () => {
  await runAlone(runner, solo, planFloor(WORKLOAD, 1), 'warm-up');
  await drain(expectedKeys(runner.samples), sightings, DRAIN);
});
const endFloor = await watchPhase(standIns);
await timedStep(`Floor (${FLOOR_REPEATS} of each operation, alone)`, () =>
  runAlone(runner, solo, planFloor(WORKLOAD, FLOOR_REPEATS), 'floor'),
);
const floorUse = await endFloor();
await drain(expectedKeys(runner.samples), sightings, DRAIN);

const durationMs = options.minutes * 60_000;
const plan = planLoad(actingMembers(people.length), WORKLOAD, {
  seed: options.seed,
  durationMs,
  rampMs: Math.min(MAX_RAMP_MS, durationMs / 4),
  thinkMeanMs: THINK_MEAN_MS,
  thinkMinMs: THINK_MIN_MS,
});
const loadStarted = performance.now();
const endLoad = await watchPhase(standIns);
await timedStep(`Load (${plan.length} planned actions)`, () => runPlan(runner, plan));
const loadUse = await endLoad();
const loadMs = performance.now() - loadStarted;
const load = runner.samples.filter((sample) => sample.phase === 'load');
const drained = await drain(expectedKeys(load), sightings, FINAL_DRAIN);
console.info(
  `Drain: ${seconds(drained.waitedMs)} until ${drained.pending === 0 ? 'everything expected arrived' : `${drained.pending} expected arrivals still missing`}; ${machine()}`,
);

const state = await timedStep('Read the end state', () => readEndState(people));
const auditContext = {
  seededProjects: Array.from({ length: PROJECT_COUNT }, (_, index) => projectId(index)),
  uploaderOf: (videoId: string) => people[uploaderOfVideo(videoId)]!.uid,
  seen: (key: string) => sightings.seenAt(key) !== undefined,
};
const findings = auditEndState(ledger, state, auditContext);

const seenAt = (key: string) => sightings.seenAt(key);
printFigures(
  operationFigures(
    runner.samples,
    WORKLOAD.map((operation) => operation.name),
    seenAt,
    loadMs,
  ),
  noticeFigures(runner.samples, ['chat mention', 'video comment', 'calendar event'], seenAt),
  people.length,
);
printMachine(floorUse, loadUse, readEmulatorTrouble());
printFindings(findings);
console.info(`Compared: ${auditCoverage(ledger, state, auditContext)}.`);

stopObserving();
await forEachConcurrently([...members.values()], 16, (member) => member.close());
await standIns.stop();
const failed = runner.samples.filter((sample) => sample.error !== null).length;
console.info(`\n${failed} failed actions, ${findings.length} findings.`);
process.exit(failed > 0 || findings.length > 0 ? 1 : 0);

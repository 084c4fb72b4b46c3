/**
 * The scale bench's measurements, run inside `firebase emulators:exec` (auth, firestore,
 * functions) by e2e/bench/scale.ts. Seeds a floor workspace (100 members, 20 tasks), a big one
 * (`--members`, 100,000 by default, and 2,000 tasks), an array-model workspace as big as that
 * model still stores, and small workspaces making one member a member of 50; then measures each
 * case the same way and prints them side by side: nothing here is compared with a fixed time.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { startTestStandIns } from '@crewspace/tooling/test-stand-ins';
import { adminApp, createApprovedUser } from '../../fixtures/stack';
import { appOpen } from './app-open';
import {
  DEFAULT_BIG_MEMBERS,
  FLOOR_MEMBERS,
  LEGACY_MAX_MEMBERS,
  LEGACY_REFUSED_MEMBERS,
  MANY_WORKSPACES,
  SMALL_MEMBERS,
  type Person,
} from './dataset';
import { FANOUT_GOAL_MS, FANOUT_WATCH_MS, followFanout, type FanoutRun } from './fanout-watch';
import { measureLegacy, storeLegacyWorkspace } from './legacy';
import { joinAndLeave } from './membership';
import { parseMembersOption } from './options';
import { setBackgroundTriggers, signIn } from './rest';
import { seedWorkspace } from './seed';
import { figure, printTable } from '../lib/table';
import { memberTriggerFloor } from './trigger-floor';
import { BIG_BOARD_TASKS, FLOOR_BOARD_TASKS, openBoard, seedBoard } from './task-board';

const db = getFirestore(adminApp());
const big = parseMembersOption(process.argv.slice(2), DEFAULT_BIG_MEMBERS);
const legacySize = Math.min(big, LEGACY_MAX_MEMBERS);

async function membershipCount(uid: string): Promise<number> {
  const count = await db.collectionGroup('members').where('uid', '==', uid).count().get();
  return count.data().count;
}

/** A user's name change, followed through the profile fan-out into all their member documents. */
let renames = 0;
async function renameProfile(person: Person): Promise<FanoutRun> {
  // A new name each time: a name set again is no change, and starts no fan-out.
  renames += 1;
  const displayName = `${person.displayName} Renamed ${renames}`;
  const run = await followFanout(`profile_${person.uid}`, () =>
    db.doc(`users/${person.uid}`).update({ displayName }),
  );
  const members = await db.collectionGroup('members').where('uid', '==', person.uid).get();
  const stale = members.docs.filter((member) => member.get('displayName') !== displayName).length;
  if (run.done && stale > 0) throw new Error(`The profile fan-out left ${stale} names stale.`);
  return run;
}

function renameWorkspace(workspaceId: string): Promise<FanoutRun> {
  return followFanout(`workspaceName_${workspaceId}`, () =>
    db.doc(`workspaces/${workspaceId}`).update({ name: `Renamed ${workspaceId}` }),
  );
}

function membersDone(run: FanoutRun): string {
  const done = `${figure(run.processed)} of ${figure(run.total)}`;
  return `${done} ${run.done ? '(done)' : `in ${FANOUT_WATCH_MS / 1000} s`}`;
}

// The workspace and member triggers sync the chat channel: its stand-in must answer.
const stopStandIns = await startTestStandIns();
const [usualUser, manyUser, joinerUser] = await Promise.all([
  createApprovedUser('Uma Usual'),
  createApprovedUser('Mira Many'),
  createApprovedUser('Jo Joiner'),
]);
const usual: Person = { uid: usualUser.uid, displayName: 'Uma Usual', photoURL: '' };
const many: Person = { uid: manyUser.uid, displayName: 'Mira Many', photoURL: '' };
const joiner: Person = { uid: joinerUser.uid, displayName: 'Jo Joiner', photoURL: '' };

await setBackgroundTriggers(false);
const started = performance.now();
await seedWorkspace('scale-floor', 'Floor team', FLOOR_MEMBERS, [usual, many]);
await seedWorkspace('scale-big', 'Example Corp', big, [usual, many]);
// Mira's own default workspace, the floor and the big one count already.
const smallTeams = MANY_WORKSPACES - (await membershipCount(many.uid));
for (let index = 0; index < smallTeams; index += 1) {
  await seedWorkspace(`scale-small-${index}`, `Small team ${index}`, SMALL_MEMBERS, [many]);
}
if ((await membershipCount(many.uid)) !== MANY_WORKSPACES) {
  throw new Error(`Mira should belong to ${MANY_WORKSPACES} workspaces.`);
}
const boards = [
  { workspaceId: 'scale-floor', tasks: FLOOR_BOARD_TASKS },
  { workspaceId: 'scale-big', tasks: BIG_BOARD_TASKS },
];
const boardEnds = [];
for (const board of boards) {
  boardEnds.push(await seedBoard(board.workspaceId, FLOOR_MEMBERS, usual, board.tasks));
}
console.info(`Seeded the workspaces in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.info(`Measuring the array model at ${legacySize} members…`);
const legacy = await measureLegacy('scale-legacy', legacySize, usual, joiner);
const legacyCeiling =
  big > legacySize
    ? ((await storeLegacyWorkspace('scale-legacy-ceiling', LEGACY_REFUSED_MEMBERS, [usual])) ??
      'stored')
    : null;
await setBackgroundTriggers(true);

const usualToken = await signIn(usualUser.email, usualUser.password);
const manyToken = await signIn(manyUser.email, manyUser.password);
const joinerToken = await signIn(joinerUser.email, joinerUser.password);

/**
 * The functions emulator starts a worker per function on its first call, seconds on a loaded
 * machine: each function measured runs once first, on a small workspace and the joiner.
 */
await joinAndLeave('scale-small-0', { ...joinerUser, token: joinerToken });
await renameProfile(joiner);
await renameWorkspace('scale-small-1');

const sized = [];
for (const [workspaceId, size] of [
  ['scale-floor', FLOOR_MEMBERS],
  ['scale-big', big],
] as const) {
  const { dashboard } = await appOpen(usualToken, usual.uid, workspaceId);
  const membership = await joinAndLeave(workspaceId, { ...joinerUser, token: joinerToken });
  sized.push({ size, dashboard, membership });
}
const boardLoads = [];
for (const [index, board] of boards.entries()) {
  boardLoads.push(
    await openBoard(usualToken, usual.uid, { ...board, todoPageEnd: boardEnds[index]! }),
  );
}
const usualWorkspaces = await membershipCount(usual.uid);
const usualOpen = await appOpen(usualToken, usual.uid, 'scale-big');
const manyOpen = await appOpen(manyToken, many.uid, 'scale-big');
console.info('Following profile renames…');
const usualRename = await renameProfile(usual);
const manyRename = await renameProfile(many);
console.info('Measuring the member trigger floor…');
const triggerFloor = await memberTriggerFloor(
  'scale-big',
  async () => (await renameProfile(joiner)).seconds,
);
const workspaceRenames = [];
for (const [workspaceId, size] of [
  ['scale-floor', FLOOR_MEMBERS],
  ['scale-big', big],
] as const) {
  console.info(`Fanning out a rename of the ${size}-member workspace…`);
  workspaceRenames.push(await renameWorkspace(workspaceId));
}

const [floor, large] = sized as [(typeof sized)[0], (typeof sized)[0]];
const [floorRename, bigRename] = workspaceRenames as [FanoutRun, FanoutRun];
const bySize = [floor, large, legacy];
printTable(
  'Workspace size: the floor, the big workspace and the array model, measured in this run',
  [`floor (${FLOOR_MEMBERS})`, `big (${big})`, `array model (${legacySize})`],
  [
    [
      'dashboard first load: documents read',
      ...bySize.map((one) => figure(one.dashboard.documents)),
    ],
    ['dashboard first load: bytes received', ...bySize.map((one) => figure(one.dashboard.bytes))],
    ['dashboard first load: ms', ...bySize.map((one) => figure(one.dashboard.ms))],
    ['join: ms', ...bySize.map((one) => figure(one.membership.joinMs))],
    ['leave: ms', ...bySize.map((one) => figure(one.membership.leaveMs))],
    [
      'document rewritten per join: bytes',
      ...bySize.map((one) => figure(one.membership.workspaceBytes)),
    ],
    ['workspace rename fan-out: members', membersDone(floorRename), membersDone(bigRename), '–'],
    [
      'workspace rename fan-out: s',
      figure(floorRename.seconds, 1),
      figure(bigRename.seconds, 1),
      '–',
    ],
    [
      `workspace rename fan-out: members in ${FANOUT_GOAL_MS / 1000} s`,
      figure(floorRename.processedInGoal),
      figure(bigRename.processedInGoal),
      '–',
    ],
    [
      'workspace rename fan-out: members/s',
      figure(floorRename.membersPerSecond),
      figure(bigRename.membersPerSecond),
      '–',
    ],
    [
      'fan-out: shards, pages',
      `${floorRename.shards}, ${floorRename.pages}`,
      `${bigRename.shards}, ${bigRename.pages}`,
      '–',
    ],
    [
      'busiest shard document: writes in 1 s',
      figure(floorRename.peakPerSecond),
      figure(bigRename.peakPerSecond),
      '–',
    ],
  ],
);
printTable(
  'Task board: a workspace of 2,000 tasks beside its floor, measured in this run',
  boardLoads.map((load) => `${load.tasks} tasks`),
  [
    [
      'first screen (4 columns): documents',
      ...boardLoads.map((one) => figure(one.firstScreen.documents)),
    ],
    ['first screen (4 columns): bytes', ...boardLoads.map((one) => figure(one.firstScreen.bytes))],
    ['first screen (4 columns): ms', ...boardLoads.map((one) => figure(one.firstScreen.ms))],
    ['next page of To do: documents', ...boardLoads.map((one) => figure(one.nextPage.documents))],
    ['next page of To do: bytes', ...boardLoads.map((one) => figure(one.nextPage.bytes))],
    ['My tasks card: documents', ...boardLoads.map((one) => figure(one.myTasks.documents))],
    ['My tasks card: bytes', ...boardLoads.map((one) => figure(one.myTasks.bytes))],
  ],
);
console.info(
  `\nMember trigger floor (the emulator's ceiling for any fan-out, this run): ` +
    `${triggerFloor.writes} member documents written straight, then a profile rename: ` +
    `${figure(triggerFloor.queuedSeconds, 1)} s against ${figure(triggerFloor.quietSeconds, 1)} s ` +
    `on a quiet queue, so ${figure(triggerFloor.eventsPerSecond)} member trigger events/s: ` +
    `${figure(big / triggerFloor.eventsPerSecond)} s for ${big} member writes.`,
);
if (legacyCeiling) {
  console.info(`Array model at ${LEGACY_REFUSED_MEMBERS} members: ${legacyCeiling}`);
}
const byWorkspaces = [
  { open: usualOpen, rename: usualRename },
  { open: manyOpen, rename: manyRename },
];
printTable(
  `Workspaces per member: opening the big workspace, measured in this run`,
  [`member of ${usualWorkspaces}`, `member of ${MANY_WORKSPACES}`],
  [
    [
      'switcher (memberships): documents',
      ...byWorkspaces.map((one) => figure(one.open.switcher.documents)),
    ],
    [
      'switcher (memberships): bytes',
      ...byWorkspaces.map((one) => figure(one.open.switcher.bytes)),
    ],
    ['switcher (memberships): ms', ...byWorkspaces.map((one) => figure(one.open.switcher.ms))],
    [
      'dashboard first load: documents',
      ...byWorkspaces.map((one) => figure(one.open.dashboard.documents)),
    ],
    ['dashboard first load: bytes', ...byWorkspaces.map((one) => figure(one.open.dashboard.bytes))],
    ['dashboard first load: ms', ...byWorkspaces.map((one) => figure(one.open.dashboard.ms))],
    ['profile rename fan-out: memberships', ...byWorkspaces.map((one) => membersDone(one.rename))],
    ['profile rename fan-out: s', ...byWorkspaces.map((one) => figure(one.rename.seconds, 1))],
    [
      'busiest shard document: writes in 1 s',
      ...byWorkspaces.map((one) => figure(one.rename.peakPerSecond)),
    ],
  ],
);
console.info(
  `Array model: a profile rename rewrites membersList in each of the user's workspaces; ` +
    `one ${legacySize}-member workspace took ${figure(legacy.rename.ms)} ms.`,
);
await stopStandIns();
// The big fan-out may still be stepping; emulators:exec stops the stack once this exits.
process.exit(0);

/**
 * The scale bench's measurements, run inside `firebase emulators:exec` (auth, firestore,
 * functions) by e2e/bench/scale.ts: seeds a floor workspace (100 members) and a big one
 * (`--members`, 100,000 by default) holding the same member, then measures both the same way
 * and prints them side by side.
 */
import type { InvitationDoc } from '@crewspace/common/models';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { startTestStandIns } from '../../../scripts/lib/test-stand-ins';
import type { ReceivedMessage } from '../../fixtures/firestore-responses';
import { adminApp, createApprovedUser } from '../../fixtures/stack';
import { DEFAULT_BIG_MEMBERS, FLOOR_MEMBERS } from './dataset';
import { parseMembersOption } from './options';
import { batchGet, callFunction, runQuery, setBackgroundTriggers, signIn } from './rest';
import { seedWorkspace } from './seed';

/** The web app's first page of memberships (MEMBERSHIPS_PAGE_SIZE) and members card (MEMBERS_GLANCE_SIZE). */
const MEMBERSHIPS_PAGE = 50;
const MEMBERS_GLANCE = 12;
/** How long a fan-out is followed before its rate is taken from the pages done so far. */
const FANOUT_WATCH_MS = 60_000;

const db = getFirestore(adminApp());

interface Row {
  label: string;
  floor: string;
  big: string;
}

function total(messages: ReceivedMessage[]) {
  return {
    documents: messages.filter((message) => message.document).length,
    bytes: messages.reduce((sum, message) => sum + message.bytes, 0),
  };
}

/**
 * What the dashboard reads on first load, as the app's queries ask it: the member's memberships
 * (collection group, oldest first, one page), the open workspace and their own member document,
 * and the members card's first page by name.
 */
async function dashboardLoad(token: string, uid: string, workspaceId: string) {
  const started = performance.now();
  const received = (
    await Promise.all([
      runQuery(token, '', {
        from: [{ collectionId: 'members', allDescendants: true }],
        where: {
          fieldFilter: { field: { fieldPath: 'uid' }, op: 'EQUAL', value: { stringValue: uid } },
        },
        orderBy: [{ field: { fieldPath: 'joinedAt' }, direction: 'ASCENDING' }],
        limit: MEMBERSHIPS_PAGE,
      }),
      batchGet(token, [`workspaces/${workspaceId}`, `workspaces/${workspaceId}/members/${uid}`]),
      runQuery(token, `workspaces/${workspaceId}`, {
        from: [{ collectionId: 'members' }],
        orderBy: [
          { field: { fieldPath: 'nameLower' }, direction: 'ASCENDING' },
          { field: { fieldPath: '__name__' }, direction: 'ASCENDING' },
        ],
        limit: MEMBERS_GLANCE,
      }),
    ])
  ).flat();
  return { ...total(received), ms: performance.now() - started };
}

/** A join (accepting an invitation) and a leave, through the callable functions. */
async function joinAndLeave(
  workspaceId: string,
  joiner: { uid: string; email: string; token: string },
) {
  const workspace = db.doc(`workspaces/${workspaceId}`);
  const invitation = db.collection('invitations').doc();
  const doc: InvitationDoc<Timestamp> = {
    workspaceId,
    workspaceName: String((await workspace.get()).get('name')),
    email: joiner.email.toLowerCase(),
    role: 'member',
    invitedBy: 'bench',
    invitedByName: 'Scale bench',
    status: 'pending',
    createdAt: Timestamp.now(),
  };
  await invitation.set(doc);
  const before = (await workspace.get()).get('membersCount') as number;
  let started = performance.now();
  await callFunction(joiner.token, 'respondToInvitation', {
    invitationId: invitation.id,
    accept: true,
  });
  const joinMs = performance.now() - started;
  const joined = await workspace.get();
  if (joined.get('membersCount') !== before + 1) throw new Error('The join was not counted.');
  started = performance.now();
  await callFunction(joiner.token, 'leaveWorkspace', { workspaceId });
  const leaveMs = performance.now() - started;
  // The only document of the workspace every join and leave rewrites: its size is the cost.
  const workspaceBytes = Buffer.byteLength(JSON.stringify(joined.data()));
  return { joinMs, leaveMs, workspaceBytes };
}

/**
 * A workspace rename fanning out into every member document: the job's steps are counted from
 * its cursor writes until it is done or FANOUT_WATCH_MS pass.
 */
async function fanOut(workspaceId: string, size: number) {
  const job = db.doc(`fanouts/workspaceName_${workspaceId}`);
  const steps: number[] = [];
  let done = false;
  let unsubscribe = () => {};
  const finished = new Promise<void>((resolve) => {
    unsubscribe = job.onSnapshot((snapshot) => {
      if (!snapshot.exists) return;
      const cursor = snapshot.get('cursor') as string | null;
      if (cursor !== null) steps.push(performance.now());
      if (snapshot.get('done') === true) {
        done = true;
        resolve();
      }
    });
  });
  const started = performance.now();
  await db.doc(`workspaces/${workspaceId}`).update({ name: `Renamed ${workspaceId}` });
  await Promise.race([finished, new Promise((resolve) => setTimeout(resolve, FANOUT_WATCH_MS))]);
  unsubscribe();
  const seconds = ((steps.at(-1) ?? performance.now()) - started) / 1000;
  const pages = steps.length;
  // The fastest second: the most cursor writes (writes of the one job document) within 1 s.
  const peakPerSecond = Math.max(
    0,
    ...steps.map((at) => steps.filter((other) => other >= at && other < at + 1000).length),
  );
  return { done, pages, seconds, pagesPerSecond: pages / seconds, peakPerSecond, size };
}

const big = parseMembersOption(process.argv.slice(2), DEFAULT_BIG_MEMBERS);
// The workspace and member triggers sync the chat channel: its stand-in must answer.
const stopStandIns = await startTestStandIns();
const member = await createApprovedUser('Mira Many');
const joiner = await createApprovedUser('Jo Joiner');
const profile = { uid: member.uid, displayName: 'Mira Many', photoURL: '' };

await setBackgroundTriggers(false);
const started = performance.now();
await seedWorkspace('scale-floor', 'Floor team', FLOOR_MEMBERS, profile);
await seedWorkspace('scale-big', 'Example Corp', big, profile);
const seedSeconds = (performance.now() - started) / 1000;
await setBackgroundTriggers(true);
console.info(`Seeded ${FLOOR_MEMBERS + big} member documents in ${seedSeconds.toFixed(1)} s`);

const memberToken = await signIn(member.email, member.password);
const joinerToken = await signIn(joiner.email, joiner.password);
const results = [];
for (const [workspaceId, size] of [
  ['scale-floor', FLOOR_MEMBERS],
  ['scale-big', big],
] as const) {
  // The first load warms the emulator's query path; the second is the one reported.
  await dashboardLoad(memberToken, member.uid, workspaceId);
  const load = await dashboardLoad(memberToken, member.uid, workspaceId);
  const membership = await joinAndLeave(workspaceId, { ...joiner, token: joinerToken });
  console.info(`Fanning out a rename of the ${size}-member workspace…`);
  const fanout = await fanOut(workspaceId, size);
  results.push({ size, load, membership, fanout });
}

const [floor, large] = results as [(typeof results)[0], (typeof results)[0]];
const fmt = (value: number, digits = 0) => value.toFixed(digits);
const rows: Row[] = [
  { label: 'members', floor: String(floor.size), big: String(large.size) },
  {
    label: 'dashboard load: documents read',
    floor: fmt(floor.load.documents),
    big: fmt(large.load.documents),
  },
  {
    label: 'dashboard load: bytes received',
    floor: fmt(floor.load.bytes),
    big: fmt(large.load.bytes),
  },
  { label: 'dashboard load: ms', floor: fmt(floor.load.ms), big: fmt(large.load.ms) },
  {
    label: 'join (accept invitation): ms',
    floor: fmt(floor.membership.joinMs),
    big: fmt(large.membership.joinMs),
  },
  { label: 'leave: ms', floor: fmt(floor.membership.leaveMs), big: fmt(large.membership.leaveMs) },
  {
    label: 'workspace doc rewritten per join: bytes',
    floor: fmt(floor.membership.workspaceBytes),
    big: fmt(large.membership.workspaceBytes),
  },
  {
    label: 'rename fan-out: pages done',
    floor: `${floor.fanout.pages}${floor.fanout.done ? ' (done)' : ''}`,
    big: `${large.fanout.pages}${large.fanout.done ? ' (done)' : ` in ${FANOUT_WATCH_MS / 1000} s`}`,
  },
  {
    label: 'rename fan-out: pages/s (avg)',
    floor: fmt(floor.fanout.pagesPerSecond, 2),
    big: fmt(large.fanout.pagesPerSecond, 2),
  },
  {
    label: 'rename fan-out: job writes in busiest 1 s',
    floor: fmt(floor.fanout.peakPerSecond),
    big: fmt(large.fanout.peakPerSecond),
  },
];
const width = Math.max(...rows.map((row) => row.label.length));
const line = (label: string, floor: string, big: string) =>
  `${label.padEnd(width)}  ${floor.padStart(12)}  ${big.padStart(18)}`;
console.info('\nScale bench: the floor and the big workspace, measured in this run\n');
console.info(line('', 'floor', 'big'));
for (const row of rows) console.info(line(row.label, row.floor, row.big));
await stopStandIns();
// The big fan-out may still be stepping; emulators:exec stops the stack once this exits.
process.exit(0);

/**
 * Tasks against the rules (docs/tasks.md): how a permitted writer might still overreach (a
 * stranger or a viewer, an assignee or a project from another workspace, forged authors, clocks
 * and completion times, oversize fields, extra keys, a source outside the workspace or changed
 * later), the limits per write that keep a request inside the rules' budgets (the largest
 * allowed write is tried too), and the discussion's comments. The matrix (matrix.test.ts) holds
 * the get / list / create / update / delete cell of every actor.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDocs,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import { taskColumnQuery, myTasksQuery, sourceTasksQuery } from '../common/src/task-queries';
import {
  EDITORS,
  WS,
  as,
  memberDoc,
  restore,
  rulesEnvironment,
  seedAll,
  seedDoc,
  startRulesEnvironment,
  taskDoc,
  unseedDoc,
} from './harness';
import { sdkQuery } from './task-queries';

const W = `workspaces/${WS}`;
const TASK = `${W}/tasks/t1`;
const now = serverTimestamp;
/** Members beside the harness's four, so a write can add the most assignees it may. */
const EXTRA = ['extra1', 'extra2', 'extra3', 'extra4', 'extra5', 'extra6', 'extra7'];

beforeAll(async () => {
  await startRulesEnvironment();
  await seedAll();
  for (const uid of EXTRA) await seedDoc(`${W}/members/${uid}`, memberDoc(WS, uid, 'member'));
});

afterAll(async () => {
  await rulesEnvironment()?.cleanup();
});

beforeEach(async () => {
  await restore(TASK);
  await restore(`${W}/tasks/t1/comments/tc1`);
  await restore(`${W}/members/viewer`);
});

function newTask(db: Firestore, id: string, overrides: Record<string, unknown> = {}) {
  return setDoc(
    doc(db, `${W}/tasks/${id}`),
    taskDoc({ createdAt: now(), updatedAt: now(), ...overrides }),
  );
}

/** The member edits the seeded task, stamping it as the rules require unless told otherwise. */
function edit(changes: Record<string, unknown>, db = as('member')) {
  return updateDoc(doc(db, TASK), { updatedBy: 'member', updatedAt: now(), ...changes });
}

function items(count: number, from = 0) {
  return Array.from({ length: count }, (_, index) => ({
    id: `i${from + index}`,
    text: `Step ${from + index}`,
    done: false,
  }));
}

const commentSource = {
  kind: 'video-comment',
  ref: { videoId: 'v1', commentId: 'k1', threadId: 'k1', versionId: 'v1', time: 2 },
  excerpt: 'Cut here',
};

describe('who writes tasks', () => {
  it('refuses a stranger, a viewer and a suspended admin, and lets every editor create', async () => {
    for (const actor of ['stranger', 'viewer', 'rejected', 'unapproved'] as const) {
      await assertFails(
        newTask(as(actor), `by${actor}`, { createdBy: actor, updatedBy: actor, assignees: [] }),
      );
      await assertFails(edit({ updatedBy: actor }, as(actor)));
    }
    for (const actor of EDITORS)
      await assertSucceeds(
        newTask(as(actor), `by${actor}`, { createdBy: actor, updatedBy: actor }),
      );
  });

  it('takes letters and digits only as a task id', async () => {
    await assertFails(newTask(as('member'), 'has-dash'));
    await assertFails(newTask(as('member'), 'x'.repeat(65)));
    await assertSucceeds(newTask(as('member'), 'AbC123'));
  });
});

describe('assignees', () => {
  it('are members of this workspace: not a stranger, a suspended member or nobody', async () => {
    await assertFails(edit({ assignees: ['member', 'stranger'] }));
    await assertFails(edit({ assignees: ['member', 'rejected'] }));
    await assertFails(edit({ assignees: ['member', 'ghost'] }));
    await assertFails(edit({ assignees: ['member', 42] }));
    await assertSucceeds(edit({ assignees: ['member', 'viewer', 'owner'] }));
  });

  it('are at most 10, without repeats, at most 5 added by one write', async () => {
    const five = ['owner', 'admin', 'viewer', 'extra1', 'extra2'];
    // The largest write: 5 new assignees, 5 checklist items, a project and a video comment
    // source (8 document reads), within the rules' 10 reads and 1,000 expressions.
    await assertSucceeds(
      newTask(as('member'), 'largest', {
        assignees: five,
        source: commentSource,
        checklist: items(5),
      }),
    );
    await assertFails(newTask(as('member'), 'six', { assignees: [...five, 'extra3'] }));
    await assertFails(edit({ assignees: ['member', 'member'] }));
    await assertSucceeds(edit({ assignees: ['member', ...five] }));
    const ten = ['member', ...five, 'extra3', 'extra4', 'extra5', 'extra6'];
    await assertSucceeds(edit({ assignees: ten }));
    await assertFails(edit({ assignees: [...ten, 'extra7'] }));
  });

  it('already on a task do not block an edit once they have left', async () => {
    await assertSucceeds(edit({ assignees: ['member', 'viewer'] }));
    await unseedDoc(`${W}/members/viewer`);
    await assertSucceeds(edit({ title: 'Still fine' }));
    // Adding them back is checked again.
    await assertSucceeds(edit({ assignees: ['member'] }));
    await assertFails(edit({ assignees: ['member', 'viewer'] }));
  });
});

describe('the project', () => {
  it('is one of this workspace’s', async () => {
    await assertFails(edit({ projectId: 'op1' }));
    await assertFails(edit({ projectId: 'missing' }));
    await assertFails(newTask(as('member'), 'elsewhere', { projectId: 'op1' }));
    await assertSucceeds(edit({ projectId: null }));
    await assertSucceeds(edit({ projectId: 'p1' }));
  });
});

describe('authors, clocks and completion', () => {
  it('keeps createdBy and createdAt, and stamps the writer and the server’s time', async () => {
    await assertFails(edit({ createdBy: 'admin' }));
    await assertFails(edit({ createdAt: now() }));
    await assertFails(edit({ updatedBy: 'admin' }));
    await assertFails(edit({ updatedAt: new Date('2000-01-01') }));
    await assertFails(newTask(as('member'), 'forged', { createdBy: 'owner' }));
    await assertFails(newTask(as('member'), 'backdated', { createdAt: new Date('2000-01-01') }));
    await assertFails(edit({ title: 'No stamp', updatedBy: deleteField() }));
  });

  it('sets completedAt to the server’s time exactly when a task becomes done', async () => {
    await assertFails(edit({ status: 'done' }));
    await assertFails(edit({ status: 'done', completedAt: new Date('2000-01-01') }));
    await assertFails(edit({ completedAt: now() }));
    await assertSucceeds(edit({ status: 'done', completedAt: now() }));
    // Done stays done: the time it was completed does not move.
    await assertSucceeds(edit({ title: 'Renamed while done' }));
    await assertFails(edit({ completedAt: now() }));
    // Leaving done clears it.
    await assertFails(edit({ status: 'in-review' }));
    await assertSucceeds(edit({ status: 'in-review', completedAt: null }));
    await assertFails(newTask(as('member'), 'doneAtOnce', { status: 'done' }));
    await assertSucceeds(
      newTask(as('member'), 'doneAtOnce', { status: 'done', completedAt: now() }),
    );
  });
});

describe('shape and sizes', () => {
  it('refuses extra and missing keys, wrong types and values', async () => {
    await assertFails(edit({ extra: 'field' }));
    await assertFails(edit({ due: deleteField() }));
    await assertFails(edit({ status: 'archived' }));
    await assertFails(edit({ priority: 'critical' }));
    await assertFails(edit({ title: '' }));
    await assertFails(edit({ description: 7 }));
    await assertFails(edit({ position: '0a' }));
    await assertFails(edit({ position: 'a' }));
    for (const due of ['2026-13-01', '2026-02-30T', '2026-02-03T24:00', '03/02/2026', 20260302])
      await assertFails(edit({ due }));
    await assertSucceeds(edit({ due: '2026-02-03' }));
    await assertSucceeds(edit({ due: '2026-02-03T17:30', priority: 'urgent', position: 'Zz' }));
  });

  it('refuses oversize fields', async () => {
    await assertFails(edit({ title: 'x'.repeat(201) }));
    await assertFails(edit({ description: 'x'.repeat(10_001) }));
    await assertFails(edit({ position: `a${'1'.repeat(128)}` }));
    await assertFails(edit({ checklist: [{ id: 'i0', text: 'x'.repeat(501), done: false }] }));
    await assertFails(edit({ checklist: [{ id: 'x'.repeat(37), text: 'Step', done: false }] }));
    await assertFails(
      newTask(as('member'), 'longExcerpt', {
        source: { ...commentSource, excerpt: 'x'.repeat(501) },
      }),
    );
    await assertSucceeds(edit({ title: 'x'.repeat(200), description: 'x'.repeat(10_000) }));
    await assertSucceeds(
      edit({ checklist: [{ id: 'x'.repeat(36), text: 'x'.repeat(500), done: true }] }),
    );
  });

  it('checks every checklist item a write adds or changes: at most 5 a write, 50 in all', async () => {
    await assertFails(edit({ checklist: items(6) }));
    await assertFails(edit({ checklist: [{ id: 'i0', text: 'Step', done: 'yes' }] }));
    await assertFails(edit({ checklist: [{ id: 'i0', text: 'Step', done: false, extra: 1 }] }));
    await assertFails(edit({ checklist: ['Step'] }));
    await assertSucceeds(edit({ checklist: items(5) }));
    // Ticking one, reordering, removing: one item changed at most.
    const ticked = [{ ...items(1)[0]!, done: true }, ...items(4, 1)];
    await assertSucceeds(edit({ checklist: ticked }));
    await assertSucceeds(edit({ checklist: [...ticked].reverse().slice(1) }));
    // A full checklist (written with the rules off) takes no 51st item.
    await seedDoc(TASK, taskDoc({ checklist: items(50) }));
    await assertFails(edit({ checklist: [...items(50), ...items(1, 50)] }));
    await assertSucceeds(edit({ checklist: [...items(49), ...items(1, 50)] }));
  });
});

describe('the source', () => {
  it('points at a video comment of this workspace, with its thread, version and moment', async () => {
    const withRef = (ref: Record<string, unknown>) => ({
      source: { ...commentSource, ref: { ...commentSource.ref, ...ref } },
    });
    await assertSucceeds(newTask(as('member'), 'fromComment', { source: commentSource }));
    await assertFails(newTask(as('member'), 's1', withRef({ commentId: 'missing' })));
    await assertFails(newTask(as('member'), 's2', withRef({ videoId: 'vv' })));
    await assertFails(newTask(as('member'), 's3', withRef({ threadId: 'other' })));
    await assertFails(newTask(as('member'), 's4', withRef({ versionId: 'v2' })));
    await assertFails(newTask(as('member'), 's5', withRef({ time: 3 })));
    await assertFails(newTask(as('member'), 's6', withRef({ extra: 1 })));
  });

  it('points at a canvas or an event of this workspace, or names a chat message', async () => {
    const source = (kind: string, ref: Record<string, unknown>) => ({
      source: { kind, ref, excerpt: '' },
    });
    await assertSucceeds(
      newTask(as('member'), 'fromCanvas', source('canvas', { canvasId: 'c1', elementIds: ['e1'] })),
    );
    await assertFails(
      newTask(as('member'), 'c2', source('canvas', { canvasId: 'missing', elementIds: [] })),
    );
    const many = Array.from({ length: 101 }, (_, index) => `e${index}`);
    await assertFails(
      newTask(as('member'), 'c3', source('canvas', { canvasId: 'c1', elementIds: many })),
    );
    await assertSucceeds(
      newTask(as('member'), 'fromEvent', source('event', { eventId: 'ev1', occurrence: null })),
    );
    await assertSucceeds(
      newTask(
        as('member'),
        'fromOccurrence',
        source('event', { eventId: 'ev1', occurrence: '2026-05-04T09:00:00.000Z' }),
      ),
    );
    await assertFails(
      newTask(as('member'), 'e2', source('event', { eventId: 'missing', occurrence: null })),
    );
    await assertSucceeds(
      newTask(as('member'), 'fromMessage', source('message', { cid: 'team:ws1', messageId: 'm1' })),
    );
    await assertFails(
      newTask(as('member'), 'm2', source('message', { cid: 'not a cid', messageId: 'm1' })),
    );
    await assertFails(newTask(as('member'), 'k1', source('poll', { id: 'x' })));
  });

  it('never changes after the task is made, and only the functions mark it deleted', async () => {
    await assertFails(
      newTask(as('member'), 'preDeleted', { source: { ...commentSource, deleted: true } }),
    );
    await seedDoc(TASK, taskDoc({ source: commentSource }));
    await assertFails(edit({ source: null }));
    await assertFails(edit({ source: { ...commentSource, excerpt: 'Changed' } }));
    await assertFails(edit({ 'source.deleted': true }));
    await assertSucceeds(edit({ title: 'Source kept' }));
  });
});

describe('the task queries', () => {
  it('are answered for readers and refused to everyone else', async () => {
    const queries = [
      taskColumnQuery(WS, 'todo'),
      taskColumnQuery(
        WS,
        'todo',
        { projectId: 'p1', assignee: 'member' },
        { position: 'a0', id: 't1' },
      ),
      myTasksQuery(WS, 'member'),
      sourceTasksQuery(WS, { kind: 'video', videoId: 'v1' }),
    ];
    for (const spec of queries) {
      await assertSucceeds(getDocs(sdkQuery(as('viewer'), spec)));
      await assertFails(getDocs(sdkQuery(as('stranger'), spec)));
      await assertFails(getDocs(sdkQuery(as('rejected'), spec)));
    }
  });
});

describe('task comments', () => {
  const COMMENT = `${W}/tasks/t1/comments/tc1`;

  it('are written by editors on a task that exists, in the shape of a discussion comment', async () => {
    const comment = (overrides: Record<string, unknown> = {}) => ({
      text: 'Done?',
      mentions: ['owner'],
      createdBy: 'member',
      createdAt: now(),
      ...overrides,
    });
    const at = (id: string, task = 't1') => doc(as('member'), `${W}/tasks/${task}/comments/${id}`);
    await assertSucceeds(setDoc(at('ok'), comment()));
    await assertFails(setDoc(at('orphan', 'missing'), comment()));
    await assertFails(setDoc(at('empty'), comment({ text: '' })));
    await assertFails(setDoc(at('long'), comment({ text: 'x'.repeat(5001) })));
    const crowd = Array.from({ length: 21 }, (_, index) => `u${index}`);
    await assertFails(setDoc(at('crowd'), comment({ mentions: crowd })));
    await assertFails(setDoc(at('extra'), comment({ resolved: false })));
    await assertFails(setDoc(at('forged'), comment({ createdBy: 'owner' })));
    await assertFails(setDoc(at('backdated'), comment({ createdAt: new Date(0) })));
    await assertFails(
      setDoc(doc(as('viewer'), `${W}/tasks/t1/comments/viewer`), comment({ createdBy: 'viewer' })),
    );
  });

  it('are edited by their author only, and deleted by the author or deleteMessages', async () => {
    const editAs = (actor: 'member' | 'admin' | 'owner', text = 'Edited') =>
      updateDoc(doc(as(actor), COMMENT), { text, mentions: [], editedAt: now() });
    await assertFails(editAs('admin'));
    await assertFails(editAs('owner'));
    await assertFails(editAs('member', ''));
    await assertFails(updateDoc(doc(as('member'), COMMENT), { text: 'No stamp' }));
    await assertFails(
      updateDoc(doc(as('member'), COMMENT), { createdBy: 'admin', editedAt: now() }),
    );
    await assertSucceeds(editAs('member'));
    await assertFails(deleteDoc(doc(as('viewer'), COMMENT)));
    await assertSucceeds(deleteDoc(doc(as('admin'), COMMENT)));
  });
});

/**
 * Two people edit the same project or task at once, each through their own Firestore SDK
 * client, as the app writes (docs/reliability.md, "Two people at once"): different fields both
 * stay (each write sends only its own fields); one field keeps the write that arrived last,
 * stamped with its writer, so every open view shows who changed it; a task's checklist, one
 * array, changes in a transaction, so two ticks on different items both stay where two blind
 * writes of the array lose one.
 */
import { doc, getDoc, runTransaction, serverTimestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  WS,
  as,
  restore,
  rulesEnvironment,
  seedAll,
  seedDoc,
  startRulesEnvironment,
  taskDoc,
} from './harness';

const PROJECT = `workspaces/${WS}/projects/p1`;
const TASK = `workspaces/${WS}/tasks/t1`;
/** Two editors, each with a client of their own. */
const PEOPLE = ['member', 'admin'] as const;
type Person = (typeof PEOPLE)[number];

interface ChecklistItem {
  id: string;
  text: string;
  done: boolean;
}

beforeAll(async () => {
  await startRulesEnvironment();
  await seedAll();
});

afterAll(async () => {
  await rulesEnvironment()?.cleanup();
});

beforeEach(async () => {
  await restore(PROJECT);
  await seedDoc(
    TASK,
    taskDoc({
      checklist: [
        { id: 'i1', text: 'Cut the intro', done: false },
        { id: 'i2', text: 'Fix the logo', done: false },
      ],
    }),
  );
});

/** An edit as the app sends it: only the changed fields, stamped with the writer and time. */
function edit(uid: Person, path: string, changes: Record<string, unknown>) {
  return updateDoc(doc(as(uid), path), {
    ...changes,
    updatedBy: uid,
    updatedAt: serverTimestamp(),
  });
}

async function stored(path: string) {
  return (await getDoc(doc(as('owner'), path))).data() ?? {};
}

/** Ticks one checklist item in a transaction: the array as it is now, with that item changed. */
function tick(uid: Person, itemId: string) {
  const db = as(uid);
  return runTransaction(db, async (tx) => {
    const ref = doc(db, TASK);
    const checklist = (await tx.get(ref)).get('checklist') as ChecklistItem[];
    tx.update(ref, {
      checklist: checklist.map((item) => (item.id === itemId ? { ...item, done: true } : item)),
      updatedBy: uid,
      updatedAt: serverTimestamp(),
    });
  });
}

describe('two people editing the same thing at once', () => {
  it('keeps both people’s changes to different fields of a project and of a task', async () => {
    await Promise.all([
      edit('member', PROJECT, { name: 'Launch, renamed' }),
      edit('admin', PROJECT, { description: 'Agreed on Monday' }),
      edit('member', TASK, { status: 'in-progress' }),
      edit('admin', TASK, { priority: 'high', title: 'Fix the logo colours' }),
    ]);
    expect(await stored(PROJECT)).toMatchObject({
      name: 'Launch, renamed',
      description: 'Agreed on Monday',
    });
    expect(await stored(TASK)).toMatchObject({
      status: 'in-progress',
      priority: 'high',
      title: 'Fix the logo colours',
    });
  });

  it('keeps one writer’s value of the same field, stamped with that writer', async () => {
    const names = { member: 'Launch by member', admin: 'Launch by admin' };
    const titles = { member: 'Task by member', admin: 'Task by admin' };
    await Promise.all(
      PEOPLE.flatMap((uid) => [
        edit(uid, PROJECT, { name: names[uid] }),
        edit(uid, TASK, { title: titles[uid] }),
      ]),
    );
    const project = await stored(PROJECT);
    expect(PEOPLE).toContain(project.updatedBy);
    expect(project.name).toBe(names[project.updatedBy as Person]);
    const task = await stored(TASK);
    expect(PEOPLE).toContain(task.updatedBy);
    expect(task.title).toBe(titles[task.updatedBy as Person]);
    // Both clients read the same outcome.
    for (const uid of PEOPLE) {
      expect((await getDoc(doc(as(uid), PROJECT))).get('name')).toBe(project.name);
    }
  });

  it('keeps two ticks on different checklist items, made in transactions at once', async () => {
    await Promise.all([tick('member', 'i1'), tick('admin', 'i2')]);
    const checklist = (await stored(TASK)).checklist as ChecklistItem[];
    expect(checklist.map((item) => item.done)).toEqual([true, true]);
  });

  it('loses a tick when two people write the checklist they read, without a transaction', async () => {
    const [forMember, forAdmin] = await Promise.all(
      PEOPLE.map(async (uid) => (await getDoc(doc(as(uid), TASK))).get('checklist')),
    );
    const ticked = (checklist: ChecklistItem[], id: string) =>
      checklist.map((item) => (item.id === id ? { ...item, done: true } : item));
    await edit('member', TASK, { checklist: ticked(forMember as ChecklistItem[], 'i1') });
    await edit('admin', TASK, { checklist: ticked(forAdmin as ChecklistItem[], 'i2') });
    const checklist = (await stored(TASK)).checklist as ChecklistItem[];
    expect(checklist.map((item) => item.done)).toEqual([false, true]);
  });
});

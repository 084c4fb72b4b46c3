/**
 * A task made from a video comment and the comment's thread, against the emulators: completing
 * the task resolves the thread; reopening the thread puts the task back in To do (on top); each
 * side's change leaves the other as it is (no bounce), and the handlers run again change
 * nothing. Documents are written with admin rights (the rules are tested apart).
 */
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { awaitDoc, moveTask, taskFields, taskRef } from '../testing/tasks';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import type { StoredTask } from './task-notifications';
import { reopenTasksOfThread, resolveThreadOfDoneTask } from './two-way-resolve';

async function reviewWithTask() {
  const [alice, bob] = await Promise.all([
    approvedAccount('Alice Lead'),
    approvedAccount('Bob Builder'),
  ]);
  const team = await teamWorkspace(alice);
  await inviteAndAccept(alice, bob, team.id);
  const video = db.collection(`workspaces/${team.id}/videos`).doc();
  await video.set({ videoName: 'Launch cut', uploadedBy: alice.uid, duration: 30 });
  const comment = (fields: Record<string, unknown>) => ({
    text: 'The logo jumps',
    time: 12,
    endTime: null,
    versionId: 'v1',
    parentId: null,
    mentions: [],
    resolved: false,
    createdBy: bob.uid,
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  });
  const thread = video.collection('comments').doc();
  await thread.set(comment({}));
  const reply = video.collection('comments').doc();
  await reply.set(comment({ text: 'Still there in v1', parentId: thread.id }));
  const source = (from: DocumentReference) => ({
    kind: 'video-comment' as const,
    ref: {
      videoId: video.id,
      commentId: from.id,
      threadId: thread.id,
      versionId: 'v1',
      time: 12,
    },
    excerpt: 'The logo jumps',
  });
  return { alice, bob, team, thread, reply, source };
}

/** Gives a trigger the other side would run time to (wrongly) act before checking it did not. */
const settle = () => sleep(2000);

describe('a task made from a video comment', () => {
  it('resolves the thread when done, and goes back to To do when the thread is reopened', async () => {
    const { alice, bob, team, thread, source } = await reviewWithTask();
    const top = taskRef(team.id);
    await top.set(taskFields(alice.uid, { status: 'todo', position: 'a5' }));
    const task = taskRef(team.id);
    await task.set(
      taskFields(alice.uid, {
        status: 'in-review',
        assignees: [bob.uid],
        source: source(thread),
      }),
    );

    await moveTask(task, 'done', bob.uid);
    const resolved = await awaitDoc(thread, (data) => data?.resolved === true, 'thread resolved');
    expect(resolved).toMatchObject({ resolved: true, resolvedBy: bob.uid });
    await settle();
    expect((await task.get()).get('status')).toBe('done');

    // Alice reopens the thread: the task is back in To do, above the column's first card.
    await thread.update({
      resolved: false,
      resolvedBy: alice.uid,
      resolvedAt: FieldValue.serverTimestamp(),
    });
    const reopened = await awaitDoc(task, (data) => data?.status === 'todo', 'task reopened');
    expect(reopened).toMatchObject({ status: 'todo', completedAt: null, updatedBy: alice.uid });
    expect(String(reopened?.position) < 'a5').toBe(true);
    await settle();
    expect((await thread.get()).get('resolved')).toBe(false);

    // The completion handled again, late (a retry): the task is open now, so nothing changes.
    const stored = (await task.get()).data() as StoredTask;
    expect(
      await resolveThreadOfDoneTask({
        workspaceId: team.id,
        taskId: task.id,
        before: { ...stored, status: 'in-review' },
        after: { ...stored, status: 'done' },
      }),
    ).toBe(false);
    expect((await thread.get()).get('resolved')).toBe(false);
  }, 150_000);

  it('made from a reply resolves its thread, and changes nothing twice when run again', async () => {
    const { alice, bob, team, thread, reply, source } = await reviewWithTask();
    // Made from a reply: it belongs to the reply's thread.
    const task = taskRef(team.id);
    await task.set(taskFields(alice.uid, { assignees: [bob.uid], source: source(reply) }));
    await moveTask(task, 'done', bob.uid);
    await awaitDoc(thread, (data) => data?.resolved === true, 'thread resolved');
    const done = (await task.get()).data() as StoredTask;
    expect(
      await resolveThreadOfDoneTask({
        workspaceId: team.id,
        taskId: task.id,
        before: { ...done, status: 'todo' },
        after: done,
      }),
    ).toBe(false);

    const reopen = { resolved: false, resolvedBy: alice.uid, parentId: null };
    await thread.update({ ...reopen, resolvedAt: FieldValue.serverTimestamp() });
    await awaitDoc(task, (data) => data?.status === 'todo', 'task reopened');
    const input = {
      workspaceId: team.id,
      videoId: thread.parent.parent!.id,
      commentId: thread.id,
      before: { resolved: true, parentId: null },
      after: reopen,
    };
    expect(await reopenTasksOfThread(input)).toBe(0);
    // Done again, the thread resolved again: a late retry of the reopening changes nothing.
    await moveTask(task, 'done', bob.uid);
    await awaitDoc(thread, (data) => data?.resolved === true, 'thread resolved again');
    expect(await reopenTasksOfThread(input)).toBe(0);
    expect((await task.get()).get('status')).toBe('done');
    // A reply's own resolved flag is no thread's: it reopens nothing.
    expect(await reopenTasksOfThread({ ...input, after: { ...reopen, parentId: thread.id } })).toBe(
      0,
    );
  }, 150_000);
});

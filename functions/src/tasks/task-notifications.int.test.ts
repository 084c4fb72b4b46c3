/**
 * The task triggers' notices against the emulators: being assigned, a status change by someone
 * else, a comment or @mention; never to the writer or a non-member, once per event and person
 * (a handler run again, as a retried trigger is, adds nothing), each opening the task; a deleted
 * task takes its comments and settles its unread notices; the project's activity records the
 * task's events. Tasks are written with admin rights here (the rules are tested apart).
 */
import { taskHref } from '@crewspace/common/links';
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { waitFor } from '../testing/emulators';
import {
  awaitDoc,
  awaitNotices,
  moveTask,
  noticesWithPrefix,
  taskFields,
  taskRef,
} from '../testing/tasks';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import { taskNotificationPrefix, type StoredTask } from './task-notifications';
import { handleTaskWrite, notifyTaskComment } from './task-triggers';

async function taskTeam() {
  const [alice, bob, carol, stranger] = await Promise.all([
    approvedAccount('Alice Lead'),
    approvedAccount('Bob Builder'),
    approvedAccount('Carol Critic'),
    approvedAccount('Stan Stranger'),
  ]);
  const team = await teamWorkspace(alice);
  await inviteAndAccept(alice, bob, team.id);
  await inviteAndAccept(alice, carol, team.id);
  return { alice, bob, carol, stranger, team };
}

const summary = (notices: Awaited<ReturnType<typeof noticesWithPrefix>>) =>
  notices.map(({ userId, type, title, link }) => ({ userId, type, title, link }));

describe('task notices', () => {
  it('tell the people assigned and those a status change concerns, never the writer or a stranger, once', async () => {
    const { alice, bob, carol, stranger, team } = await taskTeam();
    const task = taskRef(team.id);
    const prefix = taskNotificationPrefix(team.id, task.id);
    const link = taskHref(team.id, task.id);
    await task.set(taskFields(alice.uid, { assignees: [alice.uid, bob.uid, stranger.uid] }));

    expect(summary(await awaitNotices(`${prefix}assigned_`, 1))).toEqual([
      {
        userId: bob.uid,
        type: 'task-assigned',
        title: 'Alice Lead assigned you “Fix the logo”',
        link,
      },
    ]);

    // Carol is added while Bob moves it: Carol hears she was assigned, Alice of the move.
    await task.update({
      assignees: [alice.uid, bob.uid, carol.uid],
      status: 'in-review',
      updatedBy: bob.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    expect(summary(await awaitNotices(`${prefix}status_`, 1))).toEqual([
      {
        userId: alice.uid,
        type: 'task-status',
        title: '“Fix the logo”: In review',
        link,
      },
    ]);
    const assigned = await noticesWithPrefix(`${prefix}assigned_`);
    expect(assigned.map((notice) => [notice.userId, notice.type])).toEqual(
      [
        [bob.uid, 'task-assigned'],
        [carol.uid, 'task-assigned'],
      ].sort(([a], [b]) => a!.localeCompare(b!)),
    );

    // The same write handled again (a retried trigger) adds nothing.
    const before = await noticesWithPrefix(prefix);
    const stored = (await task.get()).data() as StoredTask;
    await handleTaskWrite({
      workspaceId: team.id,
      taskId: task.id,
      before: { ...stored, status: 'todo', assignees: [alice.uid, bob.uid] },
      after: stored,
    });
    expect(await noticesWithPrefix(prefix)).toEqual(before);
  }, 150_000);

  it('tell the assignees and the creator of a comment, the mentioned of a mention, not its author', async () => {
    const { alice, bob, carol, stranger, team } = await taskTeam();
    const task = taskRef(team.id);
    const prefix = taskNotificationPrefix(team.id, task.id);
    await task.set(taskFields(alice.uid, { assignees: [bob.uid] }));
    const comment = task.collection('comments').doc();
    const data = {
      text: '@Carol can you check the colours?',
      mentions: [carol.uid, stranger.uid, bob.uid],
      createdBy: bob.uid,
      createdAt: FieldValue.serverTimestamp(),
    };
    await comment.set(data);
    const notices = await awaitNotices(`${prefix}comment_${comment.id}_`, 2);
    expect(summary(notices)).toEqual(
      [
        {
          userId: alice.uid,
          type: 'task-comment',
          title: 'Bob Builder commented on “Fix the logo”',
          link: taskHref(team.id, task.id),
        },
        {
          userId: carol.uid,
          type: 'task-mention',
          title: 'Bob Builder mentioned you on “Fix the logo”',
          link: taskHref(team.id, task.id),
        },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );
    expect(notices[0]?.body).toBe('@Carol can you check the colours?');

    // Handled again: nothing new.
    await notifyTaskComment({
      workspaceId: team.id,
      taskId: task.id,
      commentId: comment.id,
      comment: data,
    });
    expect(await noticesWithPrefix(`${prefix}comment_`)).toEqual(notices);
  }, 150_000);

  it('stay true once the task is deleted: the discussion goes, unread notices say so and are read', async () => {
    const { alice, bob, team } = await taskTeam();
    const task = taskRef(team.id);
    const prefix = taskNotificationPrefix(team.id, task.id);
    await task.set(taskFields(alice.uid, { assignees: [bob.uid] }));
    await task.collection('comments').doc().set({
      text: 'First',
      mentions: [],
      createdBy: bob.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    const assigned = (await awaitNotices(prefix, 2)).find((notice) => notice.userId === bob.uid);
    // Bob has read the assignment; Alice has not read the comment.
    await db.collection('notifications').doc(assigned!.id).update({ read: true });

    await task.delete();
    await waitFor(async () => {
      const notices = await noticesWithPrefix(prefix);
      return notices.every((notice) => notice.read) ? true : undefined;
    }, 'notices settled');
    const settled = await noticesWithPrefix(prefix);
    expect(settled.find((notice) => notice.userId === alice.uid)).toMatchObject({
      title: 'Task deleted',
      body: '“Fix the logo” was deleted.',
      read: true,
    });
    // Bob's, read before, keeps what it said.
    expect(settled.find((notice) => notice.userId === bob.uid)?.title).toBe(
      'Alice Lead assigned you “Fix the logo”',
    );
    await waitFor(
      async () => ((await task.collection('comments').get()).empty ? true : undefined),
      'comments deleted',
    );
  }, 150_000);

  it("record a project's task events in its activity, once per write", async () => {
    const { alice, bob, team } = await taskTeam();
    const project = db.collection(`workspaces/${team.id}/projects`).doc();
    await project.set({ name: 'Launch', status: 'active', createdBy: alice.uid });
    const task = taskRef(team.id);
    await task.set(taskFields(alice.uid, { projectId: project.id, assignees: [bob.uid] }));
    await moveTask(task, 'in-progress', bob.uid);
    await moveTask(task, 'done', bob.uid);
    const feed = db.collection(`workspaces/${team.id}/activity`).where('targetId', '==', task.id);
    const entries = await waitFor(async () => {
      const found = await feed.get();
      return found.size >= 3 ? found.docs.map((entry) => entry.data()) : undefined;
    }, 'three activity entries');
    expect(
      entries
        .map(({ actorName, verb, targetType, targetName, projectId, detail }) => ({
          actorName,
          verb,
          targetType,
          targetName,
          projectId,
          detail,
        }))
        .sort((a, b) => String(a.verb).localeCompare(String(b.verb))),
    ).toEqual([
      {
        actorName: 'Bob Builder',
        verb: 'completed',
        targetType: 'task',
        targetName: 'Fix the logo',
        projectId: project.id,
        detail: undefined,
      },
      {
        actorName: 'Alice Lead',
        verb: 'created',
        targetType: 'task',
        targetName: 'Fix the logo',
        projectId: project.id,
        detail: undefined,
      },
      {
        actorName: 'Bob Builder',
        verb: 'moved',
        targetType: 'task',
        targetName: 'Fix the logo',
        projectId: project.id,
        detail: 'to In progress',
      },
    ]);
    // The completion handled again rewrites its own entry.
    const stored = (await awaitDoc(task, (data) => data?.status === 'done', 'done')) as StoredTask;
    await handleTaskWrite({
      workspaceId: team.id,
      taskId: task.id,
      before: { ...stored, status: 'in-progress' },
      after: stored,
    });
    expect((await feed.get()).size).toBe(3);
  }, 150_000);
});

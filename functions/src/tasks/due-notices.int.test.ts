/**
 * The morning due notices against the emulators, the handler called with a fixed "now": two
 * workspaces in different time zones (Tokyo, UTC+9, and New York, UTC-5 in March) are each
 * handled at 08:00 on their own clock and not at other hours; "due tomorrow" and "overdue"
 * (due yesterday) reach the assignees who are members; a task done, due today or due long ago
 * gets nothing; a run repeated in the same hour writes nothing more.
 */
import { taskHref } from '@crewspace/common/links';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { noticesWithPrefix, taskFields, taskRef } from '../testing/tasks';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';
import { sendDueNotices } from './due-notices';
import { taskNotificationPrefix } from './task-notifications';

/** 23:00 UTC on 2 March 2026: 08:00 on 3 March in Tokyo, 18:00 on 2 March in New York. */
const TOKYO_MORNING = new Date('2026-03-02T23:00:00Z');
/** 13:00 UTC on 2 March 2026: 08:00 in New York (EST), 22:00 in Tokyo. */
const NEW_YORK_MORNING = new Date('2026-03-02T13:00:00Z');

async function workspaceIn(timeZone: string, owner: Parameters<typeof teamWorkspace>[0]) {
  const team = await teamWorkspace(owner);
  await db
    .collection('workspaces')
    .doc(team.id)
    .update({ 'calendarConfig.timePreferences.timeZone': timeZone });
  return team.id;
}

describe('due notices', () => {
  it('reach assignees at 08:00 in each workspace’s zone, once a day', async () => {
    const [alice, bob, stranger] = await Promise.all([
      approvedAccount('Alice Lead'),
      approvedAccount('Bob Builder'),
      approvedAccount('Stan Stranger'),
    ]);
    const tokyo = await workspaceIn('Asia/Tokyo', alice);
    const newYork = await workspaceIn('America/New_York', alice);
    await inviteAndAccept(alice, bob, tokyo);
    await inviteAndAccept(alice, bob, newYork);

    const task = async (workspaceId: string, fields: Parameters<typeof taskFields>[1]) => {
      const ref = taskRef(workspaceId);
      await ref.set(
        taskFields(alice.uid, { assignees: [alice.uid, bob.uid, stranger.uid], ...fields }),
      );
      return ref.id;
    };
    const tokyoTasks = {
      dueTomorrow: await task(tokyo, { title: 'Send the cut', due: '2026-03-04T17:30' }),
      overdue: await task(tokyo, {
        title: 'Book the studio',
        due: '2026-03-02',
        status: 'in-review',
      }),
      dueToday: await task(tokyo, { due: '2026-03-03' }),
      longOverdue: await task(tokyo, { due: '2026-02-20' }),
      doneTomorrow: await task(tokyo, { due: '2026-03-04', status: 'done' }),
      noDue: await task(tokyo, { due: null }),
    };
    const newYorkTomorrow = await task(newYork, { title: 'Print posters', due: '2026-03-03' });

    const noticesOf = async (workspaceId: string, taskId: string) =>
      (await noticesWithPrefix(`${taskNotificationPrefix(workspaceId, taskId)}due_`)).map(
        ({ id, userId, type, title, body, link }) => ({ id, userId, type, title, body, link }),
      );
    const byUser = (a: { userId: string }, b: { userId: string }) =>
      a.userId.localeCompare(b.userId);

    const first = await sendDueNotices(TOKYO_MORNING);
    expect(first.workspaces).toContain(tokyo);
    expect(first.workspaces).not.toContain(newYork);
    const prefix = taskNotificationPrefix(tokyo, tokyoTasks.dueTomorrow);
    expect(await noticesOf(tokyo, tokyoTasks.dueTomorrow)).toEqual(
      [alice, bob]
        .map(({ uid }) => ({
          id: `${prefix}due_2026-03-03_${uid}`,
          userId: uid,
          type: 'task-due',
          title: '“Send the cut” is due tomorrow at 17:30',
          body: 'Open the task to finish it in time.',
          link: taskHref(tokyo, tokyoTasks.dueTomorrow),
        }))
        .sort(byUser),
    );
    expect(
      (await noticesOf(tokyo, tokyoTasks.overdue)).map(({ userId, type, title, body }) => ({
        userId,
        type,
        title,
        body,
      })),
    ).toEqual(
      [alice, bob]
        .map(({ uid }) => ({
          userId: uid,
          type: 'task-overdue',
          title: '“Book the studio” is overdue',
          body: 'It was due on 2026-03-02.',
        }))
        .sort(byUser),
    );
    for (const quiet of [
      tokyoTasks.dueToday,
      tokyoTasks.longOverdue,
      tokyoTasks.doneTomorrow,
      tokyoTasks.noDue,
    ])
      expect(await noticesOf(tokyo, quiet)).toEqual([]);
    expect(await noticesOf(newYork, newYorkTomorrow)).toEqual([]);

    // The same hour again (a retried run): nothing more.
    const again = await sendDueNotices(TOKYO_MORNING);
    expect(again.workspaces).toContain(tokyo);
    expect(await noticesOf(tokyo, tokyoTasks.dueTomorrow)).toHaveLength(2);
    expect(await noticesOf(tokyo, tokyoTasks.overdue)).toHaveLength(2);

    // New York's morning: its task is due tomorrow there; Tokyo (22:00) is not handled.
    const later = await sendDueNotices(NEW_YORK_MORNING);
    expect(later.workspaces).toContain(newYork);
    expect(later.workspaces).not.toContain(tokyo);
    expect(
      (await noticesOf(newYork, newYorkTomorrow)).map(({ userId, type, title }) => ({
        userId,
        type,
        title,
      })),
    ).toEqual(
      [alice, bob]
        .map(({ uid }) => ({
          userId: uid,
          type: 'task-due',
          title: '“Print posters” is due tomorrow',
        }))
        .sort(byUser),
    );
  }, 150_000);
});

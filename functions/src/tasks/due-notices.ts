/**
 * The morning due notices. Every hour (on the hour, UTC) the scheduled function looks at each
 * workspace's clock (`calendarConfig.timePreferences.timeZone`, UTC when unset or unknown); a
 * workspace whose clock reads DUE_NOTICE_HOUR gets its notices, so each workspace is handled once
 * a day at its own morning (zones with half-hour offsets at :30 past).
 *
 * - due tomorrow: open tasks whose due day is tomorrow;
 * - overdue: open tasks whose due day was yesterday (told once, the morning after; the board
 *   shows lateness from then on).
 *
 * Each goes to the task's assignees who are active members, with one id per task, person and
 * day, so a retried run (or two runs in the same hour) adds nothing. Reads are bounded: the
 * workspaces a page at a time (their time zone only), and per workspace two due-date ranges a
 * page at a time (index status + due).
 */
import { OPEN_TASK_STATUSES } from '@crewspace/common/tasks';
import { addDays, zonedNow, type DayKey } from '@crewspace/common/task-due';
import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../lib/firebase';
import { notifyMembers } from '../notifications/notify';
import { activeMembers } from '../workspaces/active-members';
import { planDueNotifications, uidList, type StoredTask } from './task-notifications';

/** The hour of the workspace's clock at which its notices go out. */
export const DUE_NOTICE_HOUR = 8;
const WORKSPACE_PAGE = 300;
const TASK_PAGE = 200;
const TIME_ZONE_FIELD = 'calendarConfig.timePreferences.timeZone';

/** Runs `each` on every document `query` finds, a page at a time (ordered by the query's keys). */
async function forEachPage(
  query: Query,
  pageSize: number,
  each: (page: QueryDocumentSnapshot[]) => Promise<void>,
): Promise<void> {
  let last: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (last ? query.startAfter(last) : query).limit(pageSize).get();
    await each(page.docs);
    if (page.docs.length < pageSize) return;
    last = page.docs[page.docs.length - 1];
  }
}

/** The notices of one workspace on its `today`; returns how many were written. */
export async function sendWorkspaceDueNotices(workspaceId: string, today: DayKey): Promise<number> {
  const tasks = db.collection('workspaces').doc(workspaceId).collection('tasks');
  const ranges = [
    { kind: 'due' as const, from: addDays(today, 1), to: addDays(today, 2) },
    { kind: 'overdue' as const, from: addDays(today, -1), to: today },
  ];
  let sent = 0;
  for (const range of ranges) {
    const query = tasks
      .where('status', 'in', [...OPEN_TASK_STATUSES])
      .where('due', '>=', range.from)
      .where('due', '<', range.to)
      .orderBy('due')
      .orderBy('__name__');
    await forEachPage(query, TASK_PAGE, async (page) => {
      const members = await activeMembers(
        workspaceId,
        page.flatMap((task) => uidList(task.get('assignees'))),
      );
      const planned = page.flatMap((task) =>
        planDueNotifications({
          workspaceId,
          taskId: task.id,
          task: task.data() as StoredTask,
          day: today,
          kind: range.kind,
        }),
      );
      sent += await notifyMembers(planned, members);
    });
  }
  return sent;
}

/**
 * One hourly run at `now`: the notices of every workspace whose clock reads DUE_NOTICE_HOUR.
 * Returns the workspaces handled and the notices written.
 */
export async function sendDueNotices(now: Date): Promise<{ workspaces: string[]; sent: number }> {
  const handled: string[] = [];
  let sent = 0;
  const workspaces = db.collection('workspaces').select(TIME_ZONE_FIELD).orderBy('__name__');
  await forEachPage(workspaces, WORKSPACE_PAGE, async (page) => {
    for (const workspace of page) {
      const zone = workspace.get(TIME_ZONE_FIELD) as unknown;
      const clock = zonedNow(now, typeof zone === 'string' ? zone : 'UTC');
      if (clock.hour !== DUE_NOTICE_HOUR) continue;
      handled.push(workspace.id);
      sent += await sendWorkspaceDueNotices(workspace.id, clock.day);
    }
  });
  return { workspaces: handled, sent };
}

export const sendTaskDueNotices = onSchedule(
  { schedule: '0 * * * *', timeZone: 'UTC', retryCount: 3, timeoutSeconds: 540 },
  async (event) => {
    // The scheduled time, not the clock: a retried run handles the same hour.
    await sendDueNotices(new Date(event.scheduleTime));
  },
);

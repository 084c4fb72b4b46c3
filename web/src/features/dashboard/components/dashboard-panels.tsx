import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { paths } from '@/config/paths';
import {
  calendarHref,
  canvasHref,
  taskHref,
  videoHref,
  workspaceHref,
} from '@crewspace/common/links';
import type { AppNotification } from '@/features/notifications';
import { TaskDueText, useMyTasks, useWorkspaceTimeZone } from '@/features/tasks';
import type { Workspace } from '@/features/workspaces';
import type { LiveState } from '@/lib/firebase/live-data';
import { formatDate, formatDateTime } from '@/lib/format-time';
import {
  DASHBOARD_LIMITS,
  usePinnedCanvases,
  useRecentVideos,
  useUpcomingEvents,
} from '../api/use-dashboard-data';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

export interface DashboardPanelsProps {
  workspace: Workspace;
  /** The signed-in user: "My tasks" are theirs. */
  uid: string;
  /** The latest notifications (from the notifications feature); null while they load. */
  notifications: AppNotification[] | null;
  /** The chat unread total, when chat is available. */
  chatUnread: number | null;
  /** The projects card (from the projects feature), first in the grid. */
  projectsCard?: ReactNode;
}

function warnOnError(label: string, state: LiveState<unknown>) {
  if (state.status === 'error') console.warn(`${label} query failed`, state.error);
}

/** The current workspace at a glance: my tasks, pinned canvases, videos, events, notifications. */
export function DashboardPanels({
  workspace,
  uid,
  notifications,
  chatUnread,
  projectsCard,
}: DashboardPanelsProps) {
  const canvases = usePinnedCanvases(workspace.id);
  const videos = useRecentVideos(workspace.id);
  const events = useUpcomingEvents(workspace.id);
  const tasks = useMyTasks(workspace.id, uid);
  const timeZone = useWorkspaceTimeZone(workspace.id);
  const [now] = useState(() => new Date());

  useEffect(() => {
    warnOnError('Pinned canvases', canvases);
    warnOnError('Recent videos', videos);
    warnOnError('Upcoming events', events);
    warnOnError('My tasks', tasks);
  }, [canvases, videos, events, tasks]);

  const notificationState: LiveState<AppNotification[]> = notifications
    ? { status: 'ready', data: notifications.slice(0, DASHBOARD_LIMITS.notifications) }
    : { status: 'loading' };

  return (
    <div className={styles.grid}>
      {projectsCard}
      <DashboardCard
        title="My tasks"
        state={tasks}
        empty="No open tasks with a due date are assigned to you."
        getKey={(task) => task.id}
        renderItem={(task) => (
          <>
            <Link className={styles.itemTitle} to={taskHref(workspace.id, task.id)}>
              {task.title}
            </Link>
            <span className={styles.muted}>
              <TaskDueText task={task} now={now} timeZone={timeZone} />
            </span>
          </>
        )}
        footer={
          <p className={styles.more}>
            <Link to={workspaceHref(workspace.id, 'tasks')}>All tasks</Link>
          </p>
        }
      />
      <DashboardCard
        title="Pinned canvases"
        state={canvases}
        empty="No pinned canvases."
        getKey={(canvas) => canvas.id}
        renderItem={(canvas) => (
          <Link className={styles.itemTitle} to={canvasHref(workspace.id, canvas.id)}>
            {canvas.title || 'Untitled canvas'}
          </Link>
        )}
      />
      <DashboardCard
        title="Recent videos"
        state={videos}
        empty="No videos uploaded yet."
        getKey={(video) => video.id}
        renderItem={(video) => (
          <>
            <Link className={styles.itemTitle} to={videoHref(workspace.id, video.id)}>
              {video.videoName || 'Untitled video'}
            </Link>
            {video.uploadedAt ? (
              <span className={styles.muted}>{formatDate(video.uploadedAt)}</span>
            ) : null}
          </>
        )}
      />
      <DashboardCard
        title="Upcoming events"
        state={events}
        empty="Nothing in the next 7 days."
        getKey={(event) => event.id}
        renderItem={(event) => (
          <>
            <Link className={styles.itemTitle} to={calendarHref(workspace.id, event.id)}>
              {event.title || 'Untitled event'}
            </Link>
            <span className={styles.muted}>{formatDateTime(event.start)}</span>
          </>
        )}
      />
      <DashboardCard
        title="Recent notifications"
        state={notificationState}
        empty="No notifications."
        getKey={(notification) => notification.id}
        renderItem={(notification) => (
          <>
            {notification.link ? (
              <Link className={styles.itemTitle} to={notification.link}>
                {notification.title}
              </Link>
            ) : (
              <span className={styles.itemTitle}>{notification.title}</span>
            )}
            {notification.read ? null : <Badge tone="warning">New</Badge>}
          </>
        )}
        footer={
          chatUnread !== null ? (
            <p className={styles.more}>
              <Link to={paths.chat.path}>
                {chatUnread} unread chat message{chatUnread === 1 ? '' : 's'}
              </Link>
            </p>
          ) : null
        }
      />
    </div>
  );
}

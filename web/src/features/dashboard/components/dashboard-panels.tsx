import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../../components/ui/badge';
import { paths } from '../../../config/paths';
import type { AppNotification, Workspace } from '../../../lib/firebase/converters';
import type { LiveState } from '../../../lib/use-live';
import {
  DASHBOARD_LIMITS,
  usePinnedCanvases,
  useRecentVideos,
  useUpcomingEvents,
} from '../api/dashboard-data';
import { DashboardCard } from './dashboard-card';
import styles from './dashboard.module.css';

export interface DashboardPanelsProps {
  workspace: Workspace;
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

/** The current workspace at a glance: pinned canvases, videos, events, notifications. */
export function DashboardPanels({
  workspace,
  notifications,
  chatUnread,
  projectsCard,
}: DashboardPanelsProps) {
  const canvases = usePinnedCanvases(workspace.id);
  const videos = useRecentVideos(workspace.id);
  const [now] = useState(() => new Date());
  const events = useUpcomingEvents(workspace.id, now);

  useEffect(() => {
    warnOnError('Pinned canvases', canvases);
    warnOnError('Recent videos', videos);
    warnOnError('Upcoming events', events);
  }, [canvases, videos, events]);

  const notificationState: LiveState<AppNotification[]> = notifications
    ? { status: 'ready', data: notifications.slice(0, DASHBOARD_LIMITS.notifications) }
    : { status: 'loading' };

  return (
    <div className={styles.grid}>
      {projectsCard}
      <DashboardCard
        title="Pinned canvases"
        state={canvases}
        empty="No pinned canvases."
        getKey={(canvas) => canvas.id}
        renderItem={(canvas) => (
          <span className={styles.itemTitle}>{canvas.title || 'Untitled canvas'}</span>
        )}
      />
      <DashboardCard
        title="Recent videos"
        state={videos}
        empty="No videos uploaded yet."
        getKey={(video) => video.id}
        renderItem={(video) => (
          <>
            <span className={styles.itemTitle}>{video.videoName || 'Untitled video'}</span>
            {video.uploadedAt ? (
              <span className={styles.muted}>{video.uploadedAt.toLocaleDateString()}</span>
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
            <span className={styles.itemTitle}>{event.title || 'Untitled event'}</span>
            {event.start ? (
              <span className={styles.muted}>
                {event.start.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}
              </span>
            ) : null}
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

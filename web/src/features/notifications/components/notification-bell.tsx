import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { BellIcon } from '@/components/ui/icons';
import { Popover } from '@/components/ui/popover';
import { useNotifications } from '../notifications-provider';
import { NotificationItem } from './notification-item';
import styles from './notification-bell.module.css';

/** The header bell: unread count badge, and a panel with the latest notifications. */
export function NotificationBell() {
  const { notifications, unreadCount, loading, markRead, markAllRead, emailVerified } =
    useNotifications();
  const [failed, setFailed] = useState(false);
  const label = unreadCount === 0 ? 'Notifications' : `Notifications, ${unreadCount} unread`;

  function run(action: () => Promise<void>) {
    setFailed(false);
    action().catch((error: unknown) => {
      console.error('Marking notifications read failed', error);
      setFailed(true);
    });
  }

  return (
    <Popover
      label={label}
      panelLabel="Notifications"
      trigger={() => (
        <>
          <BellIcon />
          {unreadCount > 0 ? (
            <span className={styles.badge} aria-hidden="true" data-testid="unread-count">
              {unreadCount > 99 ? '99+' : unreadCount}
            </span>
          ) : null}
        </>
      )}
    >
      {(close) => (
        <div>
          <div className={styles.head}>
            <h2 className={styles.title}>Notifications</h2>
            <Button
              variant="ghost"
              size="sm"
              disabled={unreadCount === 0}
              onClick={() => run(markAllRead)}
            >
              Mark all read
            </Button>
          </div>
          {failed ? (
            <p className={styles.error} role="alert">
              Could not update notifications. Try again.
            </p>
          ) : null}
          {notifications.length === 0 ? (
            <p className={styles.empty}>{loading ? 'Loading...' : 'You are all caught up.'}</p>
          ) : (
            <ul className={styles.list} aria-label="Latest notifications">
              {notifications.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  hint={
                    notification.type === 'workspace-invitation' && !emailVerified
                      ? 'Verify your email address to accept: open the invitation to get a link.'
                      : null
                  }
                  onMarkRead={() => run(() => markRead(notification.id))}
                  onOpen={() => {
                    // Opening a notification is reading it: the badge drops as the page changes.
                    if (!notification.read) run(() => markRead(notification.id));
                    close();
                  }}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </Popover>
  );
}

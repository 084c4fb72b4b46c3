import { useId, useState } from 'react';
import { Card } from '@/components/ui/card';
import { useNotifications } from '../notifications-provider';
import { NotificationItem } from './notification-item';
import styles from './notification-bell.module.css';

/** The admin's "new account awaits approval" notifications. */
export function SignupNotifications() {
  const { notifications, markRead } = useNotifications();
  const [failed, setFailed] = useState(false);
  const headingId = useId();
  const signups = notifications.filter((notification) => notification.type === 'user-signup');
  return (
    <Card aria-labelledby={headingId}>
      <h2 id={headingId}>New sign-ups</h2>
      {failed ? (
        <p className={styles.error} role="alert">
          Could not mark it read. Try again.
        </p>
      ) : null}
      {signups.length === 0 ? (
        <p className={styles.empty}>No sign-up notifications.</p>
      ) : (
        <ul className={styles.list} aria-label="Sign-up notifications">
          {signups.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              onOpen={() => undefined}
              onMarkRead={() => {
                setFailed(false);
                markRead(notification.id).catch((error: unknown) => {
                  console.error('Marking read failed', error);
                  setFailed(true);
                });
              }}
            />
          ))}
        </ul>
      )}
    </Card>
  );
}

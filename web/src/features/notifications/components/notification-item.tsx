import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { AppNotification } from '../api/notifications';
import { formatEventStart, formatRelativeTime } from '@/lib/format-time';
import styles from './notification-bell.module.css';

export interface NotificationItemProps {
  notification: AppNotification;
  /** A line under the body saying what the user must do first, if anything. */
  hint?: string | null;
  onMarkRead: () => void;
  /** Called when the notification's link is followed. */
  onOpen: () => void;
}

export function NotificationItem({
  notification,
  hint = null,
  onMarkRead,
  onOpen,
}: NotificationItemProps) {
  const { title, body, read, createdAt, link, event } = notification;
  return (
    <li className={`${styles.item} ${read ? styles.read : styles.unread}`}>
      <div className={styles.itemText}>
        <p className={styles.itemTitle}>
          {read ? null : <span className="visually-hidden">Unread: </span>}
          {link ? (
            <Link to={link} onClick={onOpen}>
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className={styles.itemBody}>{body}</p>
        {event ? <p className={styles.itemBody}>{formatEventStart(event)}</p> : null}
        {hint ? <p className={styles.itemHint}>{hint}</p> : null}
        {createdAt ? (
          <time className={styles.time} dateTime={createdAt.toISOString()}>
            {formatRelativeTime(createdAt)}
          </time>
        ) : null}
      </div>
      {read ? null : (
        <Button
          variant="secondary"
          size="sm"
          onClick={onMarkRead}
          aria-label={`Mark read: ${title}`}
        >
          Mark read
        </Button>
      )}
    </li>
  );
}

import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { LiveState } from '@/lib/firebase/live-data';
import styles from './dashboard.module.css';

export interface DashboardCardProps<T> {
  title: string;
  state: LiveState<T[]>;
  /** Shown when the list is empty. */
  empty: string;
  getKey(item: T): string;
  renderItem(item: T): ReactNode;
  /** Extra content under the list (a "see all" link). */
  footer?: ReactNode;
}

/** A dashboard card over a live list: loading, error, empty and filled states. */
export function DashboardCard<T>({
  title,
  state,
  empty,
  getKey,
  renderItem,
  footer,
}: DashboardCardProps<T>) {
  const headingId = `dashboard-${title.toLowerCase().replace(/\W+/g, '-')}`;
  let body: ReactNode;
  if (state.status === 'loading') body = <p className={styles.muted}>Loading...</p>;
  else if (state.status === 'error')
    body = <p className={styles.muted}>{title} could not be loaded.</p>;
  else if (state.data.length === 0) body = <p className={styles.muted}>{empty}</p>;
  else {
    body = (
      <ul className={styles.list}>
        {state.data.map((item) => (
          <li key={getKey(item)} className={styles.item}>
            {renderItem(item)}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Card className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
      {footer}
    </Card>
  );
}

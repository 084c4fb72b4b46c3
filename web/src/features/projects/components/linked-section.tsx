import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import type { LiveState } from '@/lib/firebase/live-data';
import styles from './projects.module.css';

export interface LinkedSectionProps<T> {
  title: string;
  state: LiveState<T[]>;
  /** Shown when the list is empty. */
  empty: string;
  renderItem(item: T): ReactNode;
  getKey(item: T): string;
  /** Orders the loaded items before they are shown. */
  order?: (items: readonly T[]) => T[];
  /** Extra content under the list (a "see all" link). */
  footer?: ReactNode;
}

/** A card listing a live, bounded query's items, with loading, empty and error states. */
export function LinkedSection<T>({
  title,
  state,
  empty,
  renderItem,
  getKey,
  order,
  footer,
}: LinkedSectionProps<T>) {
  const headingId = `${title.toLowerCase().replace(/\W+/g, '-')}-title`;
  let body: ReactNode;
  if (state.status === 'loading') body = <p className={styles.muted}>Loading...</p>;
  else if (state.status === 'error')
    body = <p className={styles.muted}>{title} could not be loaded.</p>;
  else if (state.data.length === 0) body = <p className={styles.muted}>{empty}</p>;
  else {
    const items = order ? order(state.data) : state.data;
    body = (
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
    );
  }
  return (
    <Card className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {body}
      {footer}
    </Card>
  );
}

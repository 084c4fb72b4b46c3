import styles from './loading.module.css';

/** The full-area loading state; its text is exactly 'Loading...'. */
export function Loading() {
  return (
    <div className={styles.loading} role="status">
      <span className={styles.spinner} aria-hidden="true" />
      Loading...
    </div>
  );
}

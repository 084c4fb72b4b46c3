import styles from './skip-link.module.css';

/** The first tab stop of every layout: jumps past the header to the main area. */
export function SkipLink() {
  return (
    <a className={styles.skip} href="#main">
      Skip to content
    </a>
  );
}

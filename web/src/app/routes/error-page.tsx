import { useRouteError } from 'react-router-dom';
import { PageLoadFailure, isChunkLoadError } from '../shell/page-load-failure';
import styles from './routes.module.css';

/**
 * The root error boundary, for when even the shell could not be drawn: the same words and retry
 * as a page that fails inside the shell. A page's code missing offline is expected; anything else
 * is a bug and goes to the console.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (!isChunkLoadError(error)) console.error('Unhandled error', error);
  return (
    <main className={styles.notice}>
      <PageLoadFailure error={error} />
    </main>
  );
}

import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { PageLoadFailure, isChunkLoadError } from '../shell/page-load-failure';
import styles from './routes.module.css';

/**
 * The root error boundary: an unexpected error becomes a page, and is reported to the console.
 * When the app's own code could not be fetched (offline before it was saved on this device), it
 * says so in plain words instead.
 */
export function ErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) {
    return (
      <main className={styles.notice}>
        <PageLoadFailure error={error} />
      </main>
    );
  }
  console.error('Unhandled error', error);
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <main className={styles.notice} role="alert">
      <h1>Something went wrong</h1>
      <p className={styles.muted}>{detail}</p>
      <p>
        <a href="/">Reload the app</a>
      </p>
    </main>
  );
}

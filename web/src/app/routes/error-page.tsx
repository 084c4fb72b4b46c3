import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styles from './routes.module.css';

/** The root error boundary: an unexpected error becomes a page, and is reported to the console. */
export function ErrorPage() {
  const error = useRouteError();
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

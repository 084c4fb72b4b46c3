/**
 * A page that cannot be shown: its code could not be fetched (offline before the app finished
 * saving itself, or an old tab after a new version replaced that code), or it failed while
 * drawing. Inside the shell (PageErrorBoundary) the navigation stays, so the person can go on
 * elsewhere (PageErrorBoundary, in its own module so the signed-out critical path carries only
 * these words); the root error page uses the same words when even the shell could not load.
 */
import { Button } from '@/components/ui/button';
import styles from '../routes/routes.module.css';

/** A failed `import()` of a page's code (Chromium, Firefox, Safari words) or of its styles (Vite). */
export function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|Unable to preload/i.test(
      error.message,
    )
  );
}

function reload() {
  window.location.reload();
}

/** What the person reads: why in plain words, and a retry (a reload fetches the code again). */
export function PageLoadFailure({ error }: { error: unknown }) {
  const missingCode = isChunkLoadError(error);
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  const title =
    missingCode && offline
      ? 'This page is not available offline'
      : missingCode
        ? 'This page could not be loaded'
        : 'Something went wrong on this page';
  const detail =
    missingCode && offline
      ? 'Its part of the app was not saved on this device yet. It opens once you are back online.'
      : missingCode
        ? 'The connection failed, or a new version of the app replaced it. Try again.'
        : 'Try again. If it keeps happening, reload the app.';
  return (
    <section className={styles.notice} role="alert" aria-labelledby="page-failure-title">
      <h1 id="page-failure-title">{title}</h1>
      <p className={styles.muted}>{detail}</p>
      <Button onClick={reload}>Try again</Button>
    </section>
  );
}

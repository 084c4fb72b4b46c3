/**
 * The top bar's search button and the Ctrl-K / ⌘-K shortcut. The palette (MiniSearch, its
 * sources) loads on the first opening and then stays mounted, its index warm.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import styles from './find-launcher.module.css';

const FindPalette = lazy(() => import('./find-palette'));

/** Ctrl-K, or ⌘-K on a Mac. */
export function isFindShortcut(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
): boolean {
  return (
    event.key.toLowerCase() === 'k' &&
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey
  );
}

export function FindLauncher({ uid }: { uid: string }) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isFindShortcut(event)) return;
      // Claimed before anything on the page sees it: the canvas editor takes the keyboard (its
      // Ctrl-K adds a link, and it stops the event there), so a listener that waited for the
      // event to bubble up never heard it on a canvas.
      event.preventDefault();
      event.stopPropagation();
      setLoaded(true);
      setOpen(true);
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, []);

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        <span aria-hidden="true">⌕</span> <span className={styles.label}>Search</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </Button>
      {loaded ? (
        <Suspense fallback={null}>
          <FindPalette open={open} uid={uid} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The top bar's search button and the Ctrl-K / ⌘-K shortcut. The palette (MiniSearch, its
 * sources) loads on the first opening and then stays mounted, its index warm. When its code
 * cannot be fetched (offline before the app saved itself on this device) a dialog says so, and
 * the next opening tries again.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import type { FindPaletteProps } from './find-palette';
import styles from './find-launcher.module.css';

const loadPalette = () => import('./find-palette');

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
  const [Palette, setPalette] = useState<ComponentType<FindPaletteProps> | null>(null);
  const [failed, setFailed] = useState(false);

  const show = useCallback(() => {
    setOpen(true);
    setFailed(false);
    loadPalette().then(
      (module) => setPalette(() => module.default),
      () => setFailed(true),
    );
  }, []);

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (!isFindShortcut(event)) return;
      // Claimed before anything on the page sees it: the canvas editor takes the keyboard (its
      // Ctrl-K adds a link, and it stops the event there), so a listener that waited for the
      // event to bubble up never heard it on a canvas.
      event.preventDefault();
      event.stopPropagation();
      show();
    }
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [show]);

  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        className={styles.button}
        aria-keyshortcuts="Control+K Meta+K"
        onClick={show}
      >
        <span aria-hidden="true">⌕</span> <span className={styles.label}>Search</span>
        <kbd className={styles.kbd}>Ctrl K</kbd>
      </Button>
      {Palette ? <Palette open={open} uid={uid} onClose={() => setOpen(false)} /> : null}
      {open && failed && !Palette ? (
        <Dialog title="Search could not be loaded" size="sm" onClose={() => setOpen(false)}>
          <p>
            {navigator.onLine
              ? 'The connection failed. Try again in a moment.'
              : 'Search was not saved on this device yet. It opens once you are back online.'}
          </p>
          <Button onClick={() => setOpen(false)}>Close</Button>
        </Dialog>
      ) : null}
    </>
  );
}

/**
 * "A new version of Crewspace is available — Reload": shown on every page once a new version has
 * installed (register.ts), until the user reloads into it. The page keeps working meanwhile; the
 * new version takes over only when asked, so nobody loses what they are typing, and nobody stays
 * on an old version without being told.
 */
import { PRODUCT_NAME } from '@crewspace/common/models';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useUpdateState } from '../update-store';
import styles from './update-prompt.module.css';

export function UpdatePrompt() {
  const { waiting, activate } = useUpdateState();
  const [reloading, setReloading] = useState(false);
  if (!waiting || !activate) return null;
  return (
    <section className={styles.prompt} aria-label="App update">
      <p role="status" className={styles.text}>
        A new version of {PRODUCT_NAME} is available.
      </p>
      <Button
        size="sm"
        busy={reloading}
        onClick={() => {
          setReloading(true);
          activate().catch((cause: unknown) => {
            console.warn('The new version could not take over', cause);
            setReloading(false);
          });
        }}
      >
        Reload
      </Button>
    </section>
  );
}

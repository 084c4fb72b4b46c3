import type { ReactNode } from 'react';
import { GoogleButton } from './google-button';
import styles from './auth-forms.module.css';

/** Below the sign-in and sign-up forms: Google sign-in and the links to the other forms. */
export function AuthAlternatives({ links }: { links: ReactNode }) {
  return (
    <>
      <p className={styles.divider}>or</p>
      <GoogleButton />
      <p className={styles.links}>{links}</p>
    </>
  );
}

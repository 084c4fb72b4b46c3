/** Sending the verification link and checking it, with the Auth instance of the providers. */
import { useEffect } from 'react';
import { useFirebaseSdks } from '@/lib/firebase/sdk-context';
import { refreshEmailVerification, sendVerificationEmail } from './session';

export function useEmailVerification() {
  const { auth } = useFirebaseSdks();
  return {
    /** Emails the link; it leads back to `continueUrl` once opened. */
    send: (continueUrl: string) => sendVerificationEmail(auth, continueUrl),
    /** Reloads the account and its token; resolves with whether the address is verified now. */
    check: () => refreshEmailVerification(auth),
  };
}

/**
 * Checks the account when the page opens and whenever its tab comes back to the front: the link
 * in the email leads back to this page (a new tab, where Auth restores the account as it was
 * before the link was opened), or the person returns to this tab after opening it. A verified
 * address then moves the page on by itself; "I've verified it" stays as the way to ask again.
 */
export function useVerificationCheckOnReturn(): void {
  const { auth } = useFirebaseSdks();
  useEffect(() => {
    function check() {
      if (document.visibilityState !== 'visible') return;
      // Offline or refused: the button says why when pressed; nothing to say unasked.
      refreshEmailVerification(auth).catch(() => undefined);
    }
    check();
    window.addEventListener('focus', check);
    document.addEventListener('visibilitychange', check);
    return () => {
      window.removeEventListener('focus', check);
      document.removeEventListener('visibilitychange', check);
    };
  }, [auth]);
}

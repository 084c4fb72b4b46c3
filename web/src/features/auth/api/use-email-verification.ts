/** Sending the verification link and checking it, with the Auth instance of the providers. */
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

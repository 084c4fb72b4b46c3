/**
 * Verifying the account's email address: send the link, say to check the inbox, and, once the
 * user has opened it, reload the account and fetch a fresh ID token. That happens by itself when
 * the page opens (the link leads back here) and when its tab comes back to the front, and on
 * "I've verified it". The session follows the token's `email_verified` claim, so the page that
 * needed it moves on by itself.
 */
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useEmailVerification, useVerificationCheckOnReturn } from '../api/use-email-verification';
import { describeAuthError } from '../auth-errors';
import styles from './email-verification.module.css';

export interface EmailVerificationProps {
  email: string;
  /** What verifying allows here, e.g. "Verify your email address to accept invitations." */
  reason: string;
}

type Step = 'ask' | 'sending' | 'sent' | 'checking';

export function EmailVerification({ email, reason }: EmailVerificationProps) {
  const [step, setStep] = useState<Step>('ask');
  const [sentOnce, setSentOnce] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const verification = useEmailVerification();
  useVerificationCheckOnReturn();

  async function send() {
    setStep('sending');
    setProblem(null);
    try {
      // The link leads back here once it has verified the address.
      await verification.send(window.location.href);
      setSentOnce(true);
      setStep('sent');
    } catch (error) {
      console.warn('Sending the verification email failed', error);
      setProblem(`The email could not be sent. ${describeAuthError(error)}`);
      setStep(sentOnce ? 'sent' : 'ask');
    }
  }

  async function check() {
    const before = sentOnce ? 'sent' : 'ask';
    setStep('checking');
    setProblem(null);
    try {
      const verified = await verification.check();
      if (!verified) {
        setProblem(
          `${email} is not verified yet. Open the link in the email, then press “I've verified it” again.`,
        );
      }
    } catch (error) {
      console.warn('Checking the verification failed', error);
      setProblem(`Your account could not be checked. ${describeAuthError(error)}`);
    }
    // A verified account leaves this panel (the session changes); otherwise it stays.
    setStep(before);
  }

  const waiting = step === 'sent' || (step === 'checking' && sentOnce);
  return (
    <div className={styles.panel}>
      {waiting ? (
        <Alert tone="info" title="Check your inbox">
          {reason} We sent a link to {email}. Open it, then come back here.
        </Alert>
      ) : (
        <Alert tone="warning" title="Verify your email address">
          {reason} We will send a link to {email}.
        </Alert>
      )}
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      <div className={styles.actions}>
        <Button
          variant={waiting ? 'secondary' : 'primary'}
          busy={step === 'sending'}
          disabled={step === 'checking'}
          onClick={() => void send()}
        >
          {sentOnce ? 'Send it again' : 'Send verification email'}
        </Button>
        <Button
          variant={waiting ? 'primary' : 'secondary'}
          busy={step === 'checking'}
          disabled={step === 'sending'}
          onClick={() => void check()}
        >
          I've verified it
        </Button>
      </div>
    </div>
  );
}

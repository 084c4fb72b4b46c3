/**
 * /home for a signed-in account the app does not let in yet: awaiting approval, declined, or
 * approved after a decline (which ended its session). Loaded on demand, so the landing page that
 * visitors see does not carry it.
 */
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthError, useAuth } from '@/features/auth';
import styles from './routes.module.css';

/** One state of the waiting room: its heading, what it says, a failed action, its actions. */
function WaitingCard({
  id,
  title,
  children,
  actions,
}: {
  id: string;
  title: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Card className={styles.pending} aria-labelledby={id}>
      <h1 id={id}>{title}</h1>
      {children}
      <AuthError />
      <div className={styles.row}>{actions}</div>
    </Card>
  );
}

export function WaitingRoom() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  if (state.status !== 'signed-in') return null;
  const { email, displayName } = state.session;
  const signOutButton = (
    <Button variant="secondary" onClick={() => void signOut().catch(() => undefined)}>
      Sign out
    </Button>
  );

  if (state.signInAgain) {
    const signInAgain = () =>
      void signOut().then(
        () => navigate(paths.login.path),
        () => undefined,
      );
    return (
      <WaitingCard
        id="approved-title"
        title="Your account is approved"
        actions={<Button onClick={signInAgain}>Sign in again</Button>}
      >
        <p>
          An admin approved the account for {email} after declining it. Declining signed it out
          everywhere, so sign in again to open your workspace.
        </p>
      </WaitingCard>
    );
  }
  if (state.declined) {
    return (
      <WaitingCard
        id="declined-title"
        title="Your account was not approved"
        actions={signOutButton}
      >
        <p>
          An admin declined the account for {email}. Contact your team if you think this is a
          mistake; this page tells you if an admin approves it after all.
        </p>
      </WaitingCard>
    );
  }
  return (
    <WaitingCard
      id="pending-title"
      title="Your account awaits approval"
      actions={
        <>
          {signOutButton}
          <Link to={paths.claimUsername.path}>Claim a username while you wait</Link>
        </>
      }
    >
      <p>
        Thanks for signing up, {displayName || email}. An admin has been told about your account;
        this page moves on by itself as soon as it is approved.
      </p>
      <Alert tone="info">
        {state.approvalSeen
          ? 'Approved. Opening your workspace…'
          : `Signed in as ${email}. Waiting for approval.`}
      </Alert>
    </WaitingCard>
  );
}

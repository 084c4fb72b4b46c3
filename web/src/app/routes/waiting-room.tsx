/**
 * /home for a signed-in account the app does not let in yet: awaiting approval, declined, or
 * approved after a decline (which ended its session). Loaded on demand, so the landing page that
 * visitors see does not carry it.
 */
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AuthError, useAuth } from '@/features/auth';
import styles from './routes.module.css';

export function WaitingRoom() {
  const { state, signOut } = useAuth();
  const navigate = useNavigate();
  if (state.status !== 'signed-in') return null;
  if (state.signInAgain) {
    return (
      <Card className={styles.pending} aria-labelledby="approved-title">
        <h1 id="approved-title">Your account is approved</h1>
        <p>
          An admin approved the account for {state.session.email} after declining it. Declining
          signed it out everywhere, so sign in again to open your workspace.
        </p>
        <AuthError />
        <div className={styles.row}>
          <Button
            onClick={() =>
              void signOut().then(
                () => navigate(paths.login.path),
                () => undefined,
              )
            }
          >
            Sign in again
          </Button>
        </div>
      </Card>
    );
  }
  if (state.declined) {
    return (
      <Card className={styles.pending} aria-labelledby="declined-title">
        <h1 id="declined-title">Your account was not approved</h1>
        <p>
          An admin declined the account for {state.session.email}. Contact your team if you think
          this is a mistake; this page tells you if an admin approves it after all.
        </p>
        <AuthError />
        <div className={styles.row}>
          <Button variant="secondary" onClick={() => void signOut().catch(() => undefined)}>
            Sign out
          </Button>
        </div>
      </Card>
    );
  }
  return (
    <Card className={styles.pending} aria-labelledby="pending-title">
      <h1 id="pending-title">Your account awaits approval</h1>
      <p>
        Thanks for signing up, {state.session.displayName || state.session.email}. An admin has been
        told about your account; this page moves on by itself as soon as it is approved.
      </p>
      <Alert tone="info">
        {state.approvalSeen
          ? 'Approved. Opening your workspace…'
          : `Signed in as ${state.session.email}. Waiting for approval.`}
      </Alert>
      <AuthError />
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => void signOut().catch(() => undefined)}>
          Sign out
        </Button>
        <Link to={paths.claimUsername.path}>Claim a username while you wait</Link>
      </div>
    </Card>
  );
}

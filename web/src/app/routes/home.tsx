import { PRODUCT_NAME } from '@crewspace/common/models';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { AuthError, useAccessSession, useAuth, useAwaitingAuth } from '@/features/auth';
import styles from './routes.module.css';

/** Landing page; for a signed-in account awaiting approval, the waiting room. */
export function HomeRoute() {
  const { state, signOut } = useAuth();
  const access = useAccessSession();
  const awaitingAuth = useAwaitingAuth();
  const navigate = useNavigate();
  if (awaitingAuth) return <Loading />;
  if (state.status === 'signed-in') {
    // Approved (now or while waiting here): move on to the app without a reload.
    if (access.status === 'signed-in' && access.approved) {
      return <Navigate to={paths.dashboard.path} replace />;
    }
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
          Thanks for signing up, {state.session.displayName || state.session.email}. An admin has
          been told about your account; this page moves on by itself as soon as it is approved.
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
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div>
        <h1 id="home-title">Your team&apos;s projects, videos, calendars and chat in one place.</h1>
        <p className={styles.lead}>
          {PRODUCT_NAME} gives every team a shared workspace: plan projects, share videos, keep a
          calendar and talk things through without switching tools.
        </p>
        <div className={styles.heroActions}>
          <Link
            className={`${styles.buttonLink} ${styles.buttonLinkPrimary}`}
            to={paths.signup.path}
          >
            Create an account
          </Link>
          <Link className={styles.buttonLink} to={paths.login.path}>
            Sign in
          </Link>
          <Link className={styles.buttonLink} to={paths.claimUsername.path}>
            Claim your username
          </Link>
        </div>
      </div>
      <ul className={styles.features} aria-label="What you get">
        <li>
          <strong>Workspaces</strong>
          <span className={styles.muted}>A personal one to start, shared ones for your teams.</span>
        </li>
        <li>
          <strong>Real-time chat</strong>
          <span className={styles.muted}>Direct, group, workspace and community channels.</span>
        </li>
        <li>
          <strong>Approved members only</strong>
          <span className={styles.muted}>
            An admin approves every new account before it gets in.
          </span>
        </li>
      </ul>
    </section>
  );
}

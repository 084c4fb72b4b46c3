import { PRODUCT_NAME } from '@crewspace/common/models';
import { lazy } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import { useAccessSession, useAuth, useAwaitingAuth } from '@/features/auth';
import styles from './routes.module.css';

const WaitingRoom = lazy(async () => ({ default: (await import('./waiting-room')).WaitingRoom }));

/** Landing page; for a signed-in account awaiting approval, the waiting room. */
export function HomeRoute() {
  const { state } = useAuth();
  const access = useAccessSession();
  const awaitingAuth = useAwaitingAuth();
  if (awaitingAuth) return <Loading />;
  if (state.status === 'signed-in') {
    // Approved (now or while waiting here): move on to the app without a reload.
    if (access.status === 'signed-in' && access.approved) {
      return <Navigate to={paths.dashboard.path} replace />;
    }
    return <WaitingRoom />;
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

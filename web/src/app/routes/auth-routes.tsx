import { Link, Navigate } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { paths } from '@/config/paths';
import {
  ForgotPasswordForm,
  LoginForm,
  SignupForm,
  useAccessSession,
  useAwaitingAuth,
} from '@/features/auth';
import { readPendingUsername } from '@/features/usernames';
import { prefetchSignedIn } from '../signed-in-lazy';
import styles from './routes.module.css';

/**
 * Signed-in visitors leave the sign-in pages: to the app, or to /home while awaiting approval.
 * Others see the page before Auth has answered, unless this browser had a session.
 */
function AuthPage({
  title,
  lead,
  children,
}: {
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  const access = useAccessSession();
  const awaitingAuth = useAwaitingAuth();
  if (awaitingAuth) return <Loading />;
  if (access.status === 'signed-in') {
    return <Navigate to={access.approved ? paths.dashboard.path : paths.home.path} replace />;
  }
  return (
    <div className={styles.authPage}>
      <Card className={styles.authCard} aria-labelledby="auth-title">
        <div>
          <h1 id="auth-title">{title}</h1>
          <p className={styles.lead}>{lead}</p>
        </div>
        {children}
      </Card>
    </div>
  );
}

export function LoginRoute() {
  return (
    <AuthPage title="Sign in" lead="Welcome back.">
      <LoginForm onSigningIn={prefetchSignedIn} />
    </AuthPage>
  );
}

export function SignupRoute() {
  return (
    <AuthPage
      title="Create your account"
      lead="An admin approves new email accounts; Google accounts get in at once."
    >
      <SignupForm pendingUsername={readPendingUsername()} />
    </AuthPage>
  );
}

export function ForgotPasswordRoute() {
  return (
    <AuthPage
      title="Reset your password"
      lead={
        <>
          We will email you a link to choose a new one. Remembered it?{' '}
          <Link to={paths.login.path}>Sign in</Link>.
        </>
      }
    >
      <ForgotPasswordForm />
    </AuthPage>
  );
}

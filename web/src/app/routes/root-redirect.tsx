/**
 * `/`: opens the workspace last opened (remembered per user), else the one joined first. This is
 * the only place the remembered workspace decides where the user goes; every workspace page has
 * its own address.
 */
import { Navigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { Loading } from '@/components/ui/loading';
import { workspaceHref } from '@crewspace/common/links';
import { useProfile } from '@/features/profile';
import { useWorkspace } from '@/features/workspaces';
import styles from './routes.module.css';

export function RootRedirect() {
  const { status, currentId } = useWorkspace();
  const { profile } = useProfile();
  if (currentId) return <Navigate to={workspaceHref(currentId)} replace />;
  if (status === 'loading') return <Loading />;
  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Welcome, {profile.displayName}</h1>
      </header>
      {status === 'error' ? (
        <Alert tone="error">
          Your workspaces could not be loaded. Reload the page to try again.
        </Alert>
      ) : (
        <Card>
          <h2>No workspace yet</h2>
          <p className={styles.muted}>
            Your personal workspace is being set up. It appears here as soon as it is ready.
          </p>
        </Card>
      )}
    </div>
  );
}

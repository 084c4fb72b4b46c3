import { lazy, Suspense } from 'react';
import { Loading } from '../../components/ui/loading';
import { useSession } from '../../features/auth/auth-provider';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import styles from './routes.module.css';

// FullCalendar is heavy: load it only when the calendar opens.
const WorkspaceCalendar = lazy(() =>
  import('../../features/calendar/components/workspace-calendar').then((module) => ({
    default: module.WorkspaceCalendar,
  })),
);

/** /calendar: the current workspace's calendar. */
export function CalendarRoute() {
  const session = useSession();
  const { status, current, role } = useWorkspace();
  if (status === 'loading') return <Loading />;
  if (!current) {
    return (
      <div className={styles.page}>
        <h1>Calendar</h1>
        <p className={styles.lead}>Join or create a workspace to use its calendar.</p>
      </div>
    );
  }
  return (
    <Suspense fallback={<Loading />}>
      <WorkspaceCalendar
        key={current.id}
        workspaceId={current.id}
        workspaceName={current.name}
        uid={session.uid}
        role={role}
      />
    </Suspense>
  );
}

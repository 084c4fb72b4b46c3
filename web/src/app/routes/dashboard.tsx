import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { Loading } from '../../components/ui/loading';
import { useSession } from '../../features/auth/auth-provider';
import { useTotalUnreadCount } from '../../features/chat/chat-provider';
import { DashboardPanels } from '../../features/dashboard/components/dashboard-panels';
import { useNotifications } from '../../features/notifications/notifications-provider';
import { ProjectsGlance } from '../../features/projects/components/projects-glance';
import { useProfile } from '../../features/profile/profile-provider';
import { openView } from '../../features/view-state/view-store';
import { CreateWorkspace } from '../../features/workspaces/components/create-workspace';
import { MembersGlance } from '../../features/workspaces/components/members-glance';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import { workspaceSettingsPath } from '../../config/paths';
import styles from './routes.module.css';

/**
 * The dashboard view: the current workspace (settings, new workspace), its members, and its
 * projects, pinned canvases, recent videos, upcoming events and recent notifications.
 */
export function DashboardRoute() {
  const { profile } = useProfile();
  const { uid } = useSession();
  const { current, memberships, hasMoreMemberships, status, selectWorkspace } = useWorkspace();
  const { unreadCount, notifications, loading } = useNotifications();
  const chatUnread = useTotalUnreadCount();

  useEffect(() => openView('dashboard'), []);

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Welcome, {profile.displayName}</h1>
        <p className={styles.lead}>Here is what is going on in your workspace.</p>
      </header>
      {status === 'loading' ? <Loading /> : null}
      {status !== 'loading' && !current ? (
        <Card>
          <h2>No workspace yet</h2>
          <p className={styles.muted}>
            Your personal workspace is being set up. It appears here as soon as it is ready.
          </p>
        </Card>
      ) : null}
      {current ? (
        <>
          <Card aria-labelledby="workspace-name">
            <div className={styles.row}>
              <h2 id="workspace-name">{current.name}</h2>
              {current.isDefault ? <Badge>Personal</Badge> : <Badge tone="success">Shared</Badge>}
              <Link to={workspaceSettingsPath(current.id)}>Workspace settings</Link>
            </div>
            <p className={styles.muted}>{current.description || 'No description yet.'}</p>
            <CreateWorkspace onCreated={selectWorkspace} />
          </Card>
          <DashboardPanels
            workspace={current}
            notifications={loading ? null : notifications}
            chatUnread={chatUnread}
            projectsCard={<ProjectsGlance workspaceId={current.id} />}
          />
          <div className={styles.grid}>
            <MembersGlance workspace={current} uid={uid} />
            <Card aria-labelledby="glance-title">
              <h2 id="glance-title">At a glance</h2>
              <p className={styles.stat}>
                {memberships.length}
                {hasMoreMemberships ? '+' : ''}
              </p>
              <p className={styles.muted}>
                workspace{memberships.length === 1 ? '' : 's'} you belong to
              </p>
              <p className={styles.stat}>{unreadCount}</p>
              <p className={styles.muted}>unread notification{unreadCount === 1 ? '' : 's'}</p>
            </Card>
          </div>
        </>
      ) : null}
    </div>
  );
}

import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { workspaceSettingsHref } from '@crewspace/common/links';
import { useTotalUnreadCount } from '@/features/chat';
import { DashboardPanels } from '@/features/dashboard';
import { useNotifications } from '@/features/notifications';
import { useProfile } from '@/features/profile';
import { ProjectsGlance } from '@/features/projects';
import { CreateWorkspace, MembersGlance, useWorkspace } from '@/features/workspaces';
import styles from './routes.module.css';
import { useWorkspaceRoute } from './workspace-layout';

/**
 * `/w/:workspaceId`, the dashboard view: the workspace (settings, new workspace), its members,
 * and its projects, pinned canvases, recent videos, upcoming events and recent notifications.
 */
export function DashboardRoute() {
  const { workspace, uid } = useWorkspaceRoute();
  const { profile } = useProfile();
  const { memberships, hasMoreMemberships, selectWorkspace } = useWorkspace();
  const { unreadCount, notifications, loading } = useNotifications();
  const chatUnread = useTotalUnreadCount();

  return (
    <div className={styles.page}>
      <header className={styles.pageHeader}>
        <h1>Welcome, {profile.displayName}</h1>
        <p className={styles.lead}>Here is what is going on in your workspace.</p>
      </header>
      <Card aria-labelledby="workspace-name">
        <div className={styles.row}>
          <h2 id="workspace-name">{workspace.name}</h2>
          {workspace.isDefault ? <Badge>Personal</Badge> : <Badge tone="success">Shared</Badge>}
          <Link to={workspaceSettingsHref(workspace.id)}>Workspace settings</Link>
        </div>
        <p className={styles.muted}>{workspace.description || 'No description yet.'}</p>
        <CreateWorkspace onCreated={selectWorkspace} />
      </Card>
      <DashboardPanels
        workspace={workspace}
        uid={uid}
        notifications={loading ? null : notifications}
        chatUnread={chatUnread}
        projectsCard={<ProjectsGlance workspaceId={workspace.id} />}
      />
      <div className={styles.grid}>
        <MembersGlance workspace={workspace} uid={uid} />
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
    </div>
  );
}

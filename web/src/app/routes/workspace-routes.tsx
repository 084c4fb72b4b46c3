/** Workspace settings and invitation pages. */
import { useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/loading';
import { useSession } from '../../features/auth/auth-provider';
import { WorkspaceCalendarSettings } from '../../features/calendar/components/workspace-calendar-settings';
import { useMyWorkspaceRole } from '../../features/workspaces/api/workspace-roles';
import { InvitationResponse } from '../../features/workspaces/components/invitation-response';
import { WorkspaceSettings } from '../../features/workspaces/components/workspace-settings';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import styles from './routes.module.css';

export function WorkspaceSettingsRoute() {
  const { workspaceId = '' } = useParams();
  const { uid } = useSession();
  const { workspaces, status } = useWorkspace();
  const workspace = workspaces.find((candidate) => candidate.id === workspaceId) ?? null;
  const role = useMyWorkspaceRole(workspace, uid);
  if (status === 'loading' || role.status === 'loading') return <Loading />;
  if (status === 'error') {
    return (
      <Alert tone="error">Your workspaces could not be loaded. Reload the page to try again.</Alert>
    );
  }
  if (!workspace) {
    return (
      <Alert tone="warning" title="Workspace not found">
        It may have been deleted, or you are not a member.
      </Alert>
    );
  }
  return (
    <WorkspaceSettings
      workspace={workspace}
      uid={uid}
      myRole={role.role}
      calendarSettings={
        <WorkspaceCalendarSettings
          workspaceId={workspace.id}
          ownerId={workspace.ownerId}
          members={workspace.members}
          uid={uid}
        />
      }
    />
  );
}

export function InvitationRoute() {
  const { invitationId = '' } = useParams();
  const { selectWorkspace } = useWorkspace();
  return (
    <div className={styles.page}>
      <InvitationResponse invitationId={invitationId} onAccepted={selectWorkspace} />
    </div>
  );
}

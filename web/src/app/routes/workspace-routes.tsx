/** Workspace settings and invitation pages. */
import { useParams } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';
import { Loading } from '../../components/ui/loading';
import { useSession } from '../../features/auth/auth-provider';
import { WorkspaceCalendarSettings } from '../../features/calendar/components/workspace-calendar-settings';
import { useMyRole } from '../../features/workspaces/api/my-member';
import { useWorkspaceDoc } from '../../features/workspaces/api/workspace-doc';
import { InvitationResponse } from '../../features/workspaces/components/invitation-response';
import { WorkspaceSettings } from '../../features/workspaces/components/workspace-settings';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import styles from './routes.module.css';

/** Settings of the workspace in the address (the rules let only its members read it). */
export function WorkspaceSettingsRoute() {
  const { workspaceId = '' } = useParams();
  const { uid } = useSession();
  const live = useWorkspaceDoc(workspaceId);
  const workspace = live.status === 'ready' ? live.data : null;
  const role = useMyRole(workspaceId, uid, workspace?.ownerId);
  if (live.status === 'loading' || role.status === 'loading') return <Loading />;
  if (!workspace) {
    if (live.status === 'error') console.warn('Workspace settings not readable', live.error);
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
      calendarSettings={<WorkspaceCalendarSettings workspaceId={workspace.id} myRole={role.role} />}
    />
  );
}

export function InvitationRoute() {
  const { invitationId = '' } = useParams();
  const { email, emailVerified } = useSession();
  const { selectWorkspace } = useWorkspace();
  return (
    <div className={styles.page}>
      <InvitationResponse
        invitationId={invitationId}
        email={email}
        emailVerified={emailVerified}
        onAccepted={selectWorkspace}
      />
    </div>
  );
}

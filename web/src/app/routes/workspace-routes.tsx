/** The workspace's settings page, and the invitation page. */
import { useParams } from 'react-router-dom';
import { useSession } from '@/features/auth';
import { WorkspaceCalendarSettings } from '@/features/calendar';
import { InvitationResponse, WorkspaceSettings, useWorkspace } from '@/features/workspaces';
import styles from './routes.module.css';
import { useWorkspaceRoute } from './workspace-layout';

/** `/w/:workspaceId/settings`. */
export function WorkspaceSettingsRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  return (
    <WorkspaceSettings
      workspace={workspace}
      uid={uid}
      myRole={role}
      calendarSettings={<WorkspaceCalendarSettings workspaceId={workspace.id} myRole={role} />}
    />
  );
}

/** `/invitations/:invitationId` (no workspace in the address: the invitee is not a member yet). */
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

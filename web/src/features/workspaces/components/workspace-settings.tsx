import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MEMBER_PARAM } from '@crewspace/common/links';
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { paths } from '@/config/paths';
import { useWorkspaceActions } from '../api/use-workspace-actions';
import type { Workspace } from '../api/workspaces';
import { useWorkspace } from '../workspace-provider';
import { DangerZone } from './danger-zone';
import { InviteForm } from './invite-form';
import { MembersSection, type MemberActions } from './members-section';
import { PendingInvitations } from './pending-invitations';
import { WorkspaceForm } from './settings-form';
import styles from './workspace-settings.module.css';

export interface WorkspaceSettingsProps {
  workspace: Workspace;
  uid: string;
  myRole: WorkspaceRole | null;
  /** The calendar preferences section (owned by the calendar feature), placed after General. */
  calendarSettings?: ReactNode;
}

/** The settings page: general, members, invitations, leave and the danger zone, by right. */
export function WorkspaceSettings({
  workspace,
  uid,
  myRole,
  calendarSettings,
}: WorkspaceSettingsProps) {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const workspaceId = workspace.id;
  const actions = useWorkspaceActions();
  const { forgetWorkspace } = useWorkspace();
  const confirm = useConfirm();
  const memberActions = useMemo<MemberActions>(
    () => ({
      changeRole: async (userId, role) => {
        await actions.setMemberRole(workspaceId, userId, role);
      },
      remove: async (userId) => {
        await actions.removeMember(workspaceId, userId);
      },
      transferOwnership: async (userId) => {
        await actions.transferOwnership(workspaceId, userId);
      },
    }),
    [actions, workspaceId],
  );

  /** Gone from this workspace: `/` opens another one. */
  function goElsewhere() {
    forgetWorkspace(workspaceId);
    void navigate(paths.dashboard.path);
  }

  function leave() {
    confirm.ask({
      title: 'Leave workspace?',
      name: workspace.name,
      consequence: 'You lose access to its projects and content until someone invites you again.',
      confirmLabel: 'Leave workspace',
      failure: 'You could not leave this workspace.',
      onConfirm: async () => {
        await actions.leave(workspaceId);
        goElsewhere();
      },
    });
  }

  return (
    <div className={styles.page}>
      <h1>{workspace.name} settings</h1>
      <Card className={styles.section} aria-labelledby="general-title">
        <h2 id="general-title">General</h2>
        <ReadOnlyNote
          reason={missingRightReason(myRole, 'changeSettings', 'change its name or description')}
        />
        <WorkspaceForm
          key={workspace.id}
          initial={{ name: workspace.name, description: workspace.description }}
          editable={hasWorkspaceRight(myRole, 'changeSettings')}
          submitLabel="Save changes"
          savedMessage="Workspace saved."
          onSubmit={(values) => actions.updateSettings(workspaceId, values)}
        />
      </Card>
      {calendarSettings ? (
        <Card className={styles.section} aria-labelledby="calendar-settings-title">
          <h2 id="calendar-settings-title">Calendar preferences</h2>
          {calendarSettings}
        </Card>
      ) : null}
      <Card className={styles.section} aria-labelledby="members-title">
        <h2 id="members-title">Members ({workspace.membersCount})</h2>
        <MembersSection
          workspaceId={workspaceId}
          ownerId={workspace.ownerId}
          uid={uid}
          myRole={myRole}
          actions={memberActions}
          shownMember={params.get(MEMBER_PARAM)}
        />
      </Card>
      {hasWorkspaceRight(myRole, 'inviteMembers') ? (
        <Card className={styles.section} aria-labelledby="invite-title">
          <h2 id="invite-title">Invite people</h2>
          <InviteForm
            myRole={myRole}
            onInvite={(email, role) => actions.invite(workspaceId, email, role)}
          />
          <h3>Pending invitations</h3>
          <PendingInvitations
            workspaceId={workspaceId}
            onRevoke={async (invitationId) => {
              await actions.revokeInvitation(invitationId);
            }}
          />
        </Card>
      ) : null}
      {workspace.ownerId !== uid && !workspace.isDefault ? (
        <Card className={styles.section} aria-labelledby="leave-title">
          <h2 id="leave-title">Leave workspace</h2>
          <p className={styles.muted}>You lose access to its projects and content.</p>
          <Button variant="secondary" onClick={leave}>
            Leave {workspace.name}
          </Button>
        </Card>
      ) : null}
      {workspace.ownerId === uid && !workspace.isDefault ? (
        <p className={styles.muted}>
          As the owner you can leave only after making another member the owner.
        </p>
      ) : null}
      {hasWorkspaceRight(myRole, 'deleteWorkspace') && !workspace.isDefault ? (
        <Card className={`${styles.section} ${styles.danger}`} aria-labelledby="danger-title">
          <h2 id="danger-title">Danger zone</h2>
          <DangerZone
            workspaceName={workspace.name}
            onDelete={async (confirmName) => {
              await actions.deleteWorkspace(workspaceId, confirmName);
              goElsewhere();
            }}
          />
        </Card>
      ) : null}
      {confirm.dialog}
    </div>
  );
}

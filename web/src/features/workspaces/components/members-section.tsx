import { useState } from 'react';
import type { WorkspaceMemberSummary } from '@crewspace/common/models';
import {
  WORKSPACE_ROLES,
  hasWorkspaceRight,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Alert } from '../../../components/ui/alert';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { describeActionError } from '../../../lib/firebase/action-errors';
import styles from './workspace-settings.module.css';

export type AssignableRole = Exclude<WorkspaceRole, 'owner'>;
const ASSIGNABLE = WORKSPACE_ROLES.filter((role): role is AssignableRole => role !== 'owner');

export const ROLE_LABELS: Record<WorkspaceRole, string> = {
  owner: 'Owner',
  admin: 'Admin',
  member: 'Member',
  viewer: 'Viewer',
};

export interface MemberActions {
  changeRole(userId: string, role: AssignableRole): Promise<void>;
  remove(userId: string): Promise<void>;
  transferOwnership(userId: string): Promise<void>;
}

export interface MembersSectionProps {
  members: readonly WorkspaceMemberSummary[];
  ownerId: string;
  uid: string;
  /** The signed-in user's role: decides which controls show. */
  myRole: WorkspaceRole | null;
  /** Every member's resolved role, by uid. */
  roles: Readonly<Record<string, WorkspaceRole>>;
  actions: MemberActions;
}

/** Members with their roles; role changes, removal and ownership transfer as the role allows. */
export function MembersSection({
  members,
  ownerId,
  uid,
  myRole,
  roles,
  actions,
}: MembersSectionProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'transfer'; uid: string } | null>(null);
  const canAssign = hasWorkspaceRight(myRole, 'assignRoles');
  const canRemove = hasWorkspaceRight(myRole, 'removeMembers');
  const isOwner = myRole === 'owner';

  async function run(userId: string, action: () => Promise<void>, fallback: string) {
    setFailure(null);
    setBusyId(userId);
    try {
      await action();
    } catch (error) {
      console.warn(fallback, error);
      setFailure(describeActionError(error, fallback));
    } finally {
      setBusyId(null);
      setConfirm(null);
    }
  }

  return (
    <div className={styles.form}>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <ul className={styles.list} aria-label="Members">
        {members.map((member) => {
          const name = member.displayName || 'Anonymous User';
          const role = member.uid === ownerId ? 'owner' : (roles[member.uid] ?? 'member');
          const other = member.uid !== uid && member.uid !== ownerId;
          const busy = busyId === member.uid;
          return (
            <li key={member.uid} className={styles.member} aria-label={name}>
              <Avatar src={member.photoURL} name="" size="sm" />
              <span className={styles.memberName}>
                {name}
                {member.uid === uid ? ' (you)' : ''}
              </span>
              {canAssign && other ? (
                <select
                  className={styles.control}
                  aria-label={`Role of ${name}`}
                  value={role}
                  disabled={busy}
                  onChange={(event) =>
                    void run(
                      member.uid,
                      () => actions.changeRole(member.uid, event.target.value as AssignableRole),
                      'The role could not be changed.',
                    )
                  }
                >
                  {ASSIGNABLE.map((value) => (
                    <option key={value} value={value}>
                      {ROLE_LABELS[value]}
                    </option>
                  ))}
                </select>
              ) : (
                <Badge tone={role === 'owner' ? 'success' : 'neutral'}>{ROLE_LABELS[role]}</Badge>
              )}
              {canRemove && other ? (
                confirm?.kind === 'remove' && confirm.uid === member.uid ? (
                  <Button
                    size="sm"
                    variant="danger"
                    busy={busy}
                    onClick={() =>
                      void run(
                        member.uid,
                        () => actions.remove(member.uid),
                        'The member could not be removed.',
                      )
                    }
                  >
                    Confirm removal of {name}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirm({ kind: 'remove', uid: member.uid })}
                  >
                    Remove
                  </Button>
                )
              ) : null}
              {isOwner && other ? (
                confirm?.kind === 'transfer' && confirm.uid === member.uid ? (
                  <Button
                    size="sm"
                    variant="danger"
                    busy={busy}
                    onClick={() =>
                      void run(
                        member.uid,
                        () => actions.transferOwnership(member.uid),
                        'Ownership could not be transferred.',
                      )
                    }
                  >
                    Confirm: make {name} owner
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => setConfirm({ kind: 'transfer', uid: member.uid })}
                  >
                    Make owner
                  </Button>
                )
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

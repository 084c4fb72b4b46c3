import { useState } from 'react';
import {
  hasWorkspaceRight,
  resolveWorkspaceRole,
  type AssignableRole,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeActionError } from '@/lib/firebase/action-errors';
import type { Member } from '../api/members';
import { memberName } from '../api/use-members-by-id';
import { useMemberList } from '../api/use-member-list';
import { ROLE_LABELS, removalBlock, roleChoices } from '../member-controls';
import styles from './workspace-settings.module.css';

export interface MemberActions {
  changeRole(userId: string, role: AssignableRole): Promise<void>;
  remove(userId: string): Promise<void>;
  transferOwnership(userId: string): Promise<void>;
}

export interface MembersSectionProps {
  workspaceId: string;
  ownerId: string;
  uid: string;
  /** The signed-in user's role: decides which controls show. */
  myRole: WorkspaceRole | null;
  actions: MemberActions;
}

/**
 * The workspace's members a page at a time, searchable by name, with the role changes, removals
 * and ownership transfer the signed-in user's role allows (and why not, when it does not).
 */
export function MembersSection({
  workspaceId,
  ownerId,
  uid,
  myRole,
  actions,
}: MembersSectionProps) {
  const [search, setSearch] = useState('');
  const list = useMemberList(workspaceId, { search });
  const [failure, setFailure] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ kind: 'remove' | 'transfer'; uid: string } | null>(null);

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

  const rowProps = { ownerId, uid, myRole, actions, run, confirm, setConfirm, busyId };
  return (
    <div className={styles.form}>
      <TextField
        label="Search members"
        type="search"
        value={search}
        placeholder="Type the start of a name"
        autoComplete="off"
        onChange={(event) => setSearch(event.target.value)}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {list.status === 'loading' ? <p className={styles.muted}>Loading members…</p> : null}
      {list.status === 'error' ? (
        <Alert tone="error">The members could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      {list.status === 'ready' && list.members.length === 0 ? (
        <p className={styles.muted}>
          {search.trim() ? `No member's name starts with “${search.trim()}”.` : 'No members.'}
        </p>
      ) : null}
      {list.members.length > 0 ? (
        <ul className={styles.list} aria-label="Members">
          {list.members.map((member) => (
            <MemberRow key={member.uid} member={member} {...rowProps} />
          ))}
        </ul>
      ) : null}
      {list.hasMore || list.loadingMore ? (
        <Button variant="secondary" size="sm" busy={list.loadingMore} onClick={list.loadMore}>
          Load more members
        </Button>
      ) : null}
    </div>
  );
}

interface MemberRowProps {
  member: Member;
  ownerId: string;
  uid: string;
  myRole: WorkspaceRole | null;
  actions: MemberActions;
  run(userId: string, action: () => Promise<void>, fallback: string): Promise<void>;
  confirm: { kind: 'remove' | 'transfer'; uid: string } | null;
  setConfirm(confirm: { kind: 'remove' | 'transfer'; uid: string } | null): void;
  busyId: string | null;
}

function MemberRow({
  member,
  ownerId,
  uid,
  myRole,
  actions,
  run,
  confirm,
  setConfirm,
  busyId,
}: MemberRowProps) {
  const name = memberName(member);
  const self = member.uid === uid;
  // The stored role, suspended or not: what a role change or removal would act on.
  const role =
    resolveWorkspaceRole({ uid: member.uid, ownerId, member: { role: member.role } }) ?? 'member';
  const target = { callerRole: myRole, targetRole: role, self };
  const choices = roleChoices(target);
  const removal = removalBlock(target);
  const manages =
    hasWorkspaceRight(myRole, 'assignRoles') || hasWorkspaceRight(myRole, 'removeMembers');
  // Why this member's role or membership cannot change, shown to those who manage members.
  const notes = manages && !self ? [...new Set([choices.refusal, removal])] : [];
  const busy = busyId === member.uid;
  const confirming = (kind: 'remove' | 'transfer') =>
    confirm?.kind === kind && confirm.uid === member.uid;
  const roleSelect = [...(role === 'owner' ? [] : [role]), ...choices.allowed];

  return (
    <li className={styles.member} aria-label={name}>
      <Avatar src={member.photoURL} name="" size="sm" />
      <span className={styles.memberName}>
        {name}
        {self ? ' (you)' : ''}
      </span>
      {member.suspended ? <Badge tone="warning">Suspended</Badge> : null}
      {choices.allowed.length > 0 ? (
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
          {roleSelect.map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </select>
      ) : (
        <Badge tone={role === 'owner' ? 'success' : 'neutral'}>{ROLE_LABELS[role]}</Badge>
      )}
      {removal === null ? (
        confirming('remove') ? (
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
      {myRole === 'owner' && !self && !member.suspended ? (
        confirming('transfer') ? (
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
      {notes
        .filter((note): note is string => note !== null)
        .map((note) => (
          <span key={note} className={styles.note}>
            {note}
          </span>
        ))}
    </li>
  );
}

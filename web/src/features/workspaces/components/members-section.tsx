import { useEffect, useRef, useState } from 'react';
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
import { useConfirm, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { useAction, type ActionState } from '@/lib/use-action';
import type { Member } from '../api/members';
import { memberName, useMembersById } from '../api/use-members-by-id';
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
  /** A member to show (a link to them: `?member=`): found by name, their row marked and focused. */
  shownMember?: string | null;
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
  shownMember = null,
}: MembersSectionProps) {
  const [search, setSearch] = useState('');
  // A member shown by a link may be on any page of the list: their name is searched for them.
  const shown = useMembersById(workspaceId, shownMember ? [shownMember] : []);
  const shownName = shownMember ? shown.byId.get(shownMember)?.displayName.trim() : undefined;
  const [searchedFor, setSearchedFor] = useState<string | null>(null);
  if (shownMember && shownName && searchedFor !== shownMember) {
    setSearchedFor(shownMember);
    setSearch(shownName);
  }
  const list = useMemberList(workspaceId, { search });
  const action = useAction();
  const confirm = useConfirm();

  const rowProps = { ownerId, uid, myRole, actions, action, ask: confirm.ask, shownMember };
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
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {list.status === 'loading' && list.members.length === 0 ? (
        <p className={styles.muted}>Loading members…</p>
      ) : null}
      {list.status === 'error' ? (
        <Alert tone="error">The members could not be loaded. Reload the page to try again.</Alert>
      ) : null}
      {list.status === 'ready' && list.members.length === 0 ? (
        <p className={styles.muted}>
          {search.trim() ? `No member's name starts with “${search.trim()}”.` : 'No members.'}
        </p>
      ) : null}
      {list.members.length > 0 ? (
        <ul className={styles.list} aria-label="Members" aria-busy={list.status === 'loading'}>
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
      {confirm.dialog}
    </div>
  );
}

interface MemberRowProps {
  member: Member;
  ownerId: string;
  uid: string;
  myRole: WorkspaceRole | null;
  actions: MemberActions;
  /** The section's one action runner: a row's action is pending under the member's uid. */
  action: ActionState;
  ask(request: ConfirmRequest): void;
  shownMember: string | null;
}

function MemberRow({
  member,
  ownerId,
  uid,
  myRole,
  actions,
  action,
  ask,
  shownMember,
}: MemberRowProps) {
  const shown = member.uid === shownMember;
  const rowRef = useRef<HTMLLIElement>(null);
  // The member a link asked for: focused (which scrolls the row into view) when the row appears.
  useEffect(() => {
    if (shown) rowRef.current?.focus();
  }, [shown]);
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
  const busy = action.pending === member.uid;
  const roleSelect = [...(role === 'owner' ? [] : [role]), ...choices.allowed];

  return (
    <li
      ref={rowRef}
      className={shown ? `${styles.member} ${styles.shownMember}` : styles.member}
      aria-label={name}
      aria-current={shown ? 'true' : undefined}
      tabIndex={shown ? -1 : undefined}
    >
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
            void action.run(
              () => actions.changeRole(member.uid, event.target.value as AssignableRole),
              'The role could not be changed.',
              member.uid,
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
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            ask({
              title: 'Remove member?',
              name,
              consequence: 'They lose access to this workspace and its content.',
              confirmLabel: 'Remove member',
              failure: 'The member could not be removed.',
              onConfirm: () => actions.remove(member.uid),
            })
          }
        >
          Remove
        </Button>
      ) : null}
      {myRole === 'owner' && !self && !member.suspended ? (
        <Button
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={() =>
            ask({
              title: 'Make owner?',
              name,
              consequence: 'They become the owner and you become an admin.',
              confirmLabel: 'Make owner',
              failure: 'Ownership could not be transferred.',
              onConfirm: () => actions.transferOwnership(member.uid),
            })
          }
        >
          Make owner
        </Button>
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

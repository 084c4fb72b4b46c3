/**
 * Channel settings: rename, add and remove members, assign channel roles (through our API: no
 * client may change roles on Stream), change a Community's privacy, leave, delete (confirmed
 * first). Each action shows only when the channel's own_capabilities allow it
 * (channelPermissions). Managers of an `apply` community answer its join requests here, first.
 * Members and capabilities are read live from the channel (api/use-live-channel.ts), not from
 * the stock ChannelStateContext, whose copy misses changes that keep the member count.
 *
 * Over 300 lines: one dialog whose sections share its action state (busy, the error shown, the
 * confirmation); split, each section would take the same handful of props.
 */
import { useMemo, useState, type FormEvent } from 'react';
import {
  CHANNEL_PRIVACY,
  CHANNEL_TYPE_BY_KIND,
  productChannelRole,
  type ChannelPrivacy,
  type ChannelRole,
} from '@crewspace/common/chat';
import { Link } from 'react-router-dom';
import { useChannelStateContext, useChatContext } from 'stream-chat-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { Dialog } from '@/components/ui/dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { workspaceSettingsHref } from '@crewspace/common/links';
import { useAction } from '@/lib/use-action';
import { MemberSearch } from '@/features/workspaces';
import { useChannelActions } from '../api/use-channel-actions';
import { useCommunityActions } from '../api/use-community-actions';
import { isPendingMember, managesApplications } from '../community-rules';
import {
  PRIVACY_LABEL,
  assignableRoles,
  channelPermissions,
  isChannelPrivacy,
  validateChannelName,
} from './channel-rules';
import { useChannelMembers, useLiveChannel } from '../api/use-live-channel';
import { describeChatError } from '../chat-errors';
import { kindOfChannel } from '../state/chat-store';
import { JoinRequests } from './join-requests';
import styles from './chat.module.css';
import { PeopleFromField, usePeopleSource } from './people-source';

export interface ChannelSettingsProps {
  onClose(): void;
}

export function ChannelSettings({ onClose }: ChannelSettingsProps) {
  const { channel } = useChannelStateContext('ChannelSettings');
  const { client, setActiveChannel } = useChatContext('ChannelSettings');
  const members = useChannelMembers(channel);
  const people = usePeopleSource();
  const live = useLiveChannel(channel);
  const me = client.userID ?? '';
  const kind = kindOfChannel(channel);
  const myRole = live.membership?.channel_role;
  const permissions = channelPermissions(live.capabilities, kind, myRole);
  const currentPrivacy: ChannelPrivacy = live.data?.privacy ?? 'private';
  const [name, setName] = useState(channel.data?.name ?? '');
  const [privacy, setPrivacy] = useState<ChannelPrivacy>(currentPrivacy);
  const action = useAction(describeChatError);
  const confirm = useConfirm();
  const channelActions = useChannelActions();
  const communityActions = useCommunityActions();
  const { busy, run } = action;
  // Pending join requests arrive as members too; they are listed under Join requests.
  const memberList = members.filter((member) => !isPendingMember(member));
  const owners = memberList.filter(
    (member) => productChannelRole(member.channel_role) === 'owner',
  ).length;
  // Applicants are answered under Join requests (which notifies them), not added here.
  const memberIds = useMemo(
    () => new Set(members.flatMap((member) => member.user_id ?? member.user?.id ?? [])),
    [members],
  );

  /** Gone from the channel (left or deleted): the conversation closes with the dialog. */
  function closeChannel() {
    onClose();
    setActiveChannel(undefined);
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    const problem = validateChannelName(name);
    if (problem) {
      action.setError(problem);
      return;
    }
    void run(
      () => channel.updatePartial({ set: { name: name.trim() } }),
      'Could not rename the channel.',
      'rename',
    );
  }

  function changeRole(userId: string, role: ChannelRole) {
    void run(
      () =>
        channelActions.changeRole({
          channelType: CHANNEL_TYPE_BY_KIND[kind],
          channelId: channel.id ?? '',
          userId,
          role,
        }),
      'Could not change the role.',
      `role-${userId}`,
    );
  }

  function changePrivacy(event: FormEvent) {
    event.preventDefault();
    void run(
      () => communityActions.changePrivacy(channel, privacy),
      'Could not change who can join.',
      'privacy',
    );
  }

  const nothingAllowed =
    !permissions.canRename &&
    !permissions.canManageMembers &&
    !permissions.canChangePrivacy &&
    !permissions.canLeave &&
    !permissions.canDelete;

  return (
    <Dialog title="Channel settings" onClose={onClose}>
      {kind === 'Workspace' ? (
        <WorkspaceChannelNote workspaceId={live.data?.workspaceId} />
      ) : nothingAllowed ? (
        <p>You cannot change this channel.</p>
      ) : null}
      {/* Waiting people first: answering them is why a manager opens this most often. */}
      {managesApplications(channel) ? <JoinRequests channel={channel} /> : null}
      {permissions.canRename ? (
        <form onSubmit={rename} className={styles.form}>
          <TextField
            label="Channel name"
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" busy={action.pending === 'rename'} disabled={busy}>
            Rename
          </Button>
        </form>
      ) : null}
      {permissions.canChangePrivacy ? (
        <form onSubmit={changePrivacy} className={styles.form}>
          <SelectField
            label="Who can join"
            value={privacy}
            onChange={(event) => {
              if (isChannelPrivacy(event.target.value)) setPrivacy(event.target.value);
            }}
          >
            {CHANNEL_PRIVACY.map((value) => (
              <option key={value} value={value}>
                {PRIVACY_LABEL[value]}
              </option>
            ))}
          </SelectField>
          <Button
            type="submit"
            size="sm"
            busy={action.pending === 'privacy'}
            disabled={busy || privacy === currentPrivacy}
          >
            Change privacy
          </Button>
        </form>
      ) : null}
      <section aria-label="Members">
        <h3>Members ({memberList.length})</h3>
        <ul className={styles.memberList}>
          {memberList.map((member) => {
            const id = member.user_id ?? member.user?.id ?? '';
            const memberName = member.user?.name ?? id;
            const role = productChannelRole(member.channel_role) ?? member.channel_role ?? 'member';
            const roles = permissions.canAssignRoles
              ? assignableRoles(myRole, member.channel_role, id === me, owners)
              : null;
            return (
              <li key={id} aria-label={memberName}>
                <span>
                  {memberName}
                  {roles ? null : ` · ${role}`}
                </span>
                {roles ? (
                  <SelectField
                    label={`Role of ${memberName}`}
                    className={styles.roleField}
                    value={role}
                    disabled={busy}
                    onChange={(event) => {
                      const next = productChannelRole(event.target.value);
                      if (next) changeRole(id, next);
                    }}
                  >
                    {roles.map((option) => (
                      <option key={option} value={option}>
                        {option}
                      </option>
                    ))}
                  </SelectField>
                ) : null}
                {permissions.canManageMembers && id !== me ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={action.pending === `remove-${id}`}
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => channelActions.changeMember(channel, id, 'remove'),
                        `Could not remove ${memberName}.`,
                        `remove-${id}`,
                      )
                    }
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {permissions.canManageMembers ? <PeopleFromField source={people} /> : null}
        {permissions.canManageMembers && people.workspaceId ? (
          <MemberSearch
            workspaceId={people.workspaceId}
            label="Find people to add"
            exclude={memberIds}
            disabled={busy}
            onPick={(candidate) =>
              void run(
                () => channelActions.changeMember(channel, candidate.uid, 'add'),
                `Could not add ${candidate.displayName}.`,
                'add',
              )
            }
          />
        ) : null}
      </section>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div className={styles.actions}>
        {permissions.canLeave ? (
          <Button
            variant="secondary"
            busy={action.pending === 'leave'}
            disabled={busy}
            onClick={() =>
              void run(
                () => channel.removeMembers([me]),
                'Could not leave the channel.',
                'leave',
              ).then((left) => {
                if (left) closeChannel();
              })
            }
          >
            Leave channel
          </Button>
        ) : null}
        {permissions.canDelete ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() =>
              confirm.ask({
                title: 'Delete channel?',
                name: channel.data?.name ?? 'This channel',
                consequence: 'Its messages go for every member. This cannot be undone.',
                confirmLabel: 'Delete channel',
                failure: 'Could not delete the channel.',
                describeError: describeChatError,
                onConfirm: async () => {
                  await channel.delete();
                  closeChannel();
                },
              })
            }
          >
            Delete channel
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {confirm.dialog}
    </Dialog>
  );
}

/**
 * A workspace's channel is the workspace's own: the server names it after the workspace and keeps
 * its members the workspace's, so nobody changes those here (SECURITY.md, promise 10).
 */
function WorkspaceChannelNote({ workspaceId }: { workspaceId: unknown }) {
  return (
    <p>
      This channel belongs to its workspace: its name and its members follow the workspace.
      {typeof workspaceId === 'string' && workspaceId ? (
        <>
          {' '}
          <Link to={workspaceSettingsHref(workspaceId)}>Workspace settings</Link>
        </>
      ) : null}
    </p>
  );
}

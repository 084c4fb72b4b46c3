/**
 * Channel settings: rename, add and remove members, leave, delete. Each action shows only when
 * the channel's own_capabilities allow it (channelPermissions). Managers of an `apply` community
 * also answer its join requests here.
 */
import type { WorkspaceMemberSummary } from '@crewspace/common/models';
import { useId, useState, type FormEvent } from 'react';
import { useChannelStateContext, useChatContext } from 'stream-chat-react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/text-field';
import { channelPermissions, validateChannelName } from './channel-actions';
import { kindOfChannel } from './chat-store';
import { isPendingMember, managesApplications } from './community-actions';
import { JoinRequests } from './join-requests';
import styles from './chat.module.css';

export interface ChannelSettingsProps {
  /** Workspace members who may be added. */
  candidates: WorkspaceMemberSummary[];
  onClose(): void;
}

export function ChannelSettings({ candidates, onClose }: ChannelSettingsProps) {
  const titleId = useId();
  const { channel, members } = useChannelStateContext('ChannelSettings');
  const { client, setActiveChannel } = useChatContext('ChannelSettings');
  const me = client.userID ?? '';
  const kind = kindOfChannel(channel);
  const permissions = channelPermissions(channel.data?.own_capabilities, kind);
  const [name, setName] = useState(channel.data?.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Pending join requests arrive as members too; they are listed under Join requests.
  const memberList = Object.values(members ?? {}).filter((member) => !isPendingMember(member));
  // Applicants are answered under Join requests (which notifies them), not added here.
  const memberIds = new Set(
    Object.values(members ?? {}).map((member) => member.user_id ?? member.user?.id),
  );
  const addable = candidates.filter((candidate) => !memberIds.has(candidate.uid));

  async function run(action: () => Promise<unknown>, after?: () => void) {
    setBusy(true);
    setError(null);
    try {
      await action();
      after?.();
    } catch (failure) {
      console.error('Channel settings action failed', failure);
      setError(failure instanceof Error ? failure.message : 'That did not work.');
    } finally {
      setBusy(false);
    }
  }

  function rename(event: FormEvent) {
    event.preventDefault();
    const problem = validateChannelName(name);
    if (problem) {
      setError(problem);
      return;
    }
    void run(() => channel.updatePartial({ set: { name: name.trim() } }));
  }

  const nothingAllowed =
    !permissions.canRename &&
    !permissions.canManageMembers &&
    !permissions.canLeave &&
    !permissions.canDelete;

  return (
    <div role="dialog" aria-modal="false" aria-labelledby={titleId} className={styles.panel}>
      <h2 id={titleId}>Channel settings</h2>
      {nothingAllowed ? <p>You cannot change this channel.</p> : null}
      {permissions.canRename ? (
        <form onSubmit={rename} className={styles.form}>
          <TextField
            label="Channel name"
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
          <Button type="submit" size="sm" disabled={busy}>
            Rename
          </Button>
        </form>
      ) : null}
      <section aria-label="Members">
        <h3>Members ({memberList.length})</h3>
        <ul className={styles.memberList}>
          {memberList.map((member) => {
            const id = member.user_id ?? member.user?.id ?? '';
            return (
              <li key={id}>
                <span>
                  {member.user?.name ?? id}
                  {member.channel_role ? ` · ${member.channel_role}` : ''}
                </span>
                {permissions.canManageMembers && id !== me ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() => void run(() => channel.removeMembers([id]))}
                  >
                    Remove
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
        {permissions.canManageMembers && addable.length ? (
          <ul className={styles.memberList} aria-label="Add members">
            {addable.map((candidate) => (
              <li key={candidate.uid}>
                <span>{candidate.displayName}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={busy}
                  onClick={() => void run(() => channel.addMembers([candidate.uid]))}
                >
                  Add
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {managesApplications(channel) ? <JoinRequests channel={channel} /> : null}
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className={styles.actions}>
        {permissions.canLeave ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void run(
                () => channel.removeMembers([me]),
                () => {
                  onClose();
                  setActiveChannel(undefined);
                },
              )
            }
          >
            Leave channel
          </Button>
        ) : null}
        {permissions.canDelete ? (
          <Button
            variant="danger"
            disabled={busy}
            onClick={() => {
              if (!window.confirm('Delete this channel and all its messages?')) return;
              void run(
                () => channel.delete(),
                () => {
                  onClose();
                  setActiveChannel(undefined);
                },
              );
            }}
          >
            Delete channel
          </Button>
        ) : null}
        <Button variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

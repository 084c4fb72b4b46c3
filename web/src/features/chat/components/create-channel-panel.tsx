/** Dialogs to start a Direct chat, create a Group or create a Community. */
import { CHANNEL_PRIVACY, type ChannelPrivacy } from '@crewspace/common/chat';
import { useMemo, useState, type FormEvent } from 'react';
import type { Channel, StreamChat } from 'stream-chat';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useAction } from '@/lib/use-action';
import { MemberPicker } from '@/features/workspaces';
import { useChannelActions } from '../api/use-channel-actions';
import { isChannelPrivacy, PRIVACY_LABEL, validateChannelName } from './channel-rules';
import { describeChatError } from '../chat-errors';
import styles from './chat.module.css';
import { PeopleFromField, usePeopleSource } from './people-source';

export type CreateKind = 'Direct' | 'Group' | 'Community';

const TITLE: Record<CreateKind, string> = {
  Direct: 'New direct message',
  Group: 'New group',
  Community: 'New community',
};

export interface CreateChannelPanelProps {
  kind: CreateKind;
  client: StreamChat;
  /** The current user's id. */
  me: string;

  /** Called with the new (or existing Direct) channel. */
  onCreated(channel: Channel): void;
  onCancel(): void;
}

export function CreateChannelPanel({
  kind,
  client,
  me,
  onCreated,
  onCancel,
}: CreateChannelPanelProps) {
  const [name, setName] = useState('');
  const people = usePeopleSource();
  const { workspaceId } = people;
  const [picked, setPicked] = useState<string[]>([]);
  const [privacy, setPrivacy] = useState<ChannelPrivacy>('public');
  const action = useAction(describeChatError);
  const channelActions = useChannelActions();
  const notMe = useMemo(() => [me], [me]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (kind !== 'Direct') {
      const problem = validateChannelName(name);
      if (problem) {
        action.setError(problem);
        return;
      }
    }
    if (kind !== 'Community' && picked.length === 0) {
      action.setError(kind === 'Direct' ? 'Pick someone to message.' : 'Pick at least one member.');
      return;
    }
    void action.run(
      async () => {
        const channel =
          kind === 'Direct'
            ? await channelActions.openDirect(client, picked[0] ?? '')
            : kind === 'Group'
              ? await channelActions.createGroup(client, name, picked)
              : await channelActions.createCommunity(client, me, name, privacy);
        onCreated(channel);
      },
      kind === 'Direct' ? 'Could not start the chat.' : 'Could not create the channel.',
    );
  }

  return (
    <Dialog title={TITLE[kind]} onClose={onCancel}>
      <form onSubmit={submit} className={styles.form}>
        {kind !== 'Direct' ? (
          <TextField
            label="Name"
            value={name}
            maxLength={64}
            onChange={(event) => setName(event.target.value)}
          />
        ) : null}
        {kind !== 'Community' ? (
          // Chosen people are named from the chosen workspace's members: a change starts again.
          <PeopleFromField source={people} onChange={() => setPicked([])} />
        ) : null}
        {kind !== 'Community' ? (
          workspaceId ? (
            <MemberPicker
              workspaceId={workspaceId}
              label={kind === 'Direct' ? 'Message' : 'Members'}
              single={kind === 'Direct'}
              value={picked}
              exclude={notMe}
              onChange={setPicked}
            />
          ) : (
            <p>Choose a workspace first: people are found among its members.</p>
          )
        ) : (
          <fieldset className={styles.fieldset}>
            <legend>Privacy</legend>
            {CHANNEL_PRIVACY.map((value) => (
              <label key={value} className={styles.option}>
                <input
                  type="radio"
                  name="privacy"
                  value={value}
                  checked={privacy === value}
                  onChange={(event) => {
                    if (isChannelPrivacy(event.target.value)) setPrivacy(event.target.value);
                  }}
                />
                {PRIVACY_LABEL[value]}
              </label>
            ))}
          </fieldset>
        )}
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        <div className={styles.actions}>
          <Button type="button" variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" busy={action.busy}>
            {kind === 'Direct' ? 'Start chat' : 'Create'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

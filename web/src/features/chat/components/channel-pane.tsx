/** The open channel: its header, messages, composer and thread, or a thread over it on a small screen. */
import 'stream-chat-react/dist/css/index.css';
import { useState } from 'react';
import {
  Channel,
  MessageComposer,
  MessageList,
  Thread,
  Window,
  WithComponents,
  useChannelStateContext,
} from 'stream-chat-react';
import { ChannelHeaderBar } from './channel-header';
import { ChannelMenu } from './channel-menu';
import { useDraftsOfChannels, useRestoreDraft } from '../api/use-drafts';
import { PinnedMessages } from './pinned-messages';
import { ThreadHeader } from './thread-header';
import { useCapabilitiesFollowOwnRole, useLiveChannel } from '../api/use-live-channel';
import { ChannelSettings } from './channel-settings';
import { ChatMessageActions } from './message-actions';
import { ChatMessage } from './message-tasks';
import { renderMessageText } from './message-text';
import { useChat } from '../state/chat-provider';
import { ShowTargetMessage } from './chat-target';
import styles from './chat.module.css';

/**
 * The stock composer does not read `send-message`; without it (viewers, outsiders of a
 * community, frozen channels) the user gets a note instead of a box whose sends would be refused.
 * Capabilities are read live: the context's copy misses a role changed while the channel is open.
 */
function Composer() {
  const { channel } = useChannelStateContext('Composer');
  const drafts = useDraftsOfChannels();
  const { connection } = useChat();
  useCapabilitiesFollowOwnRole(channel);
  const { capabilities } = useLiveChannel(channel);
  useRestoreDraft(channel, channel.cid in drafts);
  // Disconnected, a message would show as sent and then fail: nothing is offered that cannot be
  // delivered. The unsent text waits in the composer (and its draft) until the chat reconnects.
  if (connection !== 'connected') {
    return (
      <p className={styles.readOnly} role="note">
        You are offline. Messages can be sent again once the chat reconnects.
      </p>
    );
  }
  // The unsent text stays with the channel's composer when another channel opens (it is saved as
  // a draft as well), instead of the stock clear-on-unmount racing the draft being read back.
  if (capabilities.includes('send-message')) return <MessageComposer preventClearingOnUnmount />;
  return (
    <p className={styles.readOnly} role="note">
      You can read this channel but not send messages in it.
    </p>
  );
}

/**
 * The open channel's header: on a narrow screen a back control to the list, and one menu with
 * the pinned messages, the settings and the user's own pin / archive / mute / hide.
 */
function ChannelTop({ onBack }: { onBack: () => void }) {
  const { channel } = useChannelStateContext('ChannelTop');
  const [panel, setPanel] = useState<'settings' | 'pinned' | null>(null);
  return (
    <>
      <ChannelHeaderBar
        start={
          <button type="button" className={styles.backButton} onClick={onBack}>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">Back to channels</span>
          </button>
        }
        actions={
          <ChannelMenu
            channel={channel}
            items={[
              { label: 'Pinned messages', onSelect: () => setPanel('pinned') },
              { label: 'Channel settings', onSelect: () => setPanel('settings') },
            ]}
          />
        }
      />
      {panel === 'settings' ? <ChannelSettings onClose={() => setPanel(null)} /> : null}
      {panel === 'pinned' ? <PinnedMessages onClose={() => setPanel(null)} /> : null}
    </>
  );
}

/**
 * A thread's stock composer while the chat is disconnected: the reply can be typed (and waits
 * there) but neither Enter nor a send button posts it.
 */
const OFFLINE_THREAD_COMPOSER = {
  hideSendButton: true,
  shouldSubmit: () => false,
  additionalTextareaProps: { placeholder: 'Offline: replies can be sent once the chat reconnects' },
} as const;

/** A thread's replies read as the channel's messages do. */
const THREAD_MESSAGE_LIST = { renderText: renderMessageText } as const;

export function ChannelPane({ onBack }: { onBack: () => void }) {
  const { connection } = useChat();
  return (
    <WithComponents
      overrides={{ ThreadHeader, MessageActions: ChatMessageActions, Message: ChatMessage }}
    >
      <Channel>
        <ShowTargetMessage />
        <Window>
          <ChannelTop onBack={onBack} />
          <MessageList renderText={renderMessageText} />
          <Composer />
        </Window>
        <Thread
          additionalMessageListProps={THREAD_MESSAGE_LIST}
          {...(connection === 'connected'
            ? {}
            : { additionalMessageComposerProps: OFFLINE_THREAD_COMPOSER })}
        />
      </Channel>
    </WithComponents>
  );
}

/**
 * The open channel's header: avatar, name, and under it who is typing or the presence from the
 * chat service (api/use-channel-presence.ts), with our channel actions at the end. It replaces the stock
 * ChannelHeader, whose subtitle counts watchers instead of reading presence.
 */
import type { ReactNode } from 'react';
import {
  ChannelAvatar,
  TypingIndicatorHeader,
  useChannelPreviewInfo,
  useChannelStateContext,
  useTypingContext,
} from 'stream-chat-react';
import { useChannelPresence } from '../api/use-channel-presence';
import styles from './chat.module.css';

export function ChannelHeaderBar({ start, actions }: { start?: ReactNode; actions?: ReactNode }) {
  const { channel } = useChannelStateContext('ChannelHeaderBar');
  const { typing = {} } = useTypingContext('ChannelHeaderBar');
  const { displayImage, displayTitle, groupChannelDisplayInfo } = useChannelPreviewInfo({
    channel,
  });
  const presence = useChannelPresence(channel);
  const me = channel.getClient().userID;
  const someoneTyping = Object.values(typing).some(
    ({ parent_id, user }) => user?.id !== me && !parent_id,
  );
  return (
    <div className={styles.channelHeader}>
      {start}
      <ChannelAvatar
        className={styles.channelAvatar}
        displayMembers={groupChannelDisplayInfo?.members}
        imageUrl={displayImage}
        size="lg"
        userName={displayTitle}
      />
      <div className={styles.channelTitle}>
        <h2>{displayTitle}</h2>
        <div data-testid="channel-presence">
          {someoneTyping ? <TypingIndicatorHeader /> : presence}
        </div>
      </div>
      {actions ? <div className={styles.headerActions}>{actions}</div> : null}
    </div>
  );
}

/**
 * The thread's header: "Thread", the channel's name and a close button. It replaces the stock
 * ThreadHeader, which reads stream-chat-react's ChatView context (a layout we do not use) and
 * warned "useChatViewContext hook was called outside of the ChatView provider" on every render.
 */
import {
  useChannelPreviewInfo,
  useChannelStateContext,
  type ThreadHeaderProps,
} from 'stream-chat-react';
import { Button } from '@/components/ui/button';
import styles from './chat.module.css';

export function ThreadHeader({ closeThread }: ThreadHeaderProps) {
  const { channel } = useChannelStateContext('ThreadHeader');
  const { displayTitle } = useChannelPreviewInfo({ channel });
  return (
    <div className={styles.channelHeader}>
      <div className={styles.channelTitle}>
        <h2>Thread</h2>
        <div>{displayTitle}</div>
      </div>
      <Button size="sm" variant="ghost" onClick={() => closeThread()}>
        Close thread
      </Button>
    </div>
  );
}

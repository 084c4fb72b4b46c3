/**
 * The open channel's pinned messages (the chat service keeps the latest ten in the channel
 * state), newest pin first, each a button that scrolls to the message and highlights it.
 * Pinning and unpinning are stream-chat-react's message actions, offered by the channel role.
 */
import { useEffect, useReducer } from 'react';
import type { EventTypes } from 'stream-chat';
import { useChannelActionContext, useChannelStateContext } from 'stream-chat-react';
import { Button } from '@/components/ui/button';
import styles from './chat.module.css';

const PIN_EVENTS: readonly EventTypes[] = ['message.new', 'message.updated', 'message.deleted'];

export function PinnedMessages({ onClose }: { onClose: () => void }) {
  const { channel } = useChannelStateContext('PinnedMessages');
  const { jumpToMessage } = useChannelActionContext('PinnedMessages');
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    const subscriptions = PIN_EVENTS.map((type) => channel.on(type, () => bump()));
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [channel]);
  const pinned = [...channel.state.pinnedMessages].sort(
    (a, b) => new Date(b.pinned_at ?? 0).getTime() - new Date(a.pinned_at ?? 0).getTime(),
  );
  return (
    <section className={styles.panel} aria-label="Pinned messages">
      <div className={styles.panelHeader}>
        <h2>Pinned messages</h2>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Close
        </Button>
      </div>
      {pinned.length === 0 ? (
        <p>No pinned messages yet.</p>
      ) : (
        <ul className={styles.pinnedList}>
          {pinned.map((message) => (
            <li key={message.id}>
              <button type="button" onClick={() => void jumpToMessage(message.id)}>
                <strong>{message.user?.name ?? message.user?.id}</strong>
                <span>{message.text || 'Attachment'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

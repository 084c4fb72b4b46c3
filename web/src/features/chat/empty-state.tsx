/**
 * ComponentContext `EmptyStateIndicator`: the stock one marks its sentence `role="listitem"`
 * with no list around it (axe: aria-required-parent, on every empty channel). The same words,
 * icons and classes, as a plain sentence; an empty channel the user may only read does not ask
 * them to write.
 */
import {
  IconMessageBubble,
  IconMessageBubbles,
  useChannelStateContext,
  useTranslationContext,
  type EmptyStateIndicatorProps,
} from 'stream-chat-react';

/** An empty channel's message list (inside the channel's context, unlike the channel list). */
function EmptyChannel({ messageText }: { messageText?: string }) {
  const { t } = useTranslationContext('EmptyChannel');
  const { channelCapabilities = {} } = useChannelStateContext('EmptyChannel');
  const prompt = channelCapabilities['send-message']
    ? messageText || 'Send a message to start the conversation'
    : 'No messages yet';
  return (
    <div className="str-chat__empty-channel">
      <IconMessageBubble />
      <p className="str-chat__empty-channel-text">{t(prompt)}</p>
    </div>
  );
}

export function EmptyState({ listType, messageText }: EmptyStateIndicatorProps) {
  const { t } = useTranslationContext('EmptyState');
  if (listType === 'thread') return null;
  if (listType === 'channel') {
    return (
      <div className="str-chat__channel-list-empty">
        <IconMessageBubbles />
        <p>{t('No conversations yet')}</p>
      </div>
    );
  }
  if (listType === 'message') return <EmptyChannel messageText={messageText} />;
  return <p>{t('No items exist')}</p>;
}

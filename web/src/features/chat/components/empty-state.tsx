/**
 * ComponentContext `EmptyStateIndicator`: the stock one marks its sentence `role="listitem"`
 * with no list around it (axe: aria-required-parent, on every empty channel). The same words,
 * icons and classes, as a plain sentence; an empty channel the user may only read does not ask
 * them to write.
 */
import {
  IconMessageBubble,
  IconMessageBubbles,
  useChatContext,
  useTranslationContext,
  type EmptyStateIndicatorProps,
} from 'stream-chat-react';

/**
 * An empty message list. It is also drawn outside any channel's context (the library's lists of
 * messages), so the open channel comes from the chat's context.
 */
function EmptyChannel({ messageText }: { messageText?: string }) {
  const { t } = useTranslationContext('EmptyChannel');
  const { channel } = useChatContext('EmptyChannel');
  const canSend = channel?.data?.own_capabilities?.includes('send-message') ?? true;
  const prompt = canSend
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

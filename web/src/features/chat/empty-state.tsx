/**
 * ComponentContext `EmptyStateIndicator`: the stock one marks its sentence `role="listitem"`
 * with no list around it (axe: aria-required-parent, on every empty channel). The same words,
 * icons and classes, as a plain sentence.
 */
import {
  IconMessageBubble,
  IconMessageBubbles,
  useTranslationContext,
  type EmptyStateIndicatorProps,
} from 'stream-chat-react';

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
  if (listType === 'message') {
    return (
      <div className="str-chat__empty-channel">
        <IconMessageBubble />
        <p className="str-chat__empty-channel-text">
          {t(messageText || 'Send a message to start the conversation')}
        </p>
      </div>
    );
  }
  return <p>{t('No items exist')}</p>;
}

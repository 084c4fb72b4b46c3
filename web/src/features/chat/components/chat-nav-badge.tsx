/** The total unread count on the Chat nav item; nothing when everything is read. */
import { Badge } from '@/components/ui/badge';
import { useTotalUnreadCount } from '../state/chat-provider';

export function ChatNavBadge() {
  const total = useTotalUnreadCount();
  if (total <= 0) return null;
  const label = `${total} unread ${total === 1 ? 'message' : 'messages'}`;
  return (
    <Badge tone="danger">
      <span aria-label={label} data-testid="chat-unread-badge">
        {total > 99 ? '99+' : total}
      </span>
    </Badge>
  );
}

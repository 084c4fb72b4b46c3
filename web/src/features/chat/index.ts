/**
 * The chat feature's public surface. The chat page loads stream-chat-react and its CSS, so it is
 * lazy here; the provider, the unread count and the nav badge are light.
 */
import { lazy } from 'react';

export const ChatPage = lazy(() => import('./chat-page'));
export { ChatProvider, useChat, useChatState, useTotalUnreadCount } from './chat-provider';
export { ChatNavBadge } from './chat-nav-badge';

/**
 * The chat feature's public surface. The chat page loads stream-chat-react and its CSS, so it is
 * lazy here (and prefetched in idle time); the provider, the unread count and the nav badge are
 * light.
 */
import { lazy } from 'react';

const loadChatPage = () => import('./chat-page');

export const ChatPage = lazy(loadChatPage);

/**
 * Fetches the chat page's code (stream-chat-react and its CSS, the heaviest page) when the
 * browser is next idle, so opening /chat later does not wait for it, while the page the user
 * landed on loads first. Without requestIdleCallback (Safari, jsdom) it loads when /chat opens,
 * as before. Returns a cancel.
 */
export function prefetchChatPage(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  const handle = window.requestIdleCallback(() => {
    // A failed prefetch costs nothing: opening /chat imports it again and shows its own error.
    loadChatPage().catch(() => undefined);
  });
  return () => window.cancelIdleCallback(handle);
}

export { ChatProvider, useChat, useChatState, useTotalUnreadCount } from './chat-provider';
export { ChatNavBadge } from './chat-nav-badge';

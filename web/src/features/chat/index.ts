/**
 * The chat feature's public surface. The chat page loads stream-chat-react and its CSS, so it is
 * lazy here (and prefetched in idle time); the provider, the unread count and the nav badge are
 * light.
 */
import { lazy } from 'react';

const loadChatPage = () => import('./components/chat-page');

export const ChatPage = lazy(loadChatPage);

/**
 * How long after a signed-in page mounts the prefetch waits before asking for idle time: the
 * landing page's own code and data (its Firestore reads, the chat connection) go first, and idle
 * moments while they are in flight are not the time to fetch another page.
 */
const CHAT_PREFETCH_DELAY_MS = 3_000;

/**
 * Fetches the chat page's code (stream-chat-react and its CSS, the heaviest page) in idle time a
 * little after landing (CHAT_PREFETCH_DELAY_MS), so opening /chat later does not wait for it,
 * while the page the user landed on loads first. Without requestIdleCallback (Safari, jsdom) it
 * loads when /chat opens, as before. Returns a cancel.
 */
export function prefetchChatPage(): () => void {
  if (typeof window.requestIdleCallback !== 'function') return () => undefined;
  let idle: number | undefined;
  const timer = window.setTimeout(() => {
    idle = window.requestIdleCallback(() => {
      // A failed prefetch costs nothing: opening /chat imports it again and shows its own error.
      loadChatPage().catch(() => undefined);
    });
  }, CHAT_PREFETCH_DELAY_MS);
  return () => {
    window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}

export { ChatProvider, useChat, useChatState, useTotalUnreadCount } from './state/chat-provider';
export { ChatNavBadge } from './components/chat-nav-badge';

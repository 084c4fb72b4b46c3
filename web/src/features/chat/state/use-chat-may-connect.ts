/**
 * When the chat may connect. On the chat page, at once. Elsewhere the page's own data comes
 * first: the chat SDK (some 100 KiB) and its token and channel requests wait until Firestore has
 * delivered, then AFTER_DATA_MS while the page draws it, then idle time, so they stay off a
 * page's way to its largest paint (docs/performance.md: right after the data, they were still
 * on it); the unread badge follows a moment later. A page whose data never comes (Firestore
 * unreachable) still gets its chat after CHAT_CONNECT_LATEST_MS. Once allowed it stays allowed,
 * so moving between pages never reconnects.
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { whenIdle } from '@/lib/when-idle';

/** The longest a page without its data holds the chat back. */
export const CHAT_CONNECT_LATEST_MS = 5_000;
/** How long after the page's data the chat waits, while the page draws what came. */
const AFTER_DATA_MS = 2_000;
/** The longest the chat waits for idle time after that. */
const IDLE_LATEST_MS = 1_000;

export function useChatMayConnect(pageDataArrived: boolean): boolean {
  const onChatPage = useLocation().pathname.startsWith('/chat');
  const [allowed, setAllowed] = useState(onChatPage);
  const now = allowed || onChatPage;

  useEffect(() => {
    if (now) {
      setAllowed(true);
      return;
    }
    const latest = window.setTimeout(() => setAllowed(true), CHAT_CONNECT_LATEST_MS);
    return () => window.clearTimeout(latest);
  }, [now]);

  useEffect(() => {
    if (now || !pageDataArrived) return;
    let cancelIdle: (() => void) | undefined;
    const settled = window.setTimeout(() => {
      cancelIdle = whenIdle(() => setAllowed(true), IDLE_LATEST_MS);
    }, AFTER_DATA_MS);
    return () => {
      window.clearTimeout(settled);
      cancelIdle?.();
    };
  }, [now, pageDataArrived]);

  return now;
}

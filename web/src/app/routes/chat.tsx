/**
 * The /chat route. A plain component around the chat feature's lazy page: the signed-in chunk's
 * exports are themselves loaded lazily (signed-in-lazy.ts), and React cannot resolve a lazy
 * component to another lazy one.
 */
import { ChatPage } from '@/features/chat';

export function ChatRoute() {
  return <ChatPage />;
}

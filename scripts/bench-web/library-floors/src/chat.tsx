/**
 * stream-chat-react's stock chat and nothing else: the user's channel list and the open channel
 * (its messages, composer and thread) for the user and token in the address, which the bench
 * makes for the user whose /chat it measures. The app's chat page adds its grouped list, its
 * menus, drafts, tasks from messages and the rest of the signed-in app around it.
 */
import { useEffect, useState } from 'react';
import { StreamChat } from 'stream-chat';
import {
  Channel,
  ChannelList,
  Chat,
  MessageComposer,
  MessageList,
  Thread,
  Window,
} from 'stream-chat-react';
import 'stream-chat-react/dist/css/index.css';

const params = new URLSearchParams(location.search);
const userId = params.get('user') ?? '';

export default function ChatFloor() {
  const [client, setClient] = useState<StreamChat | null>(null);
  useEffect(() => {
    const chat = new StreamChat(import.meta.env.VITE_STREAM_API_KEY, {
      baseURL: import.meta.env.VITE_STREAM_BASE_URL,
    });
    let cancelled = false;
    void chat.connectUser({ id: userId }, params.get('token')).then(() => {
      if (!cancelled) setClient(chat);
    });
    return () => {
      cancelled = true;
      void chat.disconnectUser();
    };
  }, []);
  if (!client) return <p>Connecting…</p>;
  return (
    <Chat client={client}>
      <div style={{ display: 'flex', height: '100vh' }}>
        <ChannelList
          filters={{ members: { $in: [userId] } }}
          options={{ limit: 30, state: true, watch: true, presence: true }}
        />
        <Channel>
          <Window>
            <MessageList />
            <MessageComposer />
          </Window>
          <Thread />
        </Channel>
      </div>
    </Chat>
  );
}

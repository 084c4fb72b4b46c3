/**
 * ChatConnectionProvider against the chat emulator (in-process, own port): connect, live total
 * unread, and the rate-limit banner on a real 429 with X-RateLimit-Reset.
 */
import { LOCAL_STREAM_API_KEY } from '@crewspace/common/local-config';
import { render, screen, waitFor } from '@testing-library/react';
import type { StreamChat } from 'stream-chat';
import type { ApiPost } from '../api/chat-client';
import {
  ChatConnectionProvider,
  SENDING_PAUSED_MESSAGE,
  useChat,
  useChatState,
} from './chat-provider';
import { ChatBanners, ConnectionIndicator } from '../components/chat-status';
import { setUpChatEmulator } from '../testing/chat-emulator';

vi.mock('@/lib/api-client', () => ({ apiPost: vi.fn() }));
vi.mock('@/features/profile/profile-provider', () => ({ useProfile: vi.fn() }));

const chat = setUpChatEmulator([
  { id: 'alice', name: 'Alice' },
  { id: 'bob', name: 'Bob' },
]);

let clientSeen: StreamChat | null = null;

function Probe() {
  const { client } = useChat();
  const total = useChatState((state) => state.totalUnreadCount);
  clientSeen = client;
  return <p data-testid="total">{total}</p>;
}

function renderAlice() {
  const post = (async () => ({ token: chat.server.createToken('alice') })) as unknown as ApiPost;
  return render(
    <ChatConnectionProvider
      user={{ id: 'alice', name: 'Alice' }}
      config={{ apiKey: LOCAL_STREAM_API_KEY, baseURL: chat.emulator.url }}
      post={post}
    >
      <ConnectionIndicator />
      <ChatBanners />
      <Probe />
    </ChatConnectionProvider>,
  );
}

describe('ChatConnectionProvider with the chat emulator', () => {
  it('connects, counts a new message live and shows the rate-limit banner on a 429', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const channel = chat.server.channel('messaging', 'pair', {
      members: ['alice', 'bob'],
      created_by_id: 'bob',
      name: 'Pair',
    });
    await channel.create();

    const view = renderAlice();
    expect(await screen.findByText('Connected', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByTestId('rate-limit-banner')).toBeNull();
    expect(screen.queryByTestId('circuit-breaker-banner')).toBeNull();

    await channel.sendMessage({ text: 'hi alice', user_id: 'bob' });
    await waitFor(() => expect(screen.getByTestId('total')).toHaveTextContent('1'), {
      timeout: 5000,
    });

    chat.emulator.configureRateLimits({ limit: 1 });
    const client = clientSeen;
    if (!client) throw new Error('no client');
    for (let i = 0; i < 3; i += 1) {
      await client.queryChannels({ members: { $in: ['alice'] } }).catch(() => undefined);
    }
    expect(await screen.findByTestId('rate-limit-banner')).toHaveTextContent(
      /You can send again at/,
    );
    chat.emulator.configureRateLimits({ limit: 1000 });
    view.unmount();
  }, 20_000);

  it('opens the circuit breaker after 5 failed requests and pauses sending', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const channel = chat.server.channel('messaging', 'breaker', {
      members: ['alice', 'bob'],
      created_by_id: 'bob',
    });
    await channel.create();
    const view = renderAlice();
    expect(await screen.findByText('Connected', {}, { timeout: 8000 })).toBeInTheDocument();
    const client = clientSeen;
    if (!client) throw new Error('no client');

    chat.emulator.configureRateLimits({ limit: 1 });
    for (let i = 0; i < 4; i += 1) {
      await client.queryChannels({ cid: 'messaging:breaker' }).catch(() => undefined);
    }
    expect(screen.queryByTestId('circuit-breaker-banner')).toBeNull();
    for (let i = 0; i < 3; i += 1) {
      await client.queryChannels({ cid: 'messaging:breaker' }).catch(() => undefined);
    }
    expect(await screen.findByTestId('circuit-breaker-banner')).toHaveTextContent(
      /Sending is paused/,
    );
    chat.emulator.configureRateLimits({ limit: 1000 });
    await expect(
      client.channel('messaging', 'breaker').sendMessage({ text: 'while open' }),
    ).rejects.toThrow(SENDING_PAUSED_MESSAGE);
    view.unmount();
  }, 20_000);
});

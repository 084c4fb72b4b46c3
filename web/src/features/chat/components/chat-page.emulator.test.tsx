/**
 * The chat page against the chat emulator (in-process, own port) with real SDK clients: a draft
 * saved on the user's other device marks its channel in the list without drawing the open
 * channel's messages again. Typing saves a draft at every pause, so a draft that redrew every
 * message would cost a whole redraw per pause. Other features (the workspace, the task chips)
 * are replaced by their light stand-ins.
 */
import { LOCAL_STREAM_API_KEY } from '@crewspace/common/local-config';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@/features/theme';
import type { ApiPost } from '../api/chat-client';
import { ChatConnectionProvider } from '../state/chat-provider';
import { setUpChatEmulator } from '../testing/chat-emulator';
import ChatPage from './chat-page';
import type * as MessageTasks from './message-tasks';

const messageRenders = vi.hoisted(() => ({ count: 0 }));

vi.mock('./message-tasks', async (importOriginal) => {
  const actual = await importOriginal<typeof MessageTasks>();
  // The page's message component (it reads the message from the library's context), counting
  // its renders.
  function CountedChatMessage() {
    messageRenders.count += 1;
    return <actual.ChatMessage />;
  }
  return { ...actual, ChatMessage: CountedChatMessage };
});
vi.mock('@/features/tasks', () => ({
  LazyMakeTaskDialog: () => null,
  SourceTaskChips: () => null,
  suggestedTitle: (text: string) => text,
}));
vi.mock('@/features/workspaces', () => ({
  useWorkspace: () => ({ currentId: 'w1', memberships: [] }),
}));
vi.mock('@/lib/api-client', () => ({ apiPost: vi.fn() }));
vi.mock('@/features/profile/profile-provider', () => ({ useProfile: vi.fn() }));

const chat = setUpChatEmulator([
  { id: 'alice', name: 'Alice' },
  { id: 'bob', name: 'Bob' },
]);

/** Resolves once `read()` has not changed for `quietMs`. */
async function settled(read: () => number, quietMs = 400): Promise<number> {
  let last = read();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, quietMs));
    const now = read();
    if (now === last) return now;
    last = now;
  }
}

describe('the chat page with the chat emulator', () => {
  it("marks a channel with another device's draft without drawing the open channel's messages again", async () => {
    const id = await chat.messaging('bob', ['alice', 'bob'], 'page-drafts', 'Plans');
    const channel = chat.server.channel('messaging', id);
    for (const text of ['first note', 'second note', 'third note']) {
      await channel.sendMessage({ text, user_id: 'bob' });
    }
    const post = (async () => ({ token: chat.server.createToken('alice') })) as unknown as ApiPost;
    render(
      <MemoryRouter initialEntries={[`/chat?channel=messaging%3A${id}`]}>
        <ThemeProvider>
          <ChatConnectionProvider
            user={{ id: 'alice', name: 'Alice' }}
            config={{ apiKey: LOCAL_STREAM_API_KEY, baseURL: chat.emulator.url }}
            post={post}
          >
            <ChatPage />
          </ChatConnectionProvider>
        </ThemeProvider>
      </MemoryRouter>,
    );
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    await within(conversation).findByText('third note', {}, { timeout: 10_000 });
    const before = await settled(() => messageRenders.count);
    expect(before).toBeGreaterThanOrEqual(3);

    const phone = await chat.connect('alice');
    await phone.channel('messaging', id).createDraft({ text: 'half a plan' });
    await waitFor(() => expect(screen.getByTitle('half a plan')).toBeInTheDocument(), {
      timeout: 5_000,
    });
    expect(await settled(() => messageRenders.count)).toBe(before);
  }, 30_000);
});

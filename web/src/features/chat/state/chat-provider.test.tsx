import { render, screen } from '@testing-library/react';
import { ApiError } from '@/lib/firebase/errors';
import type { ApiPost } from '../api/chat-client';
import { ChatConnectionProvider, useChat } from './chat-provider';

vi.mock('@/lib/api-client', () => ({ apiPost: vi.fn() }));
vi.mock('@/features/profile/profile-provider', () => ({ useProfile: vi.fn() }));

function Status() {
  const { connection, error } = useChat();
  return (
    <p>
      <span data-testid="connection">{connection}</span>
      <span data-testid="error">{error ?? ''}</span>
    </p>
  );
}

const user = { id: 'alice', name: 'Alice' };
const config = { apiKey: 'crewspace-local-key', baseURL: 'http://127.0.0.1:1' };

function renderWith(post: ApiPost, apiKey: string | undefined = config.apiKey) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  return render(
    <ChatConnectionProvider user={user} config={{ ...config, apiKey }} post={post}>
      <Status />
    </ChatConnectionProvider>,
  );
}

describe('ChatConnectionProvider', () => {
  it('stores the token endpoint status when the token request fails', async () => {
    const post = vi.fn(() => Promise.reject(new ApiError('http', 'Forbidden', 403)));
    renderWith(post as unknown as ApiPost);
    expect(await screen.findByText('Failed to fetch Stream token: 403')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/stream/token', { userId: 'alice' });
    expect(screen.getByTestId('connection')).toHaveTextContent('disconnected');
  });

  it('reports a response without a token', async () => {
    const post = vi.fn(() => Promise.resolve({}));
    renderWith(post as unknown as ApiPost);
    expect(await screen.findByText('No token in response')).toBeInTheDocument();
  });

  it('reports a missing API key without calling the token endpoint', async () => {
    const post = vi.fn();
    renderWith(post as unknown as ApiPost, '');
    expect(await screen.findByText('Stream API key is missing')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByTestId('connection')).toHaveTextContent('disconnected');
  });

  it('stays disconnected without a user', () => {
    const post = vi.fn();
    render(
      <ChatConnectionProvider user={null} config={config} post={post as unknown as ApiPost}>
        <Status />
      </ChatConnectionProvider>,
    );
    expect(screen.getByTestId('connection')).toHaveTextContent('disconnected');
    expect(post).not.toHaveBeenCalled();
  });

  it('useChat throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Status />)).toThrow('useChat must be used inside <ChatProvider>.');
  });
});

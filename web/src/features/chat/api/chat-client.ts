/**
 * The stream-chat client: created per signed-in session and connected with a token provider that
 * asks our backend (`POST /api/stream/token`) for a fresh token whenever the SDK needs one, so a
 * token expiring after an hour is replaced without a reload.
 */
import type { StreamTokenRequest } from '@crewspace/common/api';
import type { StreamChat, TokenProvider } from 'stream-chat';
import { ApiError } from '@/lib/firebase/errors';
import { enableDrafts } from './drafts';

/** Request and connect timeout (product spec, "Chat connect timeout"). */
export const CONNECT_TIMEOUT_MS = 10_000;

export interface ChatConfig {
  apiKey: string | undefined;
  /** The chat emulator locally; unset for Stream itself. */
  baseURL?: string;
}

export interface ChatUser {
  id: string;
  name: string;
  image?: string;
}

/** POSTs JSON to /api with the user's ID token (lib/api-client apiPost). */
export type ApiPost = <T>(path: `/${string}`, body: unknown) => Promise<T>;

/**
 * A new client. The SDK is imported on demand, so it is its own chunk instead of part of the app's
 * main bundle: pages render first and the chat connection follows.
 */
export async function createChatClient(config: ChatConfig): Promise<StreamChat> {
  if (!config.apiKey) throw new Error('Stream API key is missing');
  const { StreamChat } = await import('stream-chat');
  // Where WebSockets are blocked (some proxies and firewalls) the SDK falls back to long-polling
  // after 6 s instead of failing: the product spec's "WebSocket fallback".
  const options = { timeout: CONNECT_TIMEOUT_MS, enableWSFallback: true };
  const client = config.baseURL
    ? new StreamChat(config.apiKey, { ...options, baseURL: config.baseURL })
    : new StreamChat(config.apiKey, options);
  enableDrafts(client);
  return client;
}

/** Fetches a Stream token for `userId`; throws the spec's messages on failure. */
export function createTokenProvider(userId: string, post: ApiPost): TokenProvider {
  return async () => {
    let body: { token?: unknown } | null;
    try {
      const request: StreamTokenRequest = { userId };
      body = await post<{ token?: unknown } | null>('/stream/token', request);
    } catch (error) {
      const status = error instanceof ApiError ? (error.status ?? 'network') : 'network';
      throw new Error(`Failed to fetch Stream token: ${status}`, { cause: error });
    }
    if (!body || typeof body.token !== 'string' || !body.token) {
      throw new Error('No token in response');
    }
    return body.token;
  };
}

/**
 * The connection did not open within CONNECT_TIMEOUT_MS. The SDK keeps trying (a cold token
 * endpoint can take longer), so `late` settles when that attempt finally succeeds or fails.
 */
export class ChatConnectTimeoutError extends Error {
  override readonly name = 'ChatConnectTimeoutError';
  constructor(readonly late: Promise<void>) {
    super('Chat connection timed out');
  }
}

/** Connects `user`, rejecting when the connection is not open within `timeoutMs`. */
export async function connectChatUser(
  client: StreamChat,
  user: ChatUser,
  post: ApiPost,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<void> {
  let tokenError: unknown = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let connecting: Promise<void> = Promise.resolve();
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new ChatConnectTimeoutError(
            connecting.catch((error: unknown) => {
              throw tokenError ?? error;
            }),
          ),
        ),
      timeoutMs,
    );
  });
  // The SDK wraps a token provider's error in its own message; keep ours to store and show.
  const provide = createTokenProvider(user.id, post);
  const tokenProvider: TokenProvider = async () => {
    try {
      const token = await provide();
      tokenError = null;
      return token;
    } catch (error) {
      tokenError = error;
      throw error;
    }
  };
  try {
    connecting = client
      .connectUser(
        { id: user.id, name: user.name, ...(user.image ? { image: user.image } : {}) },
        tokenProvider,
      )
      .then(() => undefined);
    await Promise.race([connecting, timeout]);
  } catch (error) {
    if (error instanceof ChatConnectTimeoutError) throw error;
    throw tokenError ?? error;
  } finally {
    clearTimeout(timer);
  }
}

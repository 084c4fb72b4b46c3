/**
 * Conformance-test helpers. Tests talk to the emulator only through the real `stream-chat`
 * SDK: a server client (key + secret) and connected user clients (key + user token).
 */
import { createHmac } from 'node:crypto';
import { createServer } from 'node:net';
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import type { Event, TokenOrProvider } from 'stream-chat';
import { StreamChat } from 'stream-chat';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { ChatEmulator, ChatEmulatorOptions } from '../server';
import { startChatEmulator } from '../server';

export const API_KEY = LOCAL_STREAM_API_KEY;
export const API_SECRET = LOCAL_STREAM_API_SECRET;

export interface Harness {
  emulator: ChatEmulator;
  server: StreamChat;
  /** Connects a user client (token from the server client unless one is given). */
  connect(userId: string, options?: ConnectOptions): Promise<StreamChat>;
  userClient(options?: { blockWebSocket?: boolean }): StreamChat;
}

export interface ConnectOptions {
  name?: string;
  token?: TokenOrProvider;
  /**
   * A client with `enableWSFallback` whose WebSocket URL points at a closed port, so it ends up
   * on the long-poll transport. `wsTimeoutMs` shortens how long it tries the socket first (the
   * SDK's `defaultWSTimeoutWithFallback`, 6 s).
   */
  blockWebSocket?: boolean;
  wsTimeoutMs?: number;
}

/** A local port nothing listens on: bound, read and released again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** One emulator per test file (port 0), state reset and clients disconnected after each test. */
export function useEmulator(options: ChatEmulatorOptions = {}): Harness {
  const clients: StreamChat[] = [];
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.emulator = await startChatEmulator({ port: 0, typingTimeoutMs: 400, ...options });
    harness.server = new StreamChat(API_KEY, API_SECRET, { baseURL: harness.emulator.url });
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.disconnectUser()));
    await harness.emulator.reset();
  });
  let deadPort = 0;
  afterAll(async () => {
    await harness.emulator.close();
  });
  beforeAll(async () => {
    deadPort = await closedPort();
  });
  harness.userClient = ({ blockWebSocket = false } = {}) => {
    const client = new StreamChat(API_KEY, {
      baseURL: harness.emulator.url,
      allowServerSideConnect: true,
      enableWSFallback: blockWebSocket,
    });
    // The SDK builds the socket URL from baseURL; a dead port makes every socket attempt fail.
    if (blockWebSocket) client.wsBaseURL = `ws://127.0.0.1:${deadPort}`;
    clients.push(client);
    return client;
  };
  harness.connect = async (userId, options = {}) => {
    const client = harness.userClient({ blockWebSocket: options.blockWebSocket });
    if (options.wsTimeoutMs !== undefined)
      client.defaultWSTimeoutWithFallback = options.wsTimeoutMs;
    await client.connectUser(
      { id: userId, name: options.name ?? userId },
      options.token ?? harness.server.createToken(userId),
    );
    return client;
  };
  return harness;
}

/**
 * A channel made server-side, as Crewspace makes direct and group chats (clients may not create
 * `messaging` channels): `createdBy` is its creator, an owner when listed among `members`.
 */
export async function serverChannel(
  h: Harness,
  type: string,
  id: string,
  {
    createdBy,
    members,
    ...data
  }: { createdBy: string; members: string[] } & Record<string, unknown>,
): Promise<void> {
  const ids = [...new Set([createdBy, ...members])];
  // Only the missing users are created: an upsert would drop the names the others carry.
  const { users } = await h.server.queryUsers(
    { id: { $in: ids } },
    {},
    { include_deactivated_users: true },
  );
  const missing = ids.filter((id) => !users.some((user) => user.id === id));
  if (missing.length > 0) await h.server.upsertUsers(missing.map((id) => ({ id })));
  await h.server
    .channel(type, id, { ...data, created_by_id: createdBy, members } as never)
    .create();
}

/** Resolves with the next event of a type (optionally matching) on a client, or fails. */
export function nextEvent(
  client: StreamChat,
  type: string,
  matches: (event: Event) => boolean = () => true,
  timeoutMs = 3000,
): Promise<Event> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      subscription.unsubscribe();
      reject(new Error(`no ${type} event within ${timeoutMs} ms`));
    }, timeoutMs);
    const subscription = client.on(type, (event) => {
      if (!matches(event)) return;
      clearTimeout(timer);
      subscription.unsubscribe();
      resolve(event);
    });
  });
}

/** Collects events of a type for assertions that something did NOT arrive. */
export function collectEvents(client: StreamChat, type: string): Event[] {
  const events: Event[] = [];
  client.on(type, (event) => events.push(event));
  return events;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The StreamChat error code of a rejected call, for `expect(await codeOf(...)).toBe(17)`. */
export async function errorOf(
  promise: Promise<unknown>,
): Promise<{ code?: number; status?: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    const e = error as { code?: number; status?: number; message: string };
    return { code: e.code, status: e.status, message: e.message };
  }
  throw new Error('expected the call to fail, but it succeeded');
}

/**
 * A raw Stream API call, for what the SDK refuses before sending (client-side validation):
 * the server must refuse those requests too.
 */
export async function rawCall(
  h: Harness,
  method: string,
  path: string,
  options: {
    userId?: string;
    /** A token to send instead of one signed here for `userId` (or the server). */
    token?: string;
    body?: unknown;
    query?: Record<string, string>;
  } = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const query = new URLSearchParams({ api_key: API_KEY, ...options.query });
  if (options.userId) query.set('user_id', options.userId);
  const token =
    options.token ?? (options.userId ? h.server.createToken(options.userId) : serverToken());
  const response = await fetch(`${h.emulator.url}${path}?${query}`, {
    method,
    headers: {
      Authorization: token,
      'stream-auth-type': 'jwt',
      'Content-Type': 'application/json',
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

/** A server token as the SDK signs it: HS256 over `{"server":true}`. */
export function serverToken(): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ server: true })}`;
  return `${unsigned}.${createHmac('sha256', API_SECRET).update(unsigned).digest('base64url')}`;
}

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { registerAppRoutes } from './app/app-routes';
import type { AuthConfig } from './auth';
import { registerChannelEventRoute } from './channels/channel-event-route';
import { registerMemberRoutes } from './channels/member-routes';
import { registerChannelQueryRoutes } from './channels/query-channel';
import { registerQueryChannelsRoute } from './channels/query-channels';
import { registerReadStateRoutes } from './channels/read-state';
import { registerChannelUpdateRoutes } from './channels/update-channel';
import type { EmulatorContext } from './context';
import { Fanout } from './events/fanout';
import { TypingTimers } from './events/typing';
import { registerEmulatorRoutes } from './http/emulator-routes';
import { createRequestHandler } from './http/handler';
import { Router } from './http/router';
import { registerDraftRoutes } from './messages/drafts';
import { registerMessageListRoutes } from './messages/message-lists';
import { registerReactionRoutes } from './messages/reactions';
import { registerSearchRoute } from './messages/search';
import { registerSendMessageRoute } from './messages/send-message';
import { registerThreadRoutes } from './messages/threads';
import { registerMessageUpdateRoutes } from './messages/update-message';
import { registerUploadRoutes } from './messages/uploads';
import { exportState, importState } from './persistence';
import type { RateLimitConfig } from './rate-limit';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './rate-limit';
import { emptyState, Store } from './state/store';
import { registerModerationRoutes } from './users/moderation-routes';
import { registerUserRoutes } from './users/user-routes';
import { Connections } from './ws/connections';
import { SocketServer } from './ws/socket-server';

export interface ChatEmulatorOptions {
  /** 0 picks a free port. Default 9300. Never 3030: the SDK rewrites that port. */
  port?: number;
  host?: string;
  apiKey?: string;
  apiSecret?: string;
  /** Where uploads are kept; a temporary folder (removed on close) when left out. */
  dataDir?: string;
  /** A folder written by `exportTo` / `--export-on-exit` to start from. */
  importDir?: string;
  rateLimits?: Partial<RateLimitConfig>;
  /** Server-initiated `health.check` interval (Stream: 30 s). */
  heartbeatMs?: number;
  /** After this long without typing events a typist gets a `typing.stop` (SDK receivers: 7 s). */
  typingTimeoutMs?: number;
}

export interface ChatEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Empties all state and drops every connection (clients reconnect by themselves). */
  reset(): Promise<void>;
  exportTo(dir: string): Promise<void>;
  /** Closes a user's sockets with a non-1000 code, like a network failure. */
  dropConnections(userId: string): void;
  configureRateLimits(patch: Partial<RateLimitConfig>): void;
}

export async function startChatEmulator(options: ChatEmulatorOptions = {}): Promise<ChatEmulator> {
  const port = options.port ?? 9300;
  if (String(port).includes('3030'))
    throw new Error('the SDK rewrites ports containing 3030; pick another');
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'crewspace-chat-')));
  const uploadsDir = join(dataDir, 'uploads');
  await mkdir(uploadsDir, { recursive: true });

  const store = new Store();
  if (options.importDir) store.replace(await importState(options.importDir, uploadsDir));
  const connections = new Connections();
  const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  const typing = new TypingTimers(options.typingTimeoutMs ?? 7000);
  const ctx: EmulatorContext = {
    store,
    connections,
    fanout: new Fanout(connections),
    limiter,
    typing,
    uploadsDir,
  };
  const auth: AuthConfig = {
    apiKey: options.apiKey ?? LOCAL_STREAM_API_KEY,
    apiSecret: options.apiSecret ?? LOCAL_STREAM_API_SECRET,
    revokedBefore: () => {
      const value = store.state.app.revoke_tokens_issued_before;
      return typeof value === 'string' ? value : null;
    },
  };
  const sockets = new SocketServer(ctx, auth, options.heartbeatMs ?? 30_000);

  const reset = async () => {
    for (const connection of connections.all()) connection.socket.close(1012, 'emulator reset');
    store.replace(emptyState());
    limiter.reset();
    typing.clear();
    await rm(uploadsDir, { recursive: true, force: true });
    await mkdir(uploadsDir, { recursive: true });
  };

  const router = new Router();
  for (const register of [
    registerAppRoutes,
    registerUserRoutes,
    registerModerationRoutes,
    registerQueryChannelsRoute,
    registerChannelQueryRoutes,
    registerChannelUpdateRoutes,
    registerMemberRoutes,
    registerReadStateRoutes,
    registerChannelEventRoute,
    registerSendMessageRoute,
    registerMessageUpdateRoutes,
    registerMessageListRoutes,
    registerReactionRoutes,
    registerSearchRoute,
    registerUploadRoutes,
    registerDraftRoutes,
    registerThreadRoutes,
  ]) {
    register(router, ctx);
  }
  registerEmulatorRoutes(router, ctx, { reset, dropUser: (userId) => sockets.dropUser(userId) });

  const server = createServer(createRequestHandler(router, auth, limiter));
  server.on('upgrade', (request, socket, head) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname === '/connect') {
      sockets.handleUpgrade(request, socket, head);
    } else {
      socket.destroy();
    }
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    reset,
    exportTo: (dir) => exportState(store.state, uploadsDir, dir),
    dropConnections: (userId) => sockets.dropUser(userId),
    configureRateLimits: (patch) => limiter.configure(patch),
    close: async () => {
      sockets.close();
      typing.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

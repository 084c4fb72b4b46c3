import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { mkdtemp, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { freshState } from './domain/app/fresh-state';
import type { EmulatorContext } from './domain/context';
import { Fanout } from './domain/events/fanout';
import { TypingTimers } from './domain/events/typing';
import { tokenCutoff } from './domain/users/user-access';
import type { WebhookDeliveryOptions } from './domain/webhooks/webhook-sender';
import { DEFAULT_WEBHOOK_DELIVERY, WebhookSender } from './domain/webhooks/webhook-sender';
import { webhookSettingsSchema, webhookTarget } from './domain/webhooks/webhook-settings';
import { createRequestHandler } from './http/handler';
import type { RateLimitConfig } from './http/rate-limit';
import { DEFAULT_RATE_LIMITS, RateLimiter } from './http/rate-limit';
import { Router } from './http/router';
import type { AuthConfig } from './lib/auth';
import { ApiError } from './lib/errors';
import { registerEmulatorRoutes } from './routes/emulator';
import { registerStreamApi } from './routes/stream-api';
import { Connections } from './state/connections';
import { exportState, importState, type RestartOptions } from './state/persistence';
import { Store } from './state/store';
import type { LongPollOptions } from './ws/long-poll';
import { DEFAULT_LONG_POLL, LongPollServer } from './ws/long-poll';
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
  /** The long-poll fallback's hold time (20 s) and idle cutoff (60 s). */
  longPoll?: Partial<LongPollOptions>;
  /**
   * The app's `webhook_url`, set at start (over an imported one) and again after a reset, as if
   * `updateAppSettings` had set it; `updateAppSettings` can change it later.
   */
  webhookUrl?: string;
  /** Webhook time limits and retry pauses (Stream's limits by default). */
  webhookDelivery?: Partial<WebhookDeliveryOptions>;
}

export interface ChatEmulator {
  url: string;
  port: number;
  close(): Promise<void>;
  /** Empties all state and drops every connection (clients reconnect by themselves). */
  reset(): Promise<void>;
  /**
   * Restarts like a process stopped with `--export-on-exit` and started with `--import`: the
   * state is exported, the port closes and every socket is cut, then it listens again on the
   * same port with the imported state. Clients reconnect by themselves.
   */
  restart(options?: RestartOptions): Promise<void>;
  exportTo(dir: string): Promise<void>;
  /** Closes a user's sockets with a non-1000 code, like a network failure. */
  dropConnections(userId: string): void;
  /** Resolves once every queued webhook delivery has succeeded or given up. */
  webhooksIdle(): Promise<void>;
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

  const startupWebhook =
    options.webhookUrl === undefined
      ? {}
      : webhookSettingsSchema.parse({ webhook_url: options.webhookUrl });
  const store = new Store(
    options.importDir
      ? await importState(options.importDir, uploadsDir, freshState())
      : freshState(),
  );
  Object.assign(store.state.app, startupWebhook);
  const connections = new Connections();
  const limiter = new RateLimiter({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
  const typing = new TypingTimers(options.typingTimeoutMs);
  const apiKey = options.apiKey ?? LOCAL_STREAM_API_KEY;
  const apiSecret = options.apiSecret ?? LOCAL_STREAM_API_SECRET;
  const webhooks = new WebhookSender(
    () => webhookTarget(store.state.app),
    { apiKey, apiSecret },
    { ...DEFAULT_WEBHOOK_DELIVERY, ...options.webhookDelivery },
  );
  const ctx: EmulatorContext = {
    store,
    connections,
    fanout: new Fanout(connections),
    typing,
    webhooks,
    uploadsDir,
  };
  const auth: AuthConfig = {
    apiKey,
    apiSecret,
    revokedBefore: (userId) => tokenCutoff(ctx, userId),
    isDeactivated: (userId) => store.user(userId)?.deactivated_at !== undefined,
  };
  const sockets = new SocketServer(ctx, auth, options.heartbeatMs ?? 30_000);
  const longPolls = new LongPollServer(ctx, { ...DEFAULT_LONG_POLL, ...options.longPoll });

  /** Drops every connection of a user with a non-1000 code, as a network failure would. */
  const dropUser = (userId: string) => {
    for (const connection of connections.ofUser(userId)) {
      connection.transport.close(4000, 'dropped');
    }
  };

  const reset = async () => {
    for (const connection of connections.all()) connection.transport.close(1012, 'emulator reset');
    store.replace(freshState());
    Object.assign(store.state.app, startupWebhook);
    limiter.reset();
    typing.clear();
    await rm(uploadsDir, { recursive: true, force: true });
    await mkdir(uploadsDir, { recursive: true });
  };

  const router = new Router();
  registerStreamApi(router, ctx);
  longPolls.register(router);
  // Every TCP socket (HTTP keep-alive and upgraded WebSockets), so a restart can close them all.
  const openSockets = new Set<Socket>();
  const handleRequest = createRequestHandler(router, auth, limiter);
  const newServer = (): Server => {
    const created = createServer(handleRequest);
    created.on('connection', (socket) => {
      openSockets.add(socket);
      socket.once('close', () => openSockets.delete(socket));
    });
    created.on('upgrade', (request, socket, head) => {
      if (new URL(request.url ?? '/', 'http://localhost').pathname === '/connect') {
        sockets.handleUpgrade(request, socket, head);
      } else {
        socket.destroy();
      }
    });
    return created;
  };
  const host = options.host ?? '127.0.0.1';
  const listen = (target: Server, on: number) =>
    new Promise<void>((resolve, reject) => {
      target.once('error', reject);
      target.listen(on, host, () => {
        target.off('error', reject);
        resolve();
      });
    });
  let server = newServer();
  await listen(server, port);
  const actualPort = (server.address() as AddressInfo).port;

  /**
   * Export, stop (listener closed, every socket cut), import that export as `--import` does,
   * listen again on the same port. `keep` is the socket of a `POST /_emulator/restart`, left
   * open so the answer can say the emulator is back.
   */
  const restartKeeping = async (restartOptions: RestartOptions, keep?: Socket) => {
    const ownsExportDir = !restartOptions.exportDir;
    const exportDir =
      restartOptions.exportDir ?? (await mkdtemp(join(tmpdir(), 'crewspace-chat-restart-')));
    try {
      await exportState(store.state, uploadsDir, exportDir);
      const stopped = server;
      // Stops accepting at once (the port is free); `close` fires when the last socket is gone.
      const listenerClosed = new Promise<void>((resolve) => stopped.close(() => resolve()));
      await sockets.terminateAll();
      longPolls.closeAll();
      for (const socket of openSockets) if (socket !== keep) socket.destroy();
      if (!keep) await listenerClosed;
      if (restartOptions.downMs) await sleep(restartOptions.downMs);

      // What a fresh process starting with `--import exportDir` has.
      typing.clear();
      limiter.configure({ ...DEFAULT_RATE_LIMITS, ...options.rateLimits });
      await rm(uploadsDir, { recursive: true, force: true });
      await mkdir(uploadsDir, { recursive: true });
      store.replace(await importState(exportDir, uploadsDir, freshState()));

      server = newServer();
      await listen(server, actualPort);
    } finally {
      if (ownsExportDir) await rm(exportDir, { recursive: true, force: true });
    }
  };
  let restarting: Promise<void> | null = null;
  const restart = (restartOptions: RestartOptions = {}, keep?: Socket): Promise<void> => {
    if (restarting) {
      return Promise.reject(new ApiError(4, 409, 'the chat emulator is already restarting'));
    }
    restarting = restartKeeping(restartOptions, keep).finally(() => {
      restarting = null;
    });
    return restarting;
  };
  registerEmulatorRoutes(router, ctx, {
    reset,
    dropUser,
    restart: (restartOptions, keep) => restart(restartOptions, keep),
    configureRateLimits: (patch) => {
      limiter.configure(patch);
      return limiter.config;
    },
  });

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    reset,
    restart: (restartOptions) => restart(restartOptions),
    exportTo: (dir) => exportState(store.state, uploadsDir, dir),
    dropConnections: dropUser,
    webhooksIdle: () => webhooks.idle(),
    configureRateLimits: (patch) => limiter.configure(patch),
    close: async () => {
      await restarting?.catch(() => undefined);
      sockets.close();
      longPolls.closeAll();
      typing.clear();
      await webhooks.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

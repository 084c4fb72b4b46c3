import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import type { Server as WsServer } from 'ws';
import type { AuthConfig } from '../auth';
import { authenticate } from '../auth';
import { announceWatching } from '../channels/watching';
import { nowIso } from '../clock';
import type { EmulatorContext } from '../context';
import { ApiError, errorBody, inputError } from '../errors';
import type { Custom } from '../state/types';
import { announcePresence } from '../users/presence';
import { ownUserJson } from '../users/user-json';
import { upsertFromClient } from '../users/user-routes';
import type { Connection } from './connections';

// ws 7 (installed) exposes the server only as `WebSocket.Server`; @types/ws 8 types a named export.
const WebSocketServer = (WebSocket as unknown as { Server: typeof WsServer }).Server;

interface HandshakeJson {
  user_id?: unknown;
  user_details?: unknown;
}

function parseHandshake(raw: string | null): { userId: string; details: Custom } {
  let json: HandshakeJson;
  try {
    json = JSON.parse(raw ?? '') as HandshakeJson;
  } catch {
    throw inputError('the json query parameter of /connect is not valid JSON');
  }
  if (typeof json.user_id !== 'string' || json.user_id === '') {
    throw inputError('json.user_id is required to connect');
  }
  const details =
    typeof json.user_details === 'object' && json.user_details !== null ? json.user_details : {};
  return { userId: json.user_id, details: details as Custom };
}

/** The `/connect` endpoint: handshake, heartbeats, presence and cleanup on close. */
export class SocketServer {
  private wss = new WebSocketServer({ noServer: true });
  private heartbeat: NodeJS.Timeout;

  constructor(
    private ctx: EmulatorContext,
    private auth: AuthConfig,
    heartbeatMs: number,
  ) {
    this.heartbeat = setInterval(() => this.sendHeartbeats(), heartbeatMs);
    this.heartbeat.unref();
  }

  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.onConnection(ws, request));
  }

  /** Drops every connection of a user with a non-1000 code, as a network failure would. */
  dropUser(userId: string): void {
    for (const connection of this.ctx.connections.ofUser(userId))
      connection.socket.close(4000, 'dropped');
  }

  /**
   * Cuts every socket without a close frame (clients see 1006, as when a process dies) and
   * resolves once each one's close handling (presence, watching) has run.
   */
  async terminateAll(): Promise<void> {
    const closed = [...this.wss.clients].map(
      (ws) =>
        new Promise<void>((resolve) => {
          if (ws.readyState === WebSocket.CLOSED) return resolve();
          ws.once('close', () => resolve());
          ws.terminate();
        }),
    );
    await Promise.all(closed);
  }

  close(): void {
    clearInterval(this.heartbeat);
    for (const ws of this.wss.clients) ws.terminate();
    this.wss.close();
  }

  private onConnection(ws: WebSocket, request: IncomingMessage): void {
    const startedAt = performance.now();
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    let connection: Connection;
    try {
      const { userId, details } = parseHandshake(query.get('json'));
      const caller = authenticate(
        {
          apiKey: query.get('api_key'),
          token: query.get('authorization'),
          authType: query.get('stream-auth-type'),
          userId,
        },
        this.auth,
      );
      if (caller.kind !== 'user') throw inputError('a server token cannot open a user connection');
      upsertFromClient(this.ctx, userId, details);
      connection = {
        id: randomUUID(),
        userId,
        issuedAt: caller.issuedAt,
        socket: ws,
        watching: new Set(),
        presenceOf: new Set(),
      };
    } catch (error) {
      // Accept, send one error frame, close with 1000: a refused upgrade makes the SDK retry forever.
      const apiError =
        error instanceof ApiError ? error : new ApiError(-1, 500, 'handshake failed');
      ws.send(JSON.stringify({ error: errorBody(apiError, startedAt) }));
      ws.close(1000, 'handshake failed');
      return;
    }
    const user = this.ctx.store.ensureUser(connection.userId);
    user.last_active = nowIso();
    const cameOnline = this.ctx.connections.add(connection);
    ws.send(
      JSON.stringify({
        type: 'health.check',
        connection_id: connection.id,
        cid: '*',
        created_at: nowIso(),
        me: { ...ownUserJson(this.ctx, user), online: true },
      }),
    );
    if (cameOnline) announcePresence(this.ctx, user);
    ws.on('message', () => {
      // The only client frame is the heartbeat; answer it without `me`.
      user.last_active = nowIso();
      this.ctx.fanout.send(connection, this.healthCheck(connection));
    });
    ws.on('close', () => this.onClose(connection));
  }

  private onClose(connection: Connection): void {
    const { watched, wentOffline } = this.ctx.connections.remove(connection);
    for (const cid of watched) {
      const channel = this.ctx.store.channel(cid);
      if (channel && !this.ctx.connections.isWatching(connection.userId, cid)) {
        announceWatching(this.ctx, 'user.watching.stop', channel, connection.userId);
      }
    }
    const user = this.ctx.store.user(connection.userId);
    if (wentOffline && user) {
      user.last_active = nowIso();
      announcePresence(this.ctx, user);
    }
  }

  private healthCheck(connection: Connection) {
    return { type: 'health.check', connection_id: connection.id, cid: '*', created_at: nowIso() };
  }

  private sendHeartbeats(): void {
    for (const connection of this.ctx.connections.all()) {
      if (connection.socket.readyState === WebSocket.OPEN) {
        this.ctx.fanout.send(connection, this.healthCheck(connection));
      }
    }
  }
}

import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import WebSocket from 'ws';
import type { Server as WsServer } from 'ws';
import type { EmulatorContext } from '../domain/context';
import { closeSession, healthCheck, openSession, touch } from './sessions';
import type { AuthConfig } from '../lib/auth';
import { authenticate } from '../lib/auth';
import { ApiError, errorBody, inputError } from '../lib/errors';
import type { Connection, Transport } from '../state/connections';
import { parseHandshake } from './handshake';

// ws 7 (installed) exposes the server only as `WebSocket.Server`; @types/ws 8 types a named export.
const WebSocketServer = (WebSocket as unknown as { Server: typeof WsServer }).Server;

function webSocketTransport(ws: WebSocket): Transport {
  return {
    kind: 'websocket',
    get open() {
      return ws.readyState === WebSocket.OPEN;
    },
    send: (frame) => ws.send(frame),
    close: (code, reason) => ws.close(code, reason),
  };
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
      const opened = openSession(
        this.ctx,
        { userId, issuedAt: caller.issuedAt, details },
        webSocketTransport(ws),
      );
      connection = opened.connection;
      ws.send(JSON.stringify(opened.hello));
    } catch (error) {
      // Accept, send one error frame, close with 1000: a refused upgrade makes the SDK retry forever.
      const apiError =
        error instanceof ApiError ? error : new ApiError(-1, 500, 'handshake failed');
      ws.send(JSON.stringify({ error: errorBody(apiError, startedAt) }));
      ws.close(1000, 'handshake failed');
      return;
    }
    ws.on('message', () => {
      // The only client frame is the heartbeat; answer it without `me`.
      touch(this.ctx, connection);
      this.ctx.fanout.send(connection, healthCheck(connection));
    });
    ws.on('close', () => closeSession(this.ctx, connection));
  }

  private sendHeartbeats(): void {
    for (const connection of this.ctx.connections.all()) {
      this.ctx.fanout.send(connection, healthCheck(connection));
    }
  }
}

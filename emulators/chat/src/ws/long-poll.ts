/**
 * The SDK's WebSocket fallback (`enableWSFallback`, `WSConnectionFallback` in
 * `stream-chat/src/connection_fallback.ts`). When the socket cannot connect, the client:
 *  1. opens a connection with `GET /longpoll?json=…` (the `/connect` payload; no connection id)
 *     and expects `{event: <health.check with connection_id and me>}` at once;
 *  2. polls `GET /longpoll?connection_id=…` in a loop, dispatching each `{events: […]}` answer.
 *     A poll is held until something is queued for the connection or `holdMs` passes (the SDK
 *     gives up on a poll after 30 s and expects the server to answer an idle one in about 20 s);
 *  3. ends with `GET /longpoll?close=true&connection_id=…`.
 * Every call is an ordinary authenticated REST call. A poll for a connection that is gone
 * (dropped, reset, idle, another user's) is refused with code 46, on which the SDK connects
 * again and re-queries its channels, as after a WebSocket reconnect.
 */
import { z } from 'zod';
import type { EmulatorContext } from '../domain/context';
import { closeSession, openSession, touch } from './sessions';
import { ApiError, authError, inputError } from '../lib/errors';
import { parse } from '../lib/validate';
import type { RawResponse, RequestContext, RouteTable } from '../routes/route-table';
import type { Transport } from '../state/connections';
import { parseHandshake } from './handshake';

export interface LongPollOptions {
  /** How long an idle poll is held before it is answered with no events (SDK: about 20 s). */
  holdMs: number;
  /** A connection whose client has not polled for this long is closed (the tab is gone). */
  idleMs: number;
}

export const DEFAULT_LONG_POLL: LongPollOptions = { holdMs: 20_000, idleMs: 60_000 };

/** Frames kept for a client that is between polls; beyond this it is cut off and recovers. */
const MAX_QUEUED_FRAMES = 5_000;

const longPollQuerySchema = z.object({
  json: z.string().optional(),
  connection_id: z.string().min(1).optional(),
  close: z.enum(['true', 'false']).optional(),
});

const connectionGone = (id: string) =>
  new ApiError(46, 400, `ConnectionID "${id}" not found, connect again`);

/** Frames queued for one long-poll client, handed out one held request at a time. */
class LongPollTransport implements Transport {
  readonly kind = 'longpoll';
  private frames: string[] = [];
  private closed = false;
  private waiter: ((frames: string[]) => void) | null = null;
  private flushScheduled = false;
  private idleTimer: NodeJS.Timeout | null = null;
  /** Set once the session is open: unregisters the connection. */
  onClose: () => void = () => undefined;

  constructor(private options: LongPollOptions) {
    this.armIdleTimer();
  }

  get open(): boolean {
    return !this.closed;
  }

  send(frame: string): void {
    if (this.closed) return;
    this.frames.push(frame);
    if (this.frames.length > MAX_QUEUED_FRAMES) {
      this.close();
      return;
    }
    // Answer once the current turn is done, so events raised together travel together.
    if (this.waiter && !this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** Close codes mean nothing here: the client learns of the end from its next poll (code 46). */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.frames = [];
    // A held poll ends empty; the client's next poll learns that the connection is gone.
    this.waiter?.([]);
    this.waiter = null;
    this.onClose();
  }

  /** Waits for frames (at most `holdMs`) and takes them; resolves empty if the client left. */
  take(gone: AbortSignal): Promise<string[]> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    // One poll at a time: an earlier one still held is answered empty.
    this.waiter?.([]);
    return new Promise((resolve) => {
      const finish = (frames: string[]) => {
        clearTimeout(holdTimer);
        gone.removeEventListener('abort', onGone);
        if (this.waiter === finish) this.waiter = null;
        if (!this.closed) this.armIdleTimer();
        resolve(frames);
      };
      // A client that went away takes nothing: the frames wait for its next poll.
      const onGone = () => finish([]);
      const holdTimer = setTimeout(() => this.flush(), this.options.holdMs);
      holdTimer.unref();
      gone.addEventListener('abort', onGone);
      this.waiter = finish;
      if (this.frames.length > 0) this.flush();
    });
  }

  private flush(): void {
    this.flushScheduled = false;
    const waiter = this.waiter;
    if (!waiter) return;
    const frames = this.frames;
    this.frames = [];
    waiter(frames);
  }

  private armIdleTimer(): void {
    this.idleTimer = setTimeout(() => this.close(), this.options.idleMs);
    this.idleTimer.unref();
  }
}

function eventsResponse(frames: string[]): RawResponse {
  return {
    raw: true,
    status: 200,
    headers: { 'Content-Type': 'application/json' },
    body: Buffer.from(`{"events":[${frames.join(',')}]}`),
  };
}

export class LongPollServer {
  constructor(
    private ctx: EmulatorContext,
    private options: LongPollOptions,
  ) {}

  register(routes: RouteTable): void {
    routes.on('GET', '/longpoll', (request) => this.handle(request), { rateLimited: false });
  }

  /** Ends every long-poll connection (emulator close and restart). */
  closeAll(): void {
    for (const connection of [...this.ctx.connections.all()]) {
      if (connection.transport.kind === 'longpoll') connection.transport.close(1001, 'shutdown');
    }
  }

  private async handle(request: RequestContext): Promise<object> {
    const query = parse(longPollQuerySchema, Object.fromEntries(request.query), 'LongPoll');
    const caller = request.caller;
    if (caller.kind !== 'user') throw inputError('a server token cannot open a user connection');
    if (query.close === 'true') {
      const connection = this.ctx.connections.get(query.connection_id ?? null);
      if (connection?.userId === caller.userId) connection.transport.close(1000, 'closed');
      return {};
    }
    if (query.json !== undefined) {
      const { userId, details } = parseHandshake(query.json);
      if (userId !== caller.userId) {
        throw authError(`json.user_id "${userId}" does not match the token's user`);
      }
      const transport = new LongPollTransport(this.options);
      const opened = openSession(
        this.ctx,
        { userId, issuedAt: caller.issuedAt, details },
        transport,
      );
      transport.onClose = () => closeSession(this.ctx, opened.connection);
      return { event: opened.hello };
    }
    if (query.connection_id === undefined) {
      throw inputError('LongPoll needs json (to connect) or connection_id (to poll)');
    }
    const connection = this.ctx.connections.get(query.connection_id);
    if (!connection || connection.userId !== caller.userId) {
      throw connectionGone(query.connection_id);
    }
    if (!(connection.transport instanceof LongPollTransport)) {
      throw inputError(`connection ${query.connection_id} is a WebSocket connection`);
    }
    touch(this.ctx, connection);
    return eventsResponse(await connection.transport.take(request.gone));
  }
}

/**
 * What a route module declares: handlers by method and path pattern. The HTTP layer
 * (`http/router.ts`) matches requests to them and runs them; routes never see the server.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Caller } from '../lib/auth';

export interface RequestContext {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** Parsed JSON body (`{}` when there is none); multipart bodies stay in `rawBody`. */
  body: unknown;
  rawBody: Buffer;
  caller: Caller;
  /** The `connection_id` query parameter, present on user-client calls after connect. */
  connectionId: string | null;
  /** `http://host:port` as the client reached us, for absolute upload URLs. */
  origin: string;
  /** The request's TCP socket (a restart keeps it open to carry its own answer). */
  socket: Socket;
  /** Aborted when the client goes away before the answer is sent (a held long poll). */
  gone: AbortSignal;
}

/** A non-JSON answer, for file downloads. */
export interface RawResponse {
  raw: true;
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

export type Handler = (ctx: RequestContext) => object | Promise<object>;

export interface RouteOptions {
  /** Routes outside Stream's API (emulator admin, file downloads) skip api_key/JWT checks. */
  public?: boolean;
  /** The long-poll transport is how events arrive, not an API call: it is not rate limited. */
  rateLimited?: boolean;
  /**
   * Emulator admin routes: answered only to local tools and pages (see `http/local-only.ts`),
   * never with CORS, so a web page the developer visits cannot reset or restart the chat.
   */
  localOnly?: boolean;
}

/** Where route modules register their handlers. `:name` in a pattern captures one segment. */
export interface RouteTable {
  on(method: string, pattern: string, handler: Handler, options?: RouteOptions): void;
}

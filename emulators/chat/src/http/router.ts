import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';
import type { Caller } from '../auth';

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

export interface Route {
  method: string;
  /** Path segments; `:name` captures one segment. */
  segments: string[];
  pattern: string;
  handler: Handler;
  /** Routes outside Stream's API (emulator admin, file downloads) skip api_key/JWT checks. */
  public: boolean;
  /** The long-poll transport is how events arrive, not an API call: it is not rate limited. */
  rateLimited: boolean;
  /**
   * Emulator admin routes: answered only to local tools and pages (see `http/local-only.ts`),
   * never with CORS, so a web page the developer visits cannot reset or restart the chat.
   */
  localOnly: boolean;
}

export interface RouteOptions {
  public?: boolean;
  rateLimited?: boolean;
  localOnly?: boolean;
}

export class Router {
  private routes: Route[] = [];

  on(method: string, pattern: string, handler: Handler, options: RouteOptions = {}): void {
    this.routes.push({
      method,
      pattern,
      segments: pattern.split('/').filter(Boolean),
      handler,
      public: options.public ?? false,
      rateLimited: options.rateLimited ?? true,
      localOnly: options.localOnly ?? false,
    });
  }

  /** Whether any route at this path is local-only (for preflights, which name no route). */
  isLocalOnly(path: string): boolean {
    const parts = path.split('/').filter(Boolean);
    return this.routes.some((route) => route.localOnly && matchSegments(route.segments, parts));
  }

  match(
    method: string,
    path: string,
  ): { route: Route; params: Record<string, string> } | 'method-not-allowed' | null {
    const parts = path.split('/').filter(Boolean);
    let pathMatched = false;
    for (const route of this.routes) {
      const params = matchSegments(route.segments, parts);
      if (!params) continue;
      pathMatched = true;
      if (route.method === method) return { route, params };
    }
    return pathMatched ? 'method-not-allowed' : null;
  }
}

function matchSegments(segments: string[], parts: string[]): Record<string, string> | null {
  // A trailing `*` segment captures the rest of the path (file downloads).
  const wildcard = segments.at(-1) === '*';
  if (wildcard ? parts.length < segments.length : parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i] as string;
    if (segment === '*') {
      params['*'] = parts.slice(i).map(decodeURIComponent).join('/');
      return params;
    }
    const part = decodeURIComponent(parts[i] as string);
    if (segment.startsWith(':')) params[segment.slice(1)] = part;
    else if (segment !== part) return null;
  }
  return params;
}

export function isRaw(value: object): value is RawResponse {
  return (value as Partial<RawResponse>).raw === true;
}

import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AuthConfig, Caller } from '../lib/auth';
import { authenticate } from '../lib/auth';
import {
  ApiError,
  durationSince,
  errorBody,
  inputError,
  notAllowed,
  notFound,
} from '../lib/errors';
import { requireLocalCaller } from './local-only';
import type { RateLimiter } from './rate-limit';
import type { Router } from './router';
import { isRaw } from './router';

const MAX_BODY_BYTES = 110 * 1024 * 1024;

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers':
    'Authorization, Content-Type, stream-auth-type, X-Stream-Client, x-client-request-id',
  'Access-Control-Expose-Headers': 'X-RateLimit-Limit, X-RateLimit-Remaining, X-RateLimit-Reset',
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(new ApiError(22, 413, 'request body is too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0 || !contentType?.includes('application/json')) return {};
  try {
    return JSON.parse(raw.toString('utf8'));
  } catch {
    throw inputError('request body is not valid JSON');
  }
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body: string | Buffer,
  cors = true,
) {
  res.writeHead(status, cors ? { ...CORS_HEADERS, ...headers } : headers);
  res.end(body);
}

/** Every REST call: CORS, routing, Stream auth, rate limit, JSON in and out, Stream error shape. */
export function createRequestHandler(
  router: Router,
  auth: AuthConfig,
  limiter: RateLimiter,
): RequestListener {
  return (req, res) => {
    const startedAt = performance.now();
    let headers: Record<string, string> = {};
    // Admin routes answer without CORS, so no other site's page reads (or preflights) them.
    let cors = true;
    const gone = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const handle = async (): Promise<void> => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      cors = !router.isLocalOnly(url.pathname);
      if (req.method === 'OPTIONS') {
        if (!cors) throw notAllowed('emulator endpoints answer no cross-origin requests');
        return send(res, 204, {}, '');
      }
      const match = router.match(req.method ?? 'GET', url.pathname);
      if (match === null) throw notFound(`no route for ${req.method} ${url.pathname}`);
      if (match === 'method-not-allowed') {
        throw new ApiError(4, 405, `method ${req.method} is not allowed on ${url.pathname}`);
      }
      const { route, params } = match;
      if (route.localOnly) requireLocalCaller(req.headers);
      let caller: Caller = { kind: 'server' };
      if (!route.public) {
        caller = authenticate(
          {
            apiKey: url.searchParams.get('api_key'),
            token: req.headers.authorization?.replace(/^Bearer /, '') ?? null,
            authType: (req.headers['stream-auth-type'] as string | undefined) ?? null,
            userId: url.searchParams.get('user_id'),
          },
          auth,
        );
        const who = caller.kind === 'user' ? `user:${caller.userId}` : 'server';
        if (route.rateLimited)
          headers = { ...limiter.hit(who, `${route.method} ${route.pattern}`) };
      }
      const rawBody = await readBody(req);
      const result = await route.handler({
        method: route.method,
        path: url.pathname,
        params,
        query: url.searchParams,
        headers: req.headers,
        body: parseJsonBody(rawBody, req.headers['content-type']),
        rawBody,
        caller,
        connectionId: url.searchParams.get('connection_id'),
        origin: `http://${req.headers.host ?? 'localhost'}`,
        socket: req.socket,
        gone: gone.signal,
      });
      if (isRaw(result))
        return send(res, result.status, { ...headers, ...result.headers }, result.body, cors);
      const json = JSON.stringify({ ...result, duration: durationSince(startedAt) });
      send(res, 200, { ...headers, 'Content-Type': 'application/json' }, json, cors);
    };
    handle().catch((error: unknown) => {
      const apiError =
        error instanceof ApiError
          ? error
          : new ApiError(-1, 500, 'internal error in the chat emulator');
      if (!(error instanceof ApiError))
        console.error('[chat-emulator]', req.method, req.url, error);
      if (res.headersSent) {
        res.end();
        return;
      }
      send(
        res,
        apiError.status,
        { ...headers, ...apiError.headers, 'Content-Type': 'application/json' },
        JSON.stringify(errorBody(apiError, startedAt)),
        cors,
      );
    });
  };
}

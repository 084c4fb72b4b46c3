import { MAX_API_BODY_BYTES, type ApiErrorBody } from '@crewspace/common/api';
import type { z } from 'zod';
import { CALL_RATE, consumeRate, rateLimitMessage } from '../limits/rate-limit';
import { describeIssues } from '../lib/validation';
import { authenticate } from './authenticate';
import { canvasPresenceLeaveEndpoint } from './canvas-presence';
import { channelRolesEndpoint } from './channel-roles';
import { chatUserEndpoint } from './chat-user';
import { communityApplicationsEndpoint } from './community-applications';
import { communityJoinRequestsEndpoint } from './community-join-requests';
import type { AnyEndpoint } from './endpoint';
import { HttpError } from './http-error';
import {
  directChannelsEndpoint,
  groupChannelsEndpoint,
  groupMembersEndpoint,
} from './messaging-channels';
import { verifyStreamSignature } from './stream-signature';
import { streamTokenEndpoint } from './stream-token';
import { streamWebhookEndpoint } from './stream-webhook';
import { userSignupWebhookEndpoint } from './user-signup-webhook';

const endpoints: Record<string, AnyEndpoint> = {
  '/stream/token': streamTokenEndpoint,
  '/chat/community-applications': communityApplicationsEndpoint,
  '/chat/community-join-requests': communityJoinRequestsEndpoint,
  '/chat/channel-roles': channelRolesEndpoint,
  '/chat/direct-channels': directChannelsEndpoint,
  '/chat/group-channels': groupChannelsEndpoint,
  '/chat/group-members': groupMembersEndpoint,
  '/canvases/presence/leave': canvasPresenceLeaveEndpoint,
  '/tokens': chatUserEndpoint,
  '/webhooks/user-signup': userSignupWebhookEndpoint,
  '/webhooks/stream': streamWebhookEndpoint,
};

export interface ApiRequest {
  method: string;
  /** Path as seen by the function; with or without the /api prefix of the Hosting rewrite. */
  path: string;
  /** A request header by name (case-insensitive). */
  header(name: string): string | undefined;
  rawBody: Buffer | undefined;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

function parseJson(rawBody: Buffer | undefined): unknown {
  if (!rawBody?.length)
    throw new HttpError(400, 'invalid-argument', 'The request body must be JSON.');
  try {
    return JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new HttpError(400, 'invalid-argument', 'The request body is not valid JSON.');
  }
}

function parseBody<Schema extends z.ZodType>(
  schema: Schema,
  rawBody: Buffer | undefined,
): z.output<Schema> {
  const parsed = schema.safeParse(parseJson(rawBody));
  if (!parsed.success)
    throw new HttpError(400, 'invalid-argument', describeIssues(parsed.error.issues));
  return parsed.data;
}

async function dispatch(request: ApiRequest): Promise<unknown> {
  const path = request.path.replace(/^\/api(?=\/)/, '').replace(/\/+$/, '');
  const endpoint = endpoints[path];
  if (!endpoint) throw new HttpError(404, 'not-found', `No API endpoint at ${request.path}.`);
  if (request.method !== 'POST') {
    throw new HttpError(405, 'method-not-allowed', `Use POST for ${path}.`, { Allow: 'POST' });
  }
  const maxBytes =
    endpoint.authentication === 'stream-signature' ? endpoint.maxBodyBytes : MAX_API_BODY_BYTES;
  if ((request.rawBody?.length ?? 0) > maxBytes) {
    throw new HttpError(413, 'payload-too-large', `The request body is over ${maxBytes} bytes.`);
  }
  // Who calls decides how: the chat service signs its webhooks, users send their ID token.
  if (endpoint.authentication === 'stream-signature') {
    verifyStreamSignature(
      request.header('x-api-key'),
      request.header('x-signature'),
      request.rawBody,
    );
    return endpoint.handle({ body: parseBody(endpoint.schema, request.rawBody) });
  }
  const caller = await authenticate(request.header('authorization'));
  const rate = await consumeRate(caller.uid, CALL_RATE);
  if (!rate.allowed) {
    throw new HttpError(
      429,
      'resource-exhausted',
      rateLimitMessage('Too many requests from this account.', rate.retryAfterSeconds),
      { 'Retry-After': String(rate.retryAfterSeconds) },
    );
  }
  return endpoint.handle({ caller, body: parseBody(endpoint.schema, request.rawBody) });
}

/** Routes one /api request; every failure becomes a JSON error with a 4xx/5xx status. */
export async function routeApi(request: ApiRequest): Promise<ApiResponse> {
  try {
    return { status: 200, headers: {}, body: await dispatch(request) };
  } catch (error) {
    if (error instanceof HttpError) {
      const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
      return { status: error.status, headers: error.headers, body };
    }
    console.error('Unexpected API failure', error);
    const body: ApiErrorBody = {
      error: { code: 'internal', message: 'Something went wrong. Try again.' },
    };
    return { status: 500, headers: {}, body };
  }
}

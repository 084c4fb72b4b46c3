/** Reading what a request names: the channel in its path, JSON in its query string. */
import type { EmulatorContext } from '../domain/context';
import { inputError } from '../lib/errors';
import type { Connection } from '../state/connections';
import type { ChannelRecord } from '../state/types';
import type { RequestContext } from './route-table';

const CHANNEL_TYPE_RE = /^[\w-]+$/;
const CHANNEL_ID_RE = /^[\w!-]+$/;

/** The SDK's own checks on a channel type and id, repeated by the server. */
export function validateChannelPath(type: string, id?: string): void {
  if (!CHANNEL_TYPE_RE.test(type)) {
    throw inputError(`Invalid chat type ${type}, letters, numbers and "_-" are allowed`);
  }
  if (id !== undefined && !CHANNEL_ID_RE.test(id)) {
    throw inputError(`Invalid chat id ${id}, letters, numbers and "!-_" are allowed`);
  }
}

/** The channel of a `/channels/:type/:id/…` path: checked, and refused (16) when unknown. */
export function channelFromPath(ctx: EmulatorContext, request: RequestContext): ChannelRecord {
  const { type, id } = request.params as { type: string; id: string };
  validateChannelPath(type, id);
  return ctx.store.requireChannel(type, id);
}

/** GET endpoints with structured input send one `payload` query parameter holding JSON. */
export function payloadOf(request: RequestContext): unknown {
  return jsonQueryParam(request, 'payload') ?? {};
}

export function jsonQueryParam(request: RequestContext, name: string): unknown {
  const value = request.query.get(name);
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw inputError(`${name} query parameter is not valid JSON`);
  }
}

/** The caller's own connection named by `connection_id`, if any (never someone else's). */
export function callerConnection(
  ctx: EmulatorContext,
  request: RequestContext,
): Connection | undefined {
  const connection = ctx.connections.get(request.connectionId);
  if (!connection || request.caller.kind !== 'user') return undefined;
  return connection.userId === request.caller.userId ? connection : undefined;
}

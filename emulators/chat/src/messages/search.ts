import { z } from 'zod';
import { readAccess, viewerOf } from '../channels/access';
import { channelJson } from '../channels/channel-json';
import { findChannels } from '../channels/query-channels';
import type { EmulatorContext } from '../context';
import { inputError } from '../errors';
import type { Filter } from '../filters';
import { compileFilter, normalizeSort, sortRecords, textMatches } from '../filters';
import type { Router } from '../http/router';
import { parse, payloadOf } from '../http/validate';
import type { MessageRecord } from '../state/types';
import { messageJson } from './message-json';

const searchSchema = z.looseObject({
  filter_conditions: z.record(z.string(), z.unknown(), {
    error: 'filter_conditions (a channel filter) is required',
  }),
  query: z.string().optional(),
  message_filter_conditions: z.record(z.string(), z.unknown()).optional(),
  sort: z.unknown().optional(),
  limit: z.number().int().min(1).max(1000).optional(),
  offset: z.number().int().min(0).optional(),
  next: z.string().optional(),
  user_id: z.string().optional(),
});

function messageField(message: MessageRecord, field: string): unknown {
  switch (field) {
    case 'user.id':
    case 'user_id':
      return message.user_id;
    case 'reply_count':
      return message.reply_ids.length;
    case 'attachments':
      return message.attachments;
    case 'attachments.type':
      return message.attachments.map((a) => (a as { type?: unknown }).type);
    case 'mentioned_users.id':
      return message.mentioned_user_ids;
    case 'id':
    case 'text':
    case 'type':
    case 'parent_id':
    case 'created_at':
    case 'updated_at':
    case 'pinned':
    case 'cid':
      return message[field];
    default:
      return message.custom[field];
  }
}

/**
 * The stock search box sends `text: "<typed>"`; an exact match would make it useless, so an
 * implicit or `$eq` condition on `text` becomes the same word match as `$q`.
 */
function wordMatchOnText(filter: Filter): Filter {
  return Object.fromEntries(
    Object.entries(filter).map(([key, value]) => {
      if ((key === '$and' || key === '$or' || key === '$nor') && Array.isArray(value)) {
        return [key, value.map((sub) => wordMatchOnText(sub as Filter))];
      }
      if (key !== 'text') return [key, value];
      if (typeof value === 'string') return [key, { $q: value }];
      const eq = (value as { $eq?: unknown } | null)?.$eq;
      return [key, typeof eq === 'string' ? { $q: eq } : value];
    }),
  );
}

const cursor = {
  encode: (offset: number) => Buffer.from(JSON.stringify({ offset })).toString('base64url'),
  decode: (next: string) => {
    try {
      const { offset } = JSON.parse(Buffer.from(next, 'base64url').toString('utf8')) as {
        offset: unknown;
      };
      if (typeof offset === 'number' && offset >= 0) return offset;
    } catch {
      // fall through to the input error
    }
    throw inputError('next is not a valid search cursor');
  },
};

export function registerSearchRoute(router: Router, ctx: EmulatorContext): void {
  router.on('GET', '/search', (request) => {
    const body = parse(searchSchema, payloadOf(request), 'Search');
    if ((body.query === undefined) === (body.message_filter_conditions === undefined)) {
      throw inputError('exactly one of query or message_filter_conditions must be provided');
    }
    if (body.offset !== undefined && body.offset > 0 && body.next !== undefined) {
      throw inputError('Cannot specify offset with next');
    }
    const viewer = viewerOf(ctx, request.caller, body.user_id);
    const channels = findChannels(ctx, viewer, body.filter_conditions).filter(
      (channel) => readAccess(channel, viewer) === 'full',
    );
    const cids = new Set(channels.map((channel) => channel.cid));
    const messageFilter = body.message_filter_conditions
      ? compileFilter(wordMatchOnText(body.message_filter_conditions))
      : undefined;
    const hits = Object.values(ctx.store.state.messages).filter(
      (message) =>
        cids.has(message.cid) &&
        message.type !== 'deleted' &&
        message.type !== 'system' &&
        (messageFilter
          ? messageFilter((field) => messageField(message, field))
          : textMatches(message.text, body.query)),
    );
    const sorted = sortRecords(
      hits,
      [...normalizeSort(body.sort), { field: 'created_at', direction: -1 }],
      (message, field) => messageField(message, field === 'relevance' ? 'created_at' : field),
    );
    const start = body.next ? cursor.decode(body.next) : (body.offset ?? 0);
    const limit = body.limit ?? 10;
    const page = sorted.slice(start, start + limit);
    const viewerId = viewer === 'server' ? null : viewer.id;
    return {
      results: page.map((message) => {
        const channel = ctx.store.channel(message.cid);
        return {
          message: {
            ...messageJson(ctx, message, viewerId),
            channel: channel ? channelJson(ctx, channel, viewer) : undefined,
          },
        };
      }),
      ...(start + limit < sorted.length ? { next: cursor.encode(start + limit) } : {}),
    };
  });
}

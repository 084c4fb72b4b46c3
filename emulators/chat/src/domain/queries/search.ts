import { z } from 'zod';
import { readAccess, viewerOf } from '../permissions/read-access';
import type { Viewer } from '../channels/channel-json';
import { channelJson } from '../channels/channel-json';
import { findChannels } from '../channels/channel-filter';
import type { EmulatorContext } from '../context';
import { inputError } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords, textMatches, words } from '../../lib/filters';
import { pageByCursor } from '../../lib/cursor';
import type { Router } from '../../http/router';
import { parse, payloadOf } from '../../lib/validate';
import type { ChannelRecord, MessageRecord } from '../../state/types';
import { messageJson } from '../messages/message-json';
import { pinActive } from '../messages/pins';

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
    case 'pinned':
      return pinActive(message);
    case 'id':
    case 'text':
    case 'type':
    case 'parent_id':
    case 'created_at':
    case 'updated_at':
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

/** The words a search looks for: `query`, or the `text` condition of the message filter. */
function searchTerms(body: { query?: string; message_filter_conditions?: Filter }): string {
  if (body.query !== undefined) return body.query;
  const text = body.message_filter_conditions?.text;
  if (typeof text === 'string') return text;
  const condition = (text ?? {}) as Record<string, unknown>;
  const term = condition.$q ?? condition.$autocomplete ?? condition.$eq;
  return typeof term === 'string' ? term : '';
}

/** How well a text matches: 2 per whole-word hit of a search word, 1 per prefix hit. */
function relevance(text: string, terms: string): number {
  const haystack = words(text);
  return words(terms).reduce(
    (score, needle) =>
      score +
      haystack.reduce(
        (sum, word) => sum + (word === needle ? 2 : word.startsWith(needle) ? 1 : 0),
        0,
      ),
    0,
  );
}

/**
 * Who a search may look at: server calls without a user see every channel the filter names;
 * users (and server calls on a user's behalf) only channels they are a member of and can read,
 * so a channel filter never reaches into another team's or a public channel's messages.
 */
function searchable(channel: ChannelRecord, viewer: Viewer): boolean {
  if (viewer === 'server') return true;
  return channel.members[viewer.id]?.status === 'member' && readAccess(channel, viewer) === 'full';
}

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
    const channels = findChannels(ctx, viewer, body.filter_conditions).filter((channel) =>
      searchable(channel, viewer),
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
    const terms = searchTerms(body);
    const sort = normalizeSort(body.sort);
    // Stream sorts by relevance unless told otherwise; ties (and everything else) newest first.
    const order = sort.length > 0 ? sort : [{ field: 'relevance', direction: -1 }];
    const sorted = sortRecords(
      hits,
      [...order, { field: 'created_at', direction: -1 }],
      (message, field) =>
        field === 'relevance' ? relevance(message.text, terms) : messageField(message, field),
    );
    const { page, next, prev } = pageByCursor(sorted, body, 10);
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
      next,
      previous: prev,
    };
  });
}

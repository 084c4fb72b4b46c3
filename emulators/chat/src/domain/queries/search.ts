/**
 * Message search (`client.search`): words or a message filter, in the channels a channel filter
 * names that the searcher may search, ranked by relevance unless sorted.
 */
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords, textMatches, words } from '../../lib/filters';
import type { ChannelRecord, MessageRecord } from '../../state/types';
import { findChannels } from '../channels/channel-filter';
import type { EmulatorContext } from '../context';
import { pinActive } from '../messages/pins';
import { readAccess, type Viewer } from '../permissions/read-access';

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

/** What a search asks: exactly one of `query` and `message_filter_conditions`. */
export interface MessageSearch {
  filter_conditions: Filter;
  query?: string;
  message_filter_conditions?: Filter;
  sort?: unknown;
}

/** The messages a search finds, in the order it answers them. */
export function searchMessages(
  ctx: EmulatorContext,
  viewer: Viewer,
  search: MessageSearch,
): MessageRecord[] {
  const channels = findChannels(ctx, viewer, search.filter_conditions).filter((channel) =>
    searchable(channel, viewer),
  );
  const cids = new Set(channels.map((channel) => channel.cid));
  const messageFilter = search.message_filter_conditions
    ? compileFilter(wordMatchOnText(search.message_filter_conditions))
    : undefined;
  const hits = Object.values(ctx.store.state.messages).filter(
    (message) =>
      cids.has(message.cid) &&
      message.type !== 'deleted' &&
      message.type !== 'system' &&
      (messageFilter
        ? messageFilter((field) => messageField(message, field))
        : textMatches(message.text, search.query)),
  );
  const terms = searchTerms(search);
  const sort = normalizeSort(search.sort);
  // Stream sorts by relevance unless told otherwise; ties (and everything else) newest first.
  const order = sort.length > 0 ? sort : [{ field: 'relevance', direction: -1 }];
  return sortRecords(hits, [...order, { field: 'created_at', direction: -1 }], (message, field) =>
    field === 'relevance' ? relevance(message.text, terms) : messageField(message, field),
  );
}

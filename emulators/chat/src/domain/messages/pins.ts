/**
 * Pinned messages: a pin holds until it is removed or its `pin_expires` passes. The channel
 * state carries the last 10 pins (Stream: "the last 10 pinned messages"); `getPinnedMessages`
 * pages through all of them by `pinned_at`, with time cursors (`pinned_at_before` …) or a
 * message's pin as the cursor (`id_lt` …).
 */
import { z } from 'zod';
import { nowIso } from '../../lib/clock';
import type { EmulatorContext } from '../context';
import type { ChannelRecord, MessageRecord } from '../../state/types';

export const STATE_PINNED_LIMIT = 10;

export function pinActive(message: MessageRecord, now?: string): boolean {
  if (!message.pinned || message.pin_expires === null) return message.pinned;
  return message.pin_expires > (now ?? nowIso());
}

/** The channel's pinned messages (thread replies included), oldest pin first. */
export function pinnedMessages(ctx: EmulatorContext, channel: ChannelRecord): MessageRecord[] {
  const now = nowIso();
  const pinned: MessageRecord[] = [];
  for (const id of channel.message_ids) {
    const message = ctx.store.message(id);
    if (!message) continue;
    for (const candidate of [
      message,
      ...message.reply_ids.flatMap((r) => ctx.store.message(r) ?? []),
    ]) {
      if (
        candidate.type !== 'deleted' &&
        pinActive(candidate, now) &&
        !pinned.includes(candidate)
      ) {
        pinned.push(candidate);
      }
    }
  }
  return pinned.sort(
    (a, b) => (a.pinned_at ?? '').localeCompare(b.pinned_at ?? '') || a.id.localeCompare(b.id),
  );
}

/** The SDK sends Dates, which JSON turns into ISO strings. */
const time = z.string().transform((value, context) => {
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) {
    context.addIssue({ code: 'custom', message: 'must be a date' });
    return z.NEVER;
  }
  return parsed.toISOString();
});

export const pinnedPagingSchema = z.looseObject({
  limit: z.number().int().min(0).max(300).optional(),
  offset: z.number().int().min(0).optional(),
  id_lt: z.string().optional(),
  id_lte: z.string().optional(),
  id_gt: z.string().optional(),
  id_gte: z.string().optional(),
  id_around: z.string().optional(),
  pinned_at_before: time.optional(),
  pinned_at_before_or_equal: time.optional(),
  pinned_at_after: time.optional(),
  pinned_at_after_or_equal: time.optional(),
  pinned_at_around: time.optional(),
});
type PinnedPaging = z.infer<typeof pinnedPagingSchema>;

type Cursor = { kind: 'before' | 'after' | 'around'; at: string; inclusive: boolean };

/** The paging cursor, with a message id turned into that message's pin time. */
function cursorOf(list: MessageRecord[], paging: PinnedPaging): Cursor | null {
  const pinTime = (id: string) => list.find((message) => message.id === id)?.pinned_at ?? '';
  const cursors: [keyof PinnedPaging, Cursor['kind'], boolean, (value: string) => string][] = [
    ['id_lt', 'before', false, pinTime],
    ['id_lte', 'before', true, pinTime],
    ['id_gt', 'after', false, pinTime],
    ['id_gte', 'after', true, pinTime],
    ['id_around', 'around', true, pinTime],
    ['pinned_at_before', 'before', false, String],
    ['pinned_at_before_or_equal', 'before', true, String],
    ['pinned_at_after', 'after', false, String],
    ['pinned_at_after_or_equal', 'after', true, String],
    ['pinned_at_around', 'around', true, String],
  ];
  for (const [field, kind, inclusive, toTime] of cursors) {
    const value = paging[field];
    if (typeof value === 'string') return { kind, at: toTime(value), inclusive };
  }
  return null;
}

/**
 * One page of pins (`list` oldest first). With a cursor, the `limit` pins nearest to it on its
 * side; without one, from the start of the sort order (newest first unless `pinned_at: 1`).
 */
export function pagePinned(
  list: MessageRecord[],
  paging: PinnedPaging,
  newestFirst: boolean,
): MessageRecord[] {
  const limit = paging.limit ?? 25;
  const at = (message: MessageRecord) => message.pinned_at ?? '';
  const cursor = cursorOf(list, paging);
  let page: MessageRecord[];
  if (!cursor) {
    const ordered = newestFirst ? [...list].reverse() : list;
    const offset = paging.offset ?? 0;
    return ordered.slice(offset, offset + limit);
  }
  if (cursor.kind === 'before') {
    const side = list.filter((m) => (cursor.inclusive ? at(m) <= cursor.at : at(m) < cursor.at));
    page = side.slice(Math.max(0, side.length - limit));
  } else if (cursor.kind === 'after') {
    page = list
      .filter((m) => (cursor.inclusive ? at(m) >= cursor.at : at(m) > cursor.at))
      .slice(0, limit);
  } else {
    const index = list.findIndex((m) => at(m) >= cursor.at);
    const center = index === -1 ? list.length : index;
    const start = Math.max(0, Math.min(center - Math.floor(limit / 2), list.length - limit));
    page = list.slice(start, start + limit);
  }
  return newestFirst ? page.reverse() : page;
}

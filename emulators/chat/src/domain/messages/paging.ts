import { z } from 'zod';
import type { MessageRecord } from '../../state/types';

export const messagePagingSchema = z.looseObject({
  limit: z.coerce.number().int().min(0).max(300).optional(),
  offset: z.coerce.number().int().min(0).optional(),
  id_lt: z.string().optional(),
  id_lte: z.string().optional(),
  id_gt: z.string().optional(),
  id_gte: z.string().optional(),
  id_around: z.string().optional(),
  created_at_before: z.string().optional(),
  created_at_before_or_equal: z.string().optional(),
  created_at_after: z.string().optional(),
  created_at_after_or_equal: z.string().optional(),
  created_at_around: z.string().optional(),
});
export type MessagePaging = z.infer<typeof messagePagingSchema>;

function around<T>(list: T[], index: number, limit: number): T[] {
  const start = Math.max(0, Math.min(index - Math.floor(limit / 2), list.length - limit));
  return list.slice(start, start + limit);
}

/**
 * One page of an oldest-first message list, with Stream's id and time cursors. The client
 * decides whether more exist from whether the page came back full, so pages are always full
 * when enough messages exist.
 */
export function pageMessages(
  list: MessageRecord[],
  paging: MessagePaging,
  defaultLimit: number,
): MessageRecord[] {
  const limit = paging.limit ?? defaultLimit;
  if (limit === 0) return [];
  const indexOf = (id: string) => list.findIndex((message) => message.id === id);
  const firstAtOrAfter = (time: string) => {
    const index = list.findIndex((message) => message.created_at >= new Date(time).toISOString());
    return index === -1 ? list.length : index;
  };
  const lastN = (end: number) => list.slice(Math.max(0, end - limit), end);
  const firstN = (start: number) => list.slice(start, start + limit);

  if (paging.id_lt !== undefined) return lastN(Math.max(0, indexOf(paging.id_lt)));
  if (paging.id_lte !== undefined) return lastN(indexOf(paging.id_lte) + 1);
  if (paging.id_gt !== undefined) {
    const index = indexOf(paging.id_gt);
    return index === -1 ? [] : firstN(index + 1);
  }
  if (paging.id_gte !== undefined) {
    const index = indexOf(paging.id_gte);
    return index === -1 ? [] : firstN(index);
  }
  if (paging.id_around !== undefined) {
    const index = indexOf(paging.id_around);
    return index === -1 ? lastN(list.length) : around(list, index, limit);
  }
  if (paging.created_at_before !== undefined)
    return lastN(firstAtOrAfter(paging.created_at_before));
  if (paging.created_at_before_or_equal !== undefined) {
    const time = new Date(paging.created_at_before_or_equal).toISOString();
    return lastN(list.filter((message) => message.created_at <= time).length);
  }
  if (paging.created_at_after !== undefined) {
    const time = new Date(paging.created_at_after).toISOString();
    return firstN(list.filter((message) => message.created_at <= time).length);
  }
  if (paging.created_at_after_or_equal !== undefined) {
    return firstN(firstAtOrAfter(paging.created_at_after_or_equal));
  }
  if (paging.created_at_around !== undefined) {
    return around(list, firstAtOrAfter(paging.created_at_around), limit);
  }
  const end = list.length - (paging.offset ?? 0);
  return lastN(Math.max(0, end));
}

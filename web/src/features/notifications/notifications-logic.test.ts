import { buildNotification } from '@/testing/builders';
import {
  countUnread,
  findArrivals,
  listOrEmpty,
  sortNewestFirst,
  unreadIds,
} from './notifications-logic';

const older = buildNotification({ id: 'a', createdAt: new Date('2025-01-01T09:00:00Z') });
const newer = buildNotification({
  id: 'b',
  createdAt: new Date('2025-01-01T11:00:00Z'),
  read: true,
});
const pendingWrite = buildNotification({ id: 'c', createdAt: null });

describe('notifications logic', () => {
  it('turns a failed or loading query into an empty list', () => {
    expect(
      listOrEmpty({ status: 'error', error: new Error('The query requires an index') }),
    ).toEqual([]);
    expect(listOrEmpty({ status: 'loading' })).toEqual([]);
    expect(listOrEmpty({ status: 'ready', data: [older] })).toEqual([older]);
  });

  it('orders newest first, with not-yet-stamped ones on top', () => {
    expect(sortNewestFirst([older, newer, pendingWrite]).map((n) => n.id)).toEqual(['c', 'b', 'a']);
  });

  it('counts and lists only unread ones', () => {
    expect(countUnread([older, newer, pendingWrite])).toBe(2);
    expect(unreadIds([older, newer, pendingWrite])).toEqual(['a', 'c']);
  });

  it('treats the first snapshot as history and later unseen unread ones as arrivals', () => {
    expect(findArrivals(null, [older])).toEqual([]);
    expect(findArrivals(new Set(['a']), [older, pendingWrite])).toEqual([pendingWrite]);
    expect(findArrivals(new Set(['a']), [older, newer])).toEqual([]);
  });
});

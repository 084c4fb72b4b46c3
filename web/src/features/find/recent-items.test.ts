// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { FindEntry } from './find-index';
import { readRecentItems, rememberRecentItem } from './recent-items';

const item = (id: string): FindEntry => ({
  kind: 'canvas',
  id,
  workspaceId: 'w1',
  place: 'Acme',
  title: `Canvas ${id}`,
  detail: '',
  href: `/w/w1/canvases/${id}`,
  changedAt: 0,
});

describe('recent items', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the last 8 opened, newest first, each once, per user', () => {
    for (let n = 1; n <= 10; n += 1) rememberRecentItem('u1', item(String(n)));
    rememberRecentItem('u1', item('5'));
    const ids = readRecentItems('u1').map((entry) => entry.id);
    expect(ids).toEqual(['5', '10', '9', '8', '7', '6', '4', '3']);
    expect(readRecentItems('u2')).toEqual([]);
  });

  it('ignores what it cannot read', () => {
    localStorage.setItem('crewspace:recent-items:u1', '{"not":"a list"');
    expect(readRecentItems('u1')).toEqual([]);
    localStorage.setItem('crewspace:recent-items:u1', JSON.stringify([{ href: 'https://evil' }]));
    expect(readRecentItems('u1')).toEqual([]);
  });
});

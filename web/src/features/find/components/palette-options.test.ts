import { describe, expect, it } from 'vitest';
import type { FindEntry } from '../find-index';
import { buildGroups, moveActive, moveGroup } from './palette-options';

const entry = (kind: FindEntry['kind'], id: string): FindEntry => ({
  kind,
  id,
  workspaceId: 'w1',
  place: 'Acme',
  title: id,
  detail: '',
  href: `/w/w1/x/${id}`,
  changedAt: 0,
});
const hit = (kind: FindEntry['kind'], id: string, score = 1) => ({
  ...entry(kind, id),
  matched: [id],
  score,
});
const actions = [
  { label: 'New canvas', run: () => undefined },
  { label: 'Toggle dark mode', run: () => undefined },
];
const base = {
  actions,
  messages: null,
  messagesFor: '',
  chatAvailable: true,
  canSearchEverywhere: false,
};

describe('the palette options', () => {
  it('shows recents and actions with nothing typed', () => {
    const groups = buildGroups({ ...base, query: ' ', hits: [], recents: [entry('canvas', 'c1')] });
    expect(groups.map((group) => group.label)).toEqual(['Recent', 'Actions']);
  });

  it('groups hits by kind, the group of the best hit first, then matching actions and message search', () => {
    const groups = buildGroups({
      ...base,
      query: 'canv',
      hits: [hit('video', 'v1', 1), hit('canvas', 'c1', 9), hit('project', 'p1', 3)],
      recents: [],
    });
    expect(groups.map((group) => group.label)).toEqual([
      'Canvases',
      'Projects',
      'Videos',
      'Actions',
      'Messages',
    ]);
    // Enter opens the first option: the best match, a canvas here.
    expect(groups[0]?.options[0]).toMatchObject({ type: 'item', entry: { id: 'c1' } });
    expect(groups[3]?.options).toHaveLength(1);
    expect(groups[4]?.options[0]).toMatchObject({ type: 'search-messages', query: 'canv' });
  });

  it('offers all my workspaces first when nothing here matches, and only then', () => {
    const none = buildGroups({
      ...base,
      canSearchEverywhere: true,
      query: 'quasar',
      hits: [],
      recents: [],
    });
    expect(none[0]?.options).toEqual([
      { type: 'search-everywhere', key: 'search-everywhere', query: 'quasar' },
    ]);
    const some = buildGroups({
      ...base,
      canSearchEverywhere: true,
      query: 'quasar',
      hits: [hit('canvas', 'c1')],
      recents: [],
    });
    expect(some.flatMap((group) => group.options).map((option) => option.type)).not.toContain(
      'search-everywhere',
    );
    const oneWorkspace = buildGroups({ ...base, query: 'quasar', hits: [], recents: [] });
    expect(oneWorkspace[0]?.options[0]?.type).toBe('search-messages');
  });

  it('shows message results once that query was searched, and no message entry without chat', () => {
    const hitMessage = { id: 'm1', text: 't', author: 'a', channelName: 'c', href: '/chat' };
    const searched = buildGroups({
      ...base,
      query: 'zz',
      hits: [],
      recents: [],
      messages: [hitMessage],
      messagesFor: 'zz',
    });
    expect(searched.at(-1)?.options[0]).toMatchObject({ type: 'message' });
    const offline = buildGroups({
      ...base,
      query: 'zz',
      hits: [],
      recents: [],
      chatAvailable: false,
    });
    expect(offline).toEqual([]);
  });

  it('moves through options and jumps between groups, wrapping around', () => {
    const groups = buildGroups({
      ...base,
      query: 'new',
      hits: [hit('project', 'p1', 2), hit('project', 'p2'), hit('canvas', 'c1')],
      recents: [],
    });
    // Projects [0, 1], Canvases [2], Actions [3], Messages [4]
    expect(moveActive(groups, 4, 1)).toBe(0);
    expect(moveActive(groups, 0, -1)).toBe(4);
    expect(moveGroup(groups, 1, 1)).toBe(2);
    expect(moveGroup(groups, 2, 1)).toBe(3);
    expect(moveGroup(groups, 4, 1)).toBe(0);
    expect(moveGroup(groups, 0, -1)).toBe(4);
    expect(moveGroup([], 0, 1)).toBe(-1);
  });
});

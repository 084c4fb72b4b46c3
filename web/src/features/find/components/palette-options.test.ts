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
const hit = (kind: FindEntry['kind'], id: string) => ({
  ...entry(kind, id),
  matched: [id],
  score: 1,
});
const actions = [
  { label: 'New canvas', run: () => undefined },
  { label: 'Toggle dark mode', run: () => undefined },
];
const base = { actions, messages: null, messagesFor: '', chatAvailable: true };

describe('the palette options', () => {
  it('shows recents and actions with nothing typed', () => {
    const groups = buildGroups({ ...base, query: ' ', hits: [], recents: [entry('canvas', 'c1')] });
    expect(groups.map((group) => group.label)).toEqual(['Recent', 'Actions']);
  });

  it('groups hits by kind in a fixed order, then matching actions, then message search', () => {
    const groups = buildGroups({
      ...base,
      query: 'canv',
      hits: [hit('video', 'v1'), hit('canvas', 'c1'), hit('project', 'p1')],
      recents: [],
    });
    expect(groups.map((group) => group.label)).toEqual([
      'Projects',
      'Canvases',
      'Videos',
      'Actions',
      'Messages',
    ]);
    expect(groups[3]?.options).toHaveLength(1);
    expect(groups[4]?.options[0]).toMatchObject({ type: 'search-messages', query: 'canv' });
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
      hits: [hit('project', 'p1'), hit('project', 'p2'), hit('canvas', 'c1')],
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

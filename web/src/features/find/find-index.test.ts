import { describe, expect, it } from 'vitest';
import { createFindIndex, type FindEntry } from './find-index';

function entry(partial: Partial<FindEntry> & Pick<FindEntry, 'id' | 'title'>): FindEntry {
  return {
    kind: 'canvas',
    workspaceId: 'w1',
    place: 'Acme',
    detail: '',
    href: `/w/w1/canvases/${partial.id}`,
    changedAt: 0,
    ...partial,
  };
}

describe('the find index', () => {
  const index = createFindIndex();
  index.replaceSource('canvas:w1', [
    entry({ id: 'c1', title: 'Roadmap 2027', changedAt: 1 }),
    entry({ id: 'c2', title: 'Résumé review', changedAt: 2 }),
    entry({ id: 'c3', title: 'Road trip', changedAt: 3 }),
  ]);
  index.replaceSource('canvas:w2', [
    entry({ id: 'c9', workspaceId: 'w2', title: 'Roadmap elsewhere', changedAt: 9 }),
  ]);
  const everywhere = { workspaceId: null, perKind: 8 };
  const inW1 = { workspaceId: 'w1', perKind: 8 };

  it('finds by a misspelt word, a prefix, and without accents', () => {
    expect(index.search('roadmpa', inW1).map((hit) => hit.id)).toEqual(['c1']);
    expect(index.search('resu', inW1).map((hit) => hit.id)).toEqual(['c2']);
    expect(index.search('RESUME', inW1).map((hit) => hit.id)).toEqual(['c2']);
  });

  it('ranks the better match first, then the more recent', () => {
    const ids = index.search('road', inW1).map((hit) => hit.id);
    // "Road trip" matches exactly and is newer; "Roadmap" only by prefix.
    expect(ids).toEqual(['c3', 'c1']);
  });

  it('keeps to the workspace unless asked for all, and caps each kind', () => {
    expect(index.search('roadmap', inW1).map((hit) => hit.id)).toEqual(['c1']);
    expect(
      index
        .search('roadmap', everywhere)
        .map((hit) => hit.id)
        .sort(),
    ).toEqual(['c1', 'c9']);
    expect(index.search('road', { workspaceId: null, perKind: 1 })).toHaveLength(1);
    expect(index.search('   ', everywhere)).toEqual([]);
  });

  it('replaces what a source gave before, and says what matched', () => {
    index.replaceSource('canvas:w2', [entry({ id: 'c8', workspaceId: 'w2', title: 'Budget' })]);
    expect(index.search('elsewhere', everywhere)).toEqual([]);
    const [hit] = index.search('budgte', everywhere);
    expect(hit?.id).toBe('c8');
    expect(hit?.matched).toEqual(['budget']);
    expect(index.size).toBe(4);
  });
});

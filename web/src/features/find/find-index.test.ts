import { describe, expect, it } from 'vitest';
import { FIND_KINDS, createFindIndex, kindsByBestHit, type FindEntry } from './find-index';

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

describe('ranking across kinds', () => {
  const index = createFindIndex();
  index.replaceSource('project:w1', [
    entry({
      kind: 'project',
      id: 'p1',
      title: 'Website relaunch',
      detail: 'A new sitemap and landing pages',
      href: '/w/w1/projects/p1',
      changedAt: 9,
    }),
  ]);
  index.replaceSource('canvas:w1', [entry({ id: 'c1', title: 'Sitemap', changedAt: 1 })]);

  it('puts the best match first whatever its kind: "sitem" is the canvas Sitemap', () => {
    const hits = index.search('sitem', { workspaceId: 'w1', perKind: 5 });
    expect(hits[0]).toMatchObject({ kind: 'canvas', title: 'Sitemap' });
    const kinds = kindsByBestHit(hits);
    expect(kinds.indexOf('canvas')).toBeLessThan(kinds.indexOf('project'));
    expect(kinds[0]).toBe(hits[0]?.kind);
  });

  it('orders the groups by their best hit, the kinds without hits last in their usual order', () => {
    const hit = (kind: FindEntry['kind'], score: number) => ({
      ...entry({ kind, id: kind, title: kind }),
      matched: [],
      score,
    });
    expect(kindsByBestHit([hit('project', 2), hit('member', 7), hit('member', 1)])).toEqual([
      'member',
      'project',
      ...FIND_KINDS.filter((kind) => kind !== 'member' && kind !== 'project'),
    ]);
    expect(kindsByBestHit([])).toEqual(FIND_KINDS);
  });
});

/**
 * The palette's search, behind one interface (FindIndex) so a deployment with much larger
 * workspaces can swap this client-side index for a server search engine in this module only.
 * MiniSearch gives prefix and typo-tolerant matching; terms are folded (case and accents) so
 * "resume" finds "Résumé". Ranking: match quality first, then the most recently changed.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { foldTerm } from '@/lib/text-match';

export type FindKind = 'project' | 'task' | 'canvas' | 'video' | 'event' | 'member' | 'channel';

/** The kinds in a fixed order: the palette's groups when nothing decides between them. */
export const FIND_KINDS: readonly FindKind[] = [
  'project',
  'task',
  'canvas',
  'video',
  'event',
  'member',
  'channel',
];

export const FIND_KIND_LABELS: Record<FindKind, string> = {
  project: 'Projects',
  task: 'Tasks',
  canvas: 'Canvases',
  video: 'Videos',
  event: 'Events',
  member: 'Members',
  channel: 'Chat channels',
};

export interface FindEntry {
  kind: FindKind;
  /** The item's own id (with kind and workspace it makes the entry's key). */
  id: string;
  /** Null for things outside any one workspace (chat channels). */
  workspaceId: string | null;
  /** Where it lives, shown beside it: the workspace's name, or "Chat". */
  place: string;
  title: string;
  /** Searched too, shown smaller: a description, an email, a date. */
  detail: string;
  href: string;
  /** Epoch ms of the last change, for ranking equal matches. */
  changedAt: number;
}

export interface FindHit extends FindEntry {
  /** The query terms as they matched in the entry, for highlighting. */
  matched: string[];
  score: number;
}

export interface FindIndex {
  /** Replaces every entry a source gave before (a source: one kind in one workspace). */
  replaceSource(source: string, entries: readonly FindEntry[]): void;
  /** Best hits for the query, at most `perKind` of each kind; workspaceId null: everywhere. */
  search(query: string, options: { workspaceId: string | null; perKind: number }): FindHit[];
  /** The entry whose page is at this address, if the index holds it. */
  byHref(href: string): FindEntry | undefined;
  readonly size: number;
}

export function entryKey(entry: Pick<FindEntry, 'kind' | 'workspaceId' | 'id'>): string {
  return `${entry.kind}:${entry.workspaceId ?? '-'}:${entry.id}`;
}

type Stored = FindEntry & { key: string };

export function createFindIndex(): FindIndex {
  const search = new MiniSearch<Stored>({
    idField: 'key',
    fields: ['title', 'detail'],
    storeFields: [],
    processTerm: (term) => foldTerm(term) || null,
    searchOptions: {
      boost: { title: 3 },
      prefix: true,
      // One edit for 4-5 letters, two from 6 (a swapped pair, "roadmpa", is two edits).
      fuzzy: (term) => (term.length < 4 ? false : term.length < 6 ? 1 : 2),
      combineWith: 'AND',
    },
  });
  const entries = new Map<string, Stored>();
  const sources = new Map<string, string[]>();

  return {
    replaceSource(source, next) {
      for (const key of sources.get(source) ?? []) {
        if (entries.has(key)) search.discard(key);
        entries.delete(key);
      }
      const keys: string[] = [];
      for (const entry of next) {
        const key = entryKey(entry);
        if (entries.has(key)) continue;
        const stored = { ...entry, key };
        entries.set(key, stored);
        search.add(stored);
        keys.push(key);
      }
      sources.set(source, keys);
    },
    search(query, { workspaceId, perKind }) {
      if (!query.trim()) return [];
      const results = search.search(query, {
        filter: (result: SearchResult) => {
          const entry = entries.get(String(result.id));
          return (
            entry !== undefined &&
            (workspaceId === null ||
              entry.workspaceId === null ||
              entry.workspaceId === workspaceId)
          );
        },
      });
      const hits = results.map((result) => ({
        ...(entries.get(String(result.id)) as Stored),
        matched: Object.keys(result.match),
        score: result.score,
      }));
      hits.sort((a, b) => b.score - a.score || b.changedAt - a.changedAt);
      const counts = new Map<FindKind, number>();
      return hits.filter((hit) => {
        const count = counts.get(hit.kind) ?? 0;
        counts.set(hit.kind, count + 1);
        return count < perKind;
      });
    },
    byHref(href) {
      for (const entry of entries.values()) if (entry.href === href) return entry;
      return undefined;
    },
    get size() {
      return entries.size;
    },
  };
}

/**
 * The kinds in the order the palette groups them: by their best hit, so the best match comes
 * first whatever its kind (grouped in a fixed order, "sitem" opened a project that mentions a
 * sitemap before the canvas called "Sitemap"); kinds without hits last, ties in FIND_KINDS order.
 */
export function kindsByBestHit(hits: readonly FindHit[]): FindKind[] {
  const best = new Map<FindKind, number>();
  for (const hit of hits) best.set(hit.kind, Math.max(best.get(hit.kind) ?? -Infinity, hit.score));
  return [...FIND_KINDS].sort(
    (a, b) => (best.get(b) ?? -Infinity) - (best.get(a) ?? -Infinity) || 0,
  );
}

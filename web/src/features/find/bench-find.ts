/**
 * `npm run bench:find`: the palette's index for a workspace of 5,000 items (1,000 of each kind
 * it reads, members and chat channels included), beside a floor measured in the same run: the
 * same entries in an array searched by folded substring (what a hand-written filter would do,
 * with no typo tolerance or ranking). Prints build time, heap held and query time, and the
 * documents the palette's bounded reads would load (FIND_SOURCE_LIMITS). Run with --expose-gc
 * for the heap figures (the npm script does).
 */
import { performance } from 'node:perf_hooks';
import { FIND_SOURCE_LIMITS } from './api/find-source-limits';
import { foldTerm } from '@/lib/text-match';
import { createFindIndex, type FindEntry, type FindKind } from './find-index';

const ITEMS_PER_KIND = 1_000;
const KINDS = ['project', 'canvas', 'video', 'event', 'member'] as const satisfies FindKind[];
const WORDS = (
  'roadmap launch budget review sprint design résumé onboarding hiring retro quarterly ' +
  'marketing campaign release planning customer interview research prototype feedback ' +
  'workshop offsite security audit migration dashboard analytics pricing partner demo'
).split(' ');
const QUERIES = ['roadmpa', 'resume', 'laun', 'quartely', 'customer interview', 'secur', 'zzz'];

function entries(): FindEntry[] {
  let seed = 42;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const word = () => WORDS[Math.floor(random() * WORDS.length)] as string;
  return KINDS.flatMap((kind) =>
    Array.from({ length: ITEMS_PER_KIND }, (_, n) => ({
      kind,
      id: `${kind}-${n}`,
      workspaceId: 'w1',
      place: 'Acme',
      title: `${word()} ${word()} ${n}`,
      detail: `${word()} ${word()} ${word()}`,
      href: `/w/w1/${kind}/${n}`,
      changedAt: n,
    })),
  );
}

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return process.memoryUsage().heapUsed / 2 ** 20;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

function measure<T>(build: () => T, query: (built: T, text: string) => unknown) {
  const before = heapMb();
  const start = performance.now();
  const built = build();
  const buildMs = performance.now() - start;
  const heldMb = heapMb() - before;
  const times: number[] = [];
  for (let round = 0; round < 30; round += 1) {
    for (const text of QUERIES) {
      const t0 = performance.now();
      query(built, text);
      times.push(performance.now() - t0);
    }
  }
  return { buildMs, heldMb, queryMs: median(times), built };
}

const all = entries();
const floor = measure(
  () => all.map((entry) => ({ entry, folded: foldTerm(`${entry.title} ${entry.detail}`) })),
  (list, text) => list.filter((item) => item.folded.includes(foldTerm(text))),
);
const palette = measure(
  () => {
    const index = createFindIndex();
    for (const kind of KINDS)
      index.replaceSource(
        kind,
        all.filter((entry) => entry.kind === kind),
      );
    return index;
  },
  (index, text) => index.search(text, { workspaceId: 'w1', perKind: 5 }),
);

const reads = KINDS.reduce(
  (sum, kind) => sum + Math.min(ITEMS_PER_KIND, FIND_SOURCE_LIMITS[kind]),
  0,
);
const hits = palette.built.search('roadmpa', { workspaceId: 'w1', perKind: 5 }).length;
const floorHits = floor.built.filter((item) => item.folded.includes('roadmpa')).length;
const row = (name: string, m: { buildMs: number; heldMb: number; queryMs: number }) =>
  `${name.padEnd(22)} ${m.buildMs.toFixed(1).padStart(9)} ${m.heldMb.toFixed(1).padStart(9)} ${m.queryMs.toFixed(3).padStart(10)}`;
console.info(
  `Workspace of ${all.length} items; the palette reads at most ${reads} documents to warm.`,
);
console.info(
  `${''.padEnd(22)} ${'build ms'.padStart(9)} ${'heap MB'.padStart(9)} ${'query ms'.padStart(10)}`,
);
console.info(row('floor (substring)', floor));
console.info(row('palette (MiniSearch)', palette));
console.info(`"roadmpa" (misspelt): palette ${hits} hits, floor ${floorHits}.`);
if (!(globalThis as { gc?: () => void }).gc) console.info('(heap figures need --expose-gc)');

/**
 * What the chunks of a build are made of: a Vite plugin that records, per emitted chunk, each
 * module's rendered length (after tree-shaking, before minification), and a grouping of those
 * modules by npm package (or by app folder). The size CLI uses it to show the top contributors of
 * the critical path and of each lazy chunk.
 */
import type { Plugin } from 'vite';

/** Emitted chunk file (dist-relative) → module id → rendered length. */
export type ChunkModules = Record<string, Record<string, number>>;

export function recordChunkModules(report: ChunkModules): Plugin {
  return {
    name: 'crewspace-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        report[output.fileName] = Object.fromEntries(
          Object.entries(output.modules).map(([id, module]) => [id, module.renderedLength]),
        );
      }
    },
  };
}

/**
 * The group a module counts under: its npm package (`@firebase/auth`, `react-dom`), or for the
 * app's own code its folder (`web/src/features/chat`).
 */
export function moduleGroup(id: string, root: string): string {
  const path = id.replace(/^\0/, '').split('?')[0] ?? id;
  const inPackage = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (inPackage?.[1]) return inPackage[1];
  const relative = path.startsWith(root) ? path.slice(root.length).replace(/^\//, '') : path;
  const folders = relative.split('/').slice(0, -1);
  const depth = folders[1] === 'src' && folders[2] === 'features' ? 4 : 3;
  return folders.slice(0, depth).join('/') || relative;
}

export interface Contributor {
  group: string;
  /** Rendered bytes (before minification) and their share of the files' rendered total. */
  rendered: number;
  share: number;
}

/** The groups that make up `files`, largest first. */
export function contributors(
  report: ChunkModules,
  files: readonly string[],
  root: string,
): Contributor[] {
  const byGroup = new Map<string, number>();
  for (const file of files) {
    for (const [id, length] of Object.entries(report[file] ?? {})) {
      const group = moduleGroup(id, root);
      byGroup.set(group, (byGroup.get(group) ?? 0) + length);
    }
  }
  const total = [...byGroup.values()].reduce((sum, length) => sum + length, 0);
  return [...byGroup]
    .map(([group, rendered]) => ({ group, rendered, share: total ? rendered / total : 0 }))
    .sort((a, b) => b.rendered - a.rendered);
}

/**
 * What each route of a Vite build loads, read from the build's manifest (`build.manifest`,
 * dist/.vite/manifest.json) and measured as gzip bytes (node:zlib, level 9) of the files on disk.
 *
 * - The critical path: the entry chunk, everything it imports statically, their CSS, and the
 *   other scripts and stylesheets index.html references (theme-init.js). Every page loads it, and
 *   it is all that /login loads. Dynamic imports are not part of it.
 * - Each lazy chunk: a target of a dynamic import (React.lazy) made by the critical path, or by
 *   app code loaded that way, with its own static imports and CSS, less what was already loaded
 *   when it is imported (the critical path, and for a nested one its parent's): what opening the
 *   route adds. Libraries' own lazy chunks (Excalidraw's locales and diagram renderers, the chat's
 *   video player) load only when used and are left out.
 *
 * A chunk reached along several import paths counts once. Sizes are deterministic for a given
 * build, so tests may hold them to budgets: `await routeSizes('web/dist')`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { z } from 'zod';

const manifestChunkSchema = z.object({
  file: z.string(),
  src: z.string().optional(),
  name: z.string().optional(),
  isEntry: z.boolean().optional(),
  isDynamicEntry: z.boolean().optional(),
  imports: z.array(z.string()).optional(),
  dynamicImports: z.array(z.string()).optional(),
  css: z.array(z.string()).optional(),
});
const manifestSchema = z.record(z.string(), manifestChunkSchema);

/** Vite's manifest: chunk key (source path, or `_name-hash.js` for a shared chunk) → chunk. */
export type Manifest = z.infer<typeof manifestSchema>;

/** One row of the size table, before sizes: which files a route loads. */
export interface ChunkFiles {
  /** The chunk's source module (`index.html` for the entry) or, for a shared chunk, its name. */
  chunk: string;
  /** False for the critical path, true for a lazy chunk. */
  lazy: boolean;
  /** dist-relative paths, sorted. */
  js: string[];
  css: string[];
}

export interface RouteSize {
  chunk: string;
  lazy: boolean;
  /** gzip bytes (level 9) of the JavaScript and of the CSS this row loads. */
  js: number;
  css: number;
  files: string[];
}

const MANIFEST_PATH = join('.vite', 'manifest.json');

export function readManifest(distDir: string): Manifest {
  const path = join(distDir, MANIFEST_PATH);
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: build with build.manifest (web/vite.shared.config.ts) first.`,
    );
  }
  const parsed = manifestSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path} is not a Vite manifest: ${parsed.error.message}`);
  return parsed.data;
}

function chunkAt(manifest: Manifest, key: string): Manifest[string] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The manifest names a chunk it does not hold: ${key}`);
  return chunk;
}

/** The chunk keys `roots` load before running: themselves and their static imports, transitively. */
export function staticClosure(manifest: Manifest, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (seen.has(key)) continue;
    seen.add(key);
    pending.push(...(chunkAt(manifest, key).imports ?? []));
  }
  return seen;
}

function filesOf(
  manifest: Manifest,
  keys: Iterable<string>,
): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = chunkAt(manifest, key);
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
  }
  return { js, css };
}

const isLibrary = (key: string) => key.includes('node_modules/');

/**
 * The critical path and every lazy chunk of a manifest, as files. `htmlFiles` are the other
 * dist-relative scripts and stylesheets the entry HTML loads (see `htmlAssets`).
 */
export function chunkFiles(
  manifest: Manifest,
  htmlFiles: { js: readonly string[]; css: readonly string[] } = { js: [], css: [] },
): ChunkFiles[] {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length === 0) throw new Error('The manifest has no entry chunk.');
  const critical = staticClosure(manifest, entries);
  const criticalFiles = filesOf(manifest, critical);
  for (const file of htmlFiles.js) criticalFiles.js.add(file);
  for (const file of htmlFiles.css) criticalFiles.css.add(file);

  // Lazy chunks: dynamic imports made from the critical path, then from app code loaded that way.
  // Each maps to the chunks already loaded when it is imported, which it does not add again.
  const lazy = new Map<string, Set<string>>();
  const loadedStates = [critical];
  for (let loaded = loadedStates.shift(); loaded; loaded = loadedStates.shift()) {
    for (const key of loaded) {
      if (isLibrary(key)) continue;
      for (const target of chunkAt(manifest, key).dynamicImports ?? []) {
        if (loaded.has(target) || lazy.has(target) || isLibrary(target)) continue;
        lazy.set(target, loaded);
        loadedStates.push(new Set([...loaded, ...staticClosure(manifest, [target])]));
      }
    }
  }

  const rows: ChunkFiles[] = [
    {
      chunk: entries.join(' + '),
      lazy: false,
      js: [...criticalFiles.js].sort(),
      css: [...criticalFiles.css].sort(),
    },
  ];
  for (const [key, loadedBefore] of lazy) {
    const chunk = chunkAt(manifest, key);
    const added = [...staticClosure(manifest, [key])].filter((k) => !loadedBefore.has(k));
    const files = filesOf(manifest, added);
    rows.push({
      chunk: chunk.src ?? chunk.name ?? key,
      lazy: true,
      js: [...files.js].filter((file) => !criticalFiles.js.has(file)).sort(),
      css: [...files.css].filter((file) => !criticalFiles.css.has(file)).sort(),
    });
  }
  return rows;
}

/**
 * The local scripts (`<script src>`) and stylesheets (`<link rel="stylesheet">`) an HTML file
 * loads, as dist-relative paths. Module preloads are the entry's static imports, which the
 * manifest already lists.
 */
export function htmlAssets(html: string): { js: string[]; css: string[] } {
  const local = (url: string) =>
    url.startsWith('/') && !url.startsWith('//') ? [url.slice(1)] : [];
  const attribute = (tag: string, name: string) =>
    new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1] ?? '';
  const js = [...html.matchAll(/<script\b[^>]*>/gi)].flatMap(([tag]) =>
    local(attribute(tag, 'src')),
  );
  const css = [...html.matchAll(/<link\b[^>]*>/gi)]
    .filter(([tag]) => /^stylesheet$/i.test(attribute(tag, 'rel')))
    .flatMap(([tag]) => local(attribute(tag, 'href')));
  return { js, css };
}

/** gzip bytes at level 9, the most a server could save with gzip. */
export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: constants.Z_BEST_COMPRESSION }).length;
}

/** The size table of a built app: the critical path first, then each lazy chunk. */
export function routeSizes(distDir: string): RouteSize[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  const sizeOf = (files: readonly string[]) =>
    files.reduce((sum, file) => sum + gzipSize(readFileSync(join(distDir, file))), 0);
  return chunkFiles(readManifest(distDir), htmlAssets(html)).map((row) => ({
    chunk: row.chunk,
    lazy: row.lazy,
    js: sizeOf(row.js),
    css: sizeOf(row.css),
    files: [...row.js, ...row.css],
  }));
}

/**
 * gzip bytes (level 9) of the files a page loaded, given their URLs and the dist folder their
 * origin serves: what the page's scripts or stylesheets weigh in the size table's unit. URLs of
 * other origins or of files not in the dist are returned apart.
 */
export function gzipOfLoadedFiles(
  urls: readonly string[],
  origin: string,
  distDir: string,
): { bytes: number; unmatched: string[] } {
  let bytes = 0;
  const unmatched: string[] = [];
  for (const url of new Set(urls)) {
    const parsed = new URL(url);
    const file = join(distDir, decodeURIComponent(parsed.pathname));
    if (parsed.origin !== origin || !file.startsWith(distDir) || !existsSync(file)) {
      unmatched.push(url);
      continue;
    }
    bytes += gzipSize(readFileSync(file));
  }
  return { bytes, unmatched };
}

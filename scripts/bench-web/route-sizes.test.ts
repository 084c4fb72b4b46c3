import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunkFiles,
  gzipOfLoadedFiles,
  gzipSize,
  htmlAssets,
  readManifest,
  routeSizes,
  staticClosure,
  type Manifest,
} from './route-sizes';

/**
 * A small build: the entry imports react and ui (ui imports react too), and lazily the chat
 * page, the canvas page and an SDK. Both pages share `shared` (which imports ui); the chat page
 * imports the SDK and lazily an emoji picker (app code, which imports the chat page back) and a
 * library's player.
 */
const manifest = JSON.parse(
  readFileSync(new URL('fixtures/manifest.json', import.meta.url), 'utf8'),
) as Manifest;

const INDEX_HTML = `<!doctype html><html lang="en"><head>
<script src="/theme-init.js"></script>
<script type="module" crossorigin src="/assets/index-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-1.js">
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" crossorigin href="/assets/index-1.css">
<script src="https://cdn.example.com/outside.js"></script>
</head><body><div id="root"></div></body></html>`;

describe('staticClosure', () => {
  it('follows static imports transitively, each chunk once, never dynamic imports', () => {
    expect([...staticClosure(manifest, ['index.html'])].sort()).toEqual([
      '_react-1.js',
      '_ui-1.js',
      'index.html',
    ]);
  });

  it('names a chunk the manifest lacks', () => {
    const broken: Manifest = {
      'index.html': { file: 'a.js', isEntry: true, imports: ['_gone.js'] },
    };
    expect(() => staticClosure(broken, ['index.html'])).toThrow('_gone.js');
  });
});

describe('htmlAssets', () => {
  it('lists local scripts and stylesheets, not preloads, icons or other origins', () => {
    expect(htmlAssets(INDEX_HTML)).toEqual({
      js: ['theme-init.js', 'assets/index-1.js'],
      css: ['assets/index-1.css'],
    });
  });
});

describe('chunkFiles', () => {
  const rows = chunkFiles(manifest, htmlAssets(INDEX_HTML));
  const row = (chunk: string) => rows.find((candidate) => candidate.chunk === chunk);

  it('puts the entry, its static imports, their CSS and the HTML scripts on the critical path', () => {
    expect(rows[0]).toEqual({
      chunk: 'index.html',
      lazy: false,
      js: ['assets/index-1.js', 'assets/react-1.js', 'assets/ui-1.js', 'theme-init.js'],
      css: ['assets/index-1.css', 'assets/ui-1.css'],
    });
  });

  it('leaves dynamic imports off the critical path and lists each as a lazy chunk', () => {
    expect(rows.map((candidate) => [candidate.chunk, candidate.lazy])).toEqual([
      ['index.html', false],
      ['src/chat-page.tsx', true],
      ['src/canvas-page.tsx', true],
      ['sdk', true],
      ['src/emoji-picker.tsx', true],
    ]);
  });

  it("counts a lazy chunk's static imports and CSS once, less what the critical path loaded", () => {
    // react and ui are on the critical path; shared and the SDK are not.
    expect(row('src/chat-page.tsx')).toMatchObject({
      js: ['assets/chat-page-1.js', 'assets/sdk-1.js', 'assets/shared-1.js'],
      css: ['assets/chat-page-1.css', 'assets/shared-1.css'],
    });
    // A chunk two lazy pages share counts in each.
    expect(row('src/canvas-page.tsx')).toMatchObject({
      js: ['assets/canvas-page-1.js', 'assets/shared-1.js'],
      css: ['assets/shared-1.css'],
    });
  });

  it('counts a nested lazy chunk without its already loaded parent, and skips libraries', () => {
    expect(row('src/emoji-picker.tsx')).toMatchObject({
      js: ['assets/emoji-picker-1.js'],
      css: [],
    });
    expect(rows.some((candidate) => candidate.js.includes('assets/player-1.js'))).toBe(false);
  });

  it('needs an entry', () => {
    expect(() => chunkFiles({ 'a.ts': { file: 'a.js' } })).toThrow('no entry chunk');
  });
});

describe('routeSizes', () => {
  const dist = mkdtempSync(join(tmpdir(), 'route-sizes-'));
  /** Each built file's gzip size; the files differ in size so that a wrong sum shows. */
  const size: Record<string, number> = {};
  const of = (...files: string[]) => files.reduce((sum, file) => sum + (size[file] ?? NaN), 0);

  beforeAll(() => {
    mkdirSync(join(dist, '.vite'), { recursive: true });
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    const files = [
      'theme-init.js',
      ...new Set(Object.values(manifest).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])),
    ];
    for (const [index, file] of files.entries()) {
      const repeat = 10 + index * 50;
      const content =
        `console.info(${JSON.stringify(file)});\n`.repeat(repeat) + `// ${'x'.repeat(repeat)}`;
      mkdirSync(dirname(join(dist, file)), { recursive: true });
      writeFileSync(join(dist, file), content);
      size[file] = gzipSize(content);
    }
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('adds up gzip sizes (level 9) per row, JavaScript and CSS apart', () => {
    const rows = routeSizes(dist);
    expect(rows[0]).toMatchObject({
      chunk: 'index.html',
      js: of('assets/index-1.js', 'assets/react-1.js', 'assets/ui-1.js', 'theme-init.js'),
      css: of('assets/index-1.css', 'assets/ui-1.css'),
    });
    expect(rows.find((row) => row.chunk === 'src/chat-page.tsx')).toMatchObject({
      js: of('assets/chat-page-1.js', 'assets/shared-1.js', 'assets/sdk-1.js'),
      css: of('assets/chat-page-1.css', 'assets/shared-1.css'),
    });
  });

  it('weighs the files a page loaded by URL, each once, and returns the others apart', () => {
    const origin = 'http://127.0.0.1:15000';
    const loaded = gzipOfLoadedFiles(
      [
        `${origin}/assets/index-1.js`,
        `${origin}/assets/react-1.js`,
        `${origin}/assets/index-1.js`,
        `${origin}/assets/not-built.js`,
        'http://127.0.0.1:19300/other-origin.js',
      ],
      origin,
      dist,
    );
    expect(loaded).toEqual({
      bytes: of('assets/index-1.js', 'assets/react-1.js'),
      unmatched: [`${origin}/assets/not-built.js`, 'http://127.0.0.1:19300/other-origin.js'],
    });
  });

  it('says how to get a manifest when the build has none', () => {
    expect(() => readManifest(join(dist, 'nowhere'))).toThrow('build.manifest');
  });

  it('refuses a file that is not a Vite manifest', () => {
    const other = mkdtempSync(join(tmpdir(), 'route-sizes-bad-'));
    mkdirSync(join(other, '.vite'));
    writeFileSync(
      join(other, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { isEntry: 1 } }),
    );
    expect(() => readManifest(other)).toThrow('is not a Vite manifest');
    rmSync(other, { recursive: true, force: true });
  });
});

describe('gzipSize', () => {
  it('is the length of a level 9 gzip stream of the content', () => {
    const content = Array.from({ length: 2000 }, (_, index) => `line ${index % 97};`).join('\n');
    expect(gzipSize(content)).toBe(gzipSync(content, { level: 9 }).length);
    expect(gzipSize(content)).toBeLessThan(gzipSync(content, { level: 1 }).length);
  });
});

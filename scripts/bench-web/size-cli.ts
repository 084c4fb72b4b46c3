/**
 * `npm run size:web`: the size table of the app's production build (`--mode e2e`, as the bench
 * serves it) without a browser or emulators: gzip level 9 of what the critical path (all /login
 * loads) and each lazy chunk load, then the largest contributors of each row by npm package or
 * app folder; last, the heavy pages beside their libraries alone (library-floors/). Builds into
 * .cache/bench-web, so web/dist is left alone.
 *   npm run size:web [-- --top N]
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from '@crewspace/tooling/paths';
import { contributors } from './chunk-contents';
import { BENCH_DIR } from './firebase-config';
import { buildLibraryFloors } from './floor-build';
import { libraryFloorRows } from './library-floors';
import { libraryFloorTable, sizeTable } from './report';
import { routeSizes } from './route-sizes';
import { buildForSizes } from './size-build';

const { values } = parseArgs({ options: { top: { type: 'string', default: '8' } } });
const top = Number(values.top);
if (!Number.isInteger(top) || top < 1) {
  console.error(
    'Usage: npm run size:web [-- --top N] (N: how many contributors per row, 1 or more)',
  );
  process.exit(2);
}

const outDir = join(BENCH_DIR, 'size-dist');
console.info('▶ Build web (vite build --mode e2e, web/vite.config.ts)');
const modules = await buildForSizes(outDir);

const sizes = routeSizes(outDir);
console.info('\nWhat each route loads (gzip level 9, KiB = 1024 bytes):\n');
console.info(sizeTable(sizes));
console.info(
  `\nLargest contributors per row: share of the rows' JavaScript before minification ` +
    `(after tree-shaking), and that share of its gzip size (an estimate).\n`,
);
for (const row of sizes) {
  const jsFiles = row.files.filter((file) => file.endsWith('.js'));
  console.info(`${row.lazy ? row.chunk : 'critical path'} (${(row.js / 1024).toFixed(1)} KiB):`);
  for (const { group, share } of contributors(modules, jsFiles, ROOT).slice(0, top)) {
    console.info(
      `  ${(share * 100).toFixed(1).padStart(5)}%  ≈${((share * row.js) / 1024).toFixed(1).padStart(6)} KiB  ${group}`,
    );
  }
}

const floorsDir = join(BENCH_DIR, 'library-floors-dist');
console.info('\n▶ Build the libraries alone (scripts/bench-web/library-floors)');
await buildLibraryFloors(floorsDir);
console.info('\nThe heavy pages beside their libraries alone (gzip level 9, KiB = 1024 bytes):\n');
console.info(libraryFloorTable(libraryFloorRows(sizes, routeSizes(floorsDir))));

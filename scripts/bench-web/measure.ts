/**
 * The bench's measuring half, run by main.ts inside `firebase emulators:exec` (the test stack
 * with the floors as more Hosting sites): starts the chat and storage stand-ins and seeds the
 * demo accounts (the browser tests' global setup), then runs Lighthouse on each page in one
 * Chromium: the floor, the chosen heavy pages' libraries alone and the signed-out pages first,
 * then it signs in and measures the rest (the chat library alone among them: it needs the
 * signed-in user's chat id).
 * Prints the tables and writes every run to .cache/bench-web/results-<time>.json.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import setUpTestStack from '@crewspace/e2e/global-setup';
import { launchChromium, type RunningChromium } from './chromium';
import {
  APP_DIST,
  APP_URL,
  BENCH_DIR,
  FLOOR_DIST,
  FLOOR_URL,
  LIBRARY_FLOORS_DIST,
  LIBRARY_FLOORS_URL,
} from './firebase-config';
import { clearHttpCache, runLighthouse, type RunFigures } from './lighthouse';
import {
  FLOOR_PAGE,
  libraryFloorPages,
  parseBenchOptions,
  type BenchPage,
  type BenchSetup,
} from './pages';
import { findings, lighthouseTable, sizeTable, type PageResult } from './report';
import { gzipOfLoadedFiles, routeSizes } from './route-sizes';
import { scriptEncoding, signInAndSetUp, signInAsNewDevice } from './session';

const options = parseBenchOptions(process.argv.slice(2));

function pageResult(page: BenchPage, origin: string, dist: string, setup: BenchSetup): PageResult {
  return {
    name: page.name,
    url: `${origin}${page.path(setup)}`,
    origin,
    dist,
    runs: [],
    coldRuns: [],
    errors: [],
  };
}

const signedInCount = options.pages.filter((page) => page.signedIn).length;
const libraryFloors = libraryFloorPages(options.pages);
const progress = {
  done: 0,
  total: options.runs * (options.pages.length + 1 + libraryFloors.length + signedInCount),
};
/**
 * Each page's first run's whole Lighthouse report (warm, and cold for a signed-in page): where
 * its time goes (bootup-time, mainthread-work-breakdown, long-tasks).
 */
const REPORTS_DIR = join(BENCH_DIR, 'reports');
const reportPath = (page: PageResult, cold: boolean) =>
  (cold ? page.coldRuns : page.runs).length === 0
    ? join(
        REPORTS_DIR,
        `${page.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-/, '')}-${cold ? 'cold' : 'warm'}.json`,
      )
    : undefined;

/**
 * A cold run: a browser with a fresh profile, signed in just before, with no service worker,
 * HTTP cache or Firestore cache (`signInAsNewDevice`): a new device's first visit.
 */
async function coldLighthouse(page: PageResult): Promise<RunFigures> {
  const fresh = await launchChromium();
  try {
    await signInAsNewDevice(fresh.endpoint);
    return await runLighthouse(page.url, fresh.port, reportPath(page, true));
  } finally {
    await fresh.close();
  }
}

async function measureRun(
  chromium: RunningChromium,
  page: PageResult,
  label: string,
  cold: boolean,
): Promise<void> {
  progress.done += 1;
  const line = `  [${progress.done}/${progress.total}] ${page.name} ${label}`;
  try {
    let run: RunFigures;
    if (cold) run = await coldLighthouse(page);
    else {
      await clearHttpCache(chromium.endpoint);
      run = await runLighthouse(page.url, chromium.port, reportPath(page, false));
    }
    const js = gzipOfLoadedFiles(run.jsUrls, page.origin, page.dist);
    const css = gzipOfLoadedFiles(run.cssUrls, page.origin, page.dist);
    (cold ? page.coldRuns : page.runs).push({
      ...run,
      jsGzip: js.bytes,
      cssGzip: css.bytes,
      unmatched: [...js.unmatched, ...css.unmatched],
    });
    console.info(
      `${line}: performance ${run.performance}, LCP ${(run.lcpMs / 1000).toFixed(1)} s, ` +
        `JS ${(js.bytes / 1024).toFixed(1)} KiB gzip (Lighthouse ${(run.lighthouseMs / 1000).toFixed(0)} s)`,
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    page.errors.push(`${cold ? 'cold' : 'warm'}: ${message}`);
    console.error(`${line} failed: ${message}`);
  }
}

/**
 * The app's signed-in pages (`withCold`) are measured warm (the bench's browser) and cold (a
 * fresh one) each round; the rest once a round.
 */
async function measure(
  chromium: RunningChromium,
  pages: readonly PageResult[],
  withCold: ReadonlySet<PageResult> = new Set(),
): Promise<void> {
  // Rounds, not one page several times in a row: a slow spell of the shared machine then spreads
  // over all pages instead of landing on one.
  for (let round = 1; round <= options.runs; round++) {
    for (const page of pages) {
      const cold = withCold.has(page);
      await measureRun(chromium, page, cold ? `warm run ${round}` : `run ${round}`, false);
      if (cold) await measureRun(chromium, page, `cold run ${round}`, true);
    }
  }
}

async function main(): Promise<void> {
  const started = Date.now();
  mkdirSync(BENCH_DIR, { recursive: true });
  rmSync(REPORTS_DIR, { recursive: true, force: true });
  mkdirSync(REPORTS_DIR, { recursive: true });
  const stopStack = await setUpTestStack();
  const chromium = await launchChromium();
  const noSetup: BenchSetup = { canvasPath: '', workspaceId: '', chat: { userId: '', token: '' } };
  const floor = pageResult(FLOOR_PAGE, FLOOR_URL, FLOOR_DIST, noSetup);
  const library = (page: BenchPage, setup: BenchSetup) =>
    pageResult(page, LIBRARY_FLOORS_URL, LIBRARY_FLOORS_DIST, setup);
  const libraries = libraryFloors
    .filter((page) => !page.signedIn)
    .map((page) => library(page, noSetup));
  const signedOut = options.pages
    .filter((page) => !page.signedIn)
    .map((page) => pageResult(page, APP_URL, APP_DIST, noSetup));
  const signedIn: PageResult[] = [];
  let encoding = 'unknown';
  try {
    encoding = await scriptEncoding(chromium.endpoint);
    console.info(`\n▶ Lighthouse, signed out (Hosting sends scripts to Chromium as ${encoding})`);
    await measure(chromium, [floor, ...libraries, ...signedOut]);
    const toSignIn = options.pages.filter((page) => page.signedIn);
    if (toSignIn.length > 0) {
      console.info('\n▶ Signing in and creating a canvas');
      const setup = await signInAndSetUp(chromium.endpoint);
      console.info(`  canvas at ${setup.canvasPath}`);
      console.info('\n▶ Lighthouse, signed in');
      const appPages = toSignIn.map((page) => pageResult(page, APP_URL, APP_DIST, setup));
      const signedInLibraries = libraryFloors
        .filter((page) => page.signedIn)
        .map((page) => library(page, setup));
      libraries.push(...signedInLibraries);
      signedIn.push(...appPages);
      await measure(chromium, [...signedInLibraries, ...appPages], new Set(appPages));
    }
  } finally {
    await chromium.close();
    await stopStack();
  }

  const pages = [...libraries, ...signedOut, ...signedIn];
  const appSizes = routeSizes(APP_DIST);
  const floorSizes = routeSizes(FLOOR_DIST);
  console.info(
    `\nLighthouse ${options.runs} run(s) per page, medians; mobile, simulated throttling. JS and ` +
      `CSS: gzip level 9 of the files the page loaded, and what the Hosting emulator sent ` +
      `(${encoding}, with headers). KiB = 1024 bytes.\n`,
  );
  console.info(lighthouseTable(pages, floor));
  console.info('\nBuild sizes (gzip level 9 of the files, from the Vite manifest):\n');
  console.info(sizeTable(appSizes));
  console.info(
    `\nFloor app build: ${(floorSizes[0]!.js / 1024).toFixed(1)} KiB JS, ` +
      `${(floorSizes[0]!.css / 1024).toFixed(1)} KiB CSS.`,
  );
  console.info('\nFindings per page:\n');
  console.info(findings([floor, ...pages]));

  mkdirSync(BENCH_DIR, { recursive: true });
  const file = join(BENCH_DIR, `results-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify(
      { encoding, options: { runs: options.runs }, floor, pages, appSizes, floorSizes },
      null,
      2,
    ),
  );
  console.info(`\nEach page's first Lighthouse report (warm, and cold): ${REPORTS_DIR}`);
  console.info(
    `\nEvery run: ${file} (measuring took ${((Date.now() - started) / 60_000).toFixed(1)} min)`,
  );
  const failed = [floor, ...pages].filter((page) => page.runs.length === 0);
  if (failed.length > 0) {
    console.error(`✖ No run succeeded for: ${failed.map((page) => page.name).join(', ')}`);
    process.exit(1);
  }
}

await main();

/**
 * The bench's Firebase config: the test stack (firebase.test.json) with two more Hosting sites,
 * the floor app and the library floors (the heavy pages' libraries alone). Every app is then
 * served the same way (the Hosting emulator, with its compression and SPA rewrite), each from its
 * own dist.
 */
import { TEST_PORTS } from '@crewspace/common/local-config';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { z } from 'zod';
import { FIREBASE_TEST_ARGS } from '@crewspace/tooling/emulator-env';
import { CACHE_DIR, ROOT } from '@crewspace/tooling/paths';

/** Everything the bench writes: the floor's build, this config, the results. */
export const BENCH_DIR = join(CACHE_DIR, 'bench-web');
export const FLOOR_DIST = join(BENCH_DIR, 'floor-dist');
export const LIBRARY_FLOORS_DIST = join(BENCH_DIR, 'library-floors-dist');
export const APP_DIST = join(ROOT, 'web', 'dist');

/** The Hosting emulator serves site i > 0 on its port + 4 + i (firebase-tools serve/hosting). */
export const APP_URL = `http://127.0.0.1:${TEST_PORTS.hosting}`;
export const FLOOR_URL = `http://127.0.0.1:${TEST_PORTS.hosting + 5}`;
export const LIBRARY_FLOORS_URL = `http://127.0.0.1:${TEST_PORTS.hosting + 6}`;

const floorSite = (site: string, dist: string) => ({
  site,
  public: relative(ROOT, dist),
  rewrites: [{ source: '**', destination: '/index.html' }],
});

const hostingSchema = z.looseObject({ public: z.string() });

/**
 * firebase-tools resolves a config's paths from its folder and refuses any outside it, so the
 * bench's config sits at the root (ignored by git), written for each run.
 */
export const BENCH_CONFIG = join(ROOT, '.firebase.bench-web.json');

/** Writes the config; returns the `firebase` arguments that use it. */
export function writeBenchFirebaseConfig(): string[] {
  const testConfig = z
    .looseObject({ hosting: hostingSchema })
    .parse(JSON.parse(readFileSync(join(ROOT, 'firebase.test.json'), 'utf8')));
  const config = {
    ...testConfig,
    hosting: [
      { ...testConfig.hosting, site: 'crewspace-bench-app' },
      floorSite('crewspace-bench-floor', FLOOR_DIST),
      floorSite('crewspace-bench-libraries', LIBRARY_FLOORS_DIST),
    ],
  };
  writeFileSync(BENCH_CONFIG, `${JSON.stringify(config, null, 2)}\n`);
  return FIREBASE_TEST_ARGS.map((arg) => (arg === 'firebase.test.json' ? BENCH_CONFIG : arg));
}

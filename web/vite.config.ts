import { createReadStream, existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv, type Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
// Relative, not the package name: Vite bundles a relative import into the config, while it would
// hand the package's .ts entry to Node untranspiled.
import { EDGE_FEATURES, securityHeaders } from '../common/src/hosting-headers.ts';
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '../common/src/local-config.ts';
import { parseEnv } from './src/config/env-schema.ts';
import { installableApp } from './pwa.config.ts';
import { STAND_INS } from './src/stand-ins/table.ts';
import { sharedViteConfig } from './vite.shared.config.ts';

/** A path relative to web/, absolute. */
function fromWeb(path: string): string {
  return fileURLToPath(new URL(path, import.meta.url));
}

/** The functions emulator serves the `api` function here; Hosting rewrites /api/** to it in production. */
const API_TARGET = `http://127.0.0.1:${LOCAL_PORTS.functions}/${LOCAL_PROJECT_ID}/us-central1/api`;

/**
 * Excalidraw's hand-drawn fonts, served by the app instead of Excalidraw's CDN (esm.sh), which
 * this offline machine cannot reach. The fonts ship in the package; the dev server serves them
 * from there and the build copies them into dist. The app points Excalidraw here with
 * window.EXCALIDRAW_ASSET_PATH (web/src/features/canvases/excalidraw-assets.ts).
 */
const EXCALIDRAW_FONTS_URL = '/excalidraw/fonts/';

function excalidrawFonts(): Plugin {
  // The package exports no package.json; its entry is dist/prod/index.js, next to fonts/.
  const entry = createRequire(import.meta.url).resolve('@excalidraw/excalidraw');
  const fontsDir = join(dirname(entry), 'fonts');
  let outDir = 'dist';
  return {
    name: 'crewspace-excalidraw-fonts',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    configureServer(server) {
      server.middlewares.use(EXCALIDRAW_FONTS_URL, (req, res, next) => {
        const file = normalize(join(fontsDir, decodeURIComponent(req.url?.split('?')[0] ?? '')));
        if (!file.startsWith(fontsDir + sep) || !existsSync(file)) return next();
        res.setHeader(
          'Content-Type',
          file.endsWith('.woff2') ? 'font/woff2' : 'application/octet-stream',
        );
        createReadStream(file).pipe(res);
      });
    },
    async writeBundle() {
      await cp(fontsDir, join(outDir, EXCALIDRAW_FONTS_URL), { recursive: true });
    },
  };
}

/** The package-part swaps of the stand-ins table (src/stand-ins/table.ts). */
function replacePackageParts(): Plugin {
  const parts = STAND_INS.flatMap(({ swap, replacement }) =>
    swap.kind === 'part' ? [{ ...swap, file: fromWeb(replacement) }] : [],
  );
  return {
    name: 'crewspace-replace-package-parts',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/') ?? '';
      if (!from.includes('/node_modules/')) return null;
      const part = parts.find(
        ({ importer: path, source: pattern }) =>
          from.includes(`/node_modules/${path}`) && pattern.test(source),
      );
      return part?.file ?? null;
    },
  };
}

/** The alias swaps of the stand-ins table. */
const standInAliases = STAND_INS.flatMap(({ swap, replacement }) =>
  swap.kind === 'alias' ? [{ find: swap.specifier, replacement: fromWeb(replacement) }] : [],
);

/**
 * `npm start` serves the app with the Hosting edge's security headers in the local mode
 * (common/src/hosting-headers.ts: the policy production has, pointed at the local emulators), so
 * a source missing from the policy shows while developing. The dev server inlines React
 * Refresh's preamble script; it carries this fixed nonce, which only the dev server's policy
 * allows (builds get no nonce and no inline script).
 */
const DEV_SCRIPT_NONCE = 'crewspace-dev-server';

function devServerEdgeHeaders(): Plugin {
  const headers = securityHeaders('local', { 'script-src': [`'nonce-${DEV_SCRIPT_NONCE}'`] });
  return {
    name: 'crewspace-dev-server-edge-headers',
    apply: 'serve',
    config: () => ({
      html: { cspNonce: DEV_SCRIPT_NONCE },
      server: { headers: Object.fromEntries(headers.map(({ key, value }) => [key, value])) },
    }),
  };
}

/**
 * The app's settings, checked where they are read: the `VITE_*` variables of the mode (the .env
 * files of web/ and the process's environment) are parsed with src/config/env-schema.ts when the
 * dev server, a build or the tests start, which stop on a missing or malformed one, and the parsed
 * object is inlined as `__CREWSPACE_ENV__` (src/config/env.ts). The bundle then needs no zod to
 * read its settings: every page would load it first.
 */
function validatedEnv(): Plugin {
  const webDir = fileURLToPath(new URL('.', import.meta.url));
  return {
    name: 'crewspace-validated-env',
    config: (_config, { mode }) => {
      const env = parseEnv(loadEnv(mode, webDir, 'VITE_'));
      // gtag.js would be refused by the production policy unless it allows analytics.
      const analytics = env.VITE_FIREBASE_MEASUREMENT_ID && !env.VITE_USE_EMULATORS;
      if (analytics && !EDGE_FEATURES.production.analytics) {
        throw new Error(
          'VITE_FIREBASE_MEASUREMENT_ID is set, but the production Content-Security-Policy does not allow Analytics: set analytics in EDGE_FEATURES.production (common/src/hosting-headers.ts) and run npm run firebase:config.',
        );
      }
      return { define: { __CREWSPACE_ENV__: JSON.stringify(env) } };
    },
  };
}

const shared = sharedViteConfig();

export default defineConfig({
  ...shared,
  plugins: [
    ...shared.plugins,
    validatedEnv(),
    replacePackageParts(),
    excalidrawFonts(),
    devServerEdgeHeaders(),
    installableApp(),
  ],
  resolve: {
    ...shared.resolve,
    alias: [
      // `@/…` is web/src, so imports name where a module lives instead of climbing `../../../`.
      { find: /^@\//, replacement: `${fromWeb('src')}/` },
      ...standInAliases,
    ],
  },
  build: {
    ...shared.build,
    // No <link rel=modulepreload> per dependency of a lazy chunk: opening the signed-in chunk
    // added 22 of them in one task that blocked the main thread about 350 ms (4× CPU throttling),
    // the dashboard's longest. The browser finds the same files from the chunk's own imports;
    // measured (docs/performance.md#lighthouse) the dashboard scored better without, on a first visit too.
    // Lazy chunks' CSS is still loaded by Vite's helper.
    modulePreload: false,
    // Everything the entry imports statically goes in one file (`$initial`: the entry's static
    // dependency chain). Left alone, Rolldown splits off each module the entry shares with a lazy
    // chunk (the Firebase app, Auth, React's runtime, small helpers), and first load then fetched
    // eight files that each compress apart; one file is about 2 KiB (gzip) lighter.
    rolldownOptions: {
      output: { codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] } },
    },
  },
  server: {
    port: LOCAL_PORTS.web,
    strictPort: true,
    proxy: {
      '/api': {
        target: API_TARGET,
        changeOrigin: true,
        rewrite: (path) => path.replace(/^\/api/, ''),
      },
    },
  },
  test: {
    globals: true,
    setupFiles: ['src/testing/setup-tests.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    restoreMocks: true,
    // Component tests drive real timers, user-event and emulators; on a busy two-core machine one
    // can take several seconds. The timeout only catches a hang, it is not a speed check.
    testTimeout: 20_000,
    // Worker threads, not vitest's default child processes: each file gets a fresh worker either
    // way, and a thread starts faster (the suite alone: 115 s → 86–92 s; inside npm test, where
    // it ran 105 s, 100 s).
    pool: 'threads',
    // A jsdom window costs seconds per file: components (.tsx) get one, logic (.ts) runs in Node
    // unless its file asks for jsdom (`// @vitest-environment jsdom`, for localStorage or hooks).
    projects: [
      {
        extends: true,
        test: { name: 'components', include: ['src/**/*.test.tsx'], environment: 'jsdom' },
      },
      {
        extends: true,
        test: { name: 'logic', include: ['src/**/*.test.ts'], environment: 'node' },
      },
    ],
  },
});

/**
 * The installable app (vite-plugin-pwa, Workbox), used by vite.config.ts: a web manifest with the
 * icons of public/icons (scripts/app-icons.ts draws them from the logo) and a service worker,
 * `sw.js`.
 *
 * **What the worker keeps.** It precaches the app shell: index.html, the unhashed public files
 * (theme-init.js, the favicon, the icons, the manifest) and, from Vite's manifest, every script
 * and stylesheet the app can load: the entry with its imports and each route's lazy chunk with
 * its imports (chat, canvas, calendar included). So a reload offline shows the app, every page
 * included, and every address of the app gets index.html from it. What libraries load only when
 * a feature asks for it (Excalidraw's languages, diagram renderers and font subsetting, the
 * fonts) is kept once fetched (hashed files: cache first; the fonts: revalidated). Nothing else
 * is cached: `/api/**` and Firestore, Auth, Storage and chat traffic always go to the network
 * (Firestore keeps its own offline cache, src/lib/firebase/firestore-service.ts), and Firebase
 * Hosting's reserved `/__/` paths (the Auth handler on the auth domain) are never answered with
 * the app.
 *
 * **Updates.** `registerType: 'prompt'`: a new version installs beside the running one and
 * waits; the app offers "New version available — Reload" (src/features/pwa), never swapping
 * itself under the user nor staying silently stale. The app registers the worker itself after
 * first paint (`injectRegister: false`). The dev server has no service worker (devOptions off).
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PRODUCT_NAME } from '../common/src/models.ts';

/** The part of a Vite manifest chunk (dist/.vite/manifest.json) the shell is read from. */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const isLibrary = (key: string) => key.includes('node_modules/');

/**
 * Library modules a page imports each time it opens, unlike a library's optional parts: kept with
 * the shell, or that page fails offline. Excalidraw imports its `roundRect` polyfill whenever a
 * canvas mounts (0.6 KiB).
 */
const ALWAYS_IMPORTED_LIBRARY_PARTS = ['node_modules/canvas-roundrect-polyfill/'];

/** A dynamic import of the app's own code that the shell keeps: its own, or always imported. */
const keptImport = (key: string) =>
  !isLibrary(key) || ALWAYS_IMPORTED_LIBRARY_PARTS.some((part) => key.includes(part));

/**
 * The dist-relative scripts and stylesheets of the app shell: the entries, their static imports,
 * and every chunk the app's own code imports dynamically (a route's page) with its static
 * imports, transitively; not what a library imports dynamically (its optional parts), except
 * the few parts a page imports every time (ALWAYS_IMPORTED_LIBRARY_PARTS).
 */
export function appShellFiles(manifest: Record<string, ManifestChunk>): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const pending = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const sheet of chunk.css ?? []) files.add(sheet);
    pending.push(...(chunk.imports ?? []));
    if (!isLibrary(key)) pending.push(...(chunk.dynamicImports ?? []).filter(keptImport));
  }
  return files;
}

/** Where the build writes (vite's resolved outDir), read when the worker is generated. */
let outDir = 'dist';

function rememberOutDir(): Plugin {
  return {
    name: 'crewspace-pwa-out-dir',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
  };
}

/** Hashed build output (Vite's assets): cache first, it never changes under its name. */
const HASHED_ASSETS = /\/assets\/[^/]+-[\w-]{8}\.\w+$/;

export function installableApp(): PluginOption {
  return [
    rememberOutDir(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      // The glob below takes the icons; the plugin adds the manifest itself.
      includeManifestIcons: false,
      manifest: {
        id: '/',
        name: PRODUCT_NAME,
        short_name: PRODUCT_NAME,
        description: 'A team workspace for projects, videos, calendars and chat.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#4f46e5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{html,js,css,svg,png}'],
        // The chat and canvas pages' own chunks are over Workbox's 2 MiB default unminified.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          (entries) => {
            const manifest = JSON.parse(
              readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
            ) as Record<string, ManifestChunk>;
            const shell = appShellFiles(manifest);
            const keep = entries.filter(
              (entry) => !entry.url.startsWith('assets/') || shell.has(entry.url),
            );
            return { manifest: keep, warnings: [] };
          },
        ],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/__\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: HASHED_ASSETS,
            handler: 'CacheFirst',
            options: {
              cacheName: 'crewspace-assets',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: /\/excalidraw\/fonts\/[^/]+\.woff2$/,
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'crewspace-fonts', expiration: { maxEntries: 60 } },
          },
        ],
      },
    }),
  ];
}

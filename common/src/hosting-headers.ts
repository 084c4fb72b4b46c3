/**
 * The Hosting edge: the response headers Firebase Hosting sends (firebase.json in production,
 * firebase.test.json on the test stack; `npm run firebase:config` writes both from here) and the
 * Content-Security-Policy of each mode. Every source the browser may load from is listed here
 * and nowhere else; docs/hosting-edge.md says why each one is needed.
 */
import { LOCAL_PORTS, TEST_PORTS } from './local-config';

/** `production`: the real Firebase and Stream; `test` and `local`: the emulators of that stack. */
export type EdgeMode = 'production' | 'test' | 'local';

export const CSP_DIRECTIVES = [
  'default-src',
  'script-src',
  'style-src',
  'img-src',
  'media-src',
  'font-src',
  'connect-src',
  'worker-src',
  'manifest-src',
  'frame-src',
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
] as const;
export type CspDirective = (typeof CSP_DIRECTIVES)[number];
export type CspSources = Record<CspDirective, readonly string[]>;

const SELF = "'self'";
const NONE = "'none'";
/** Where Google account photos are served (lh3…lh6.googleusercontent.com). */
const GOOGLE_ACCOUNT_PHOTOS = 'https://*.googleusercontent.com';

/** What the app itself needs in every mode. */
const APP_SOURCES: CspSources = {
  'default-src': [SELF],
  // No inline script and no eval. 'wasm-unsafe-eval' allows compiling WebAssembly, never
  // JavaScript eval: pica, which resizes images inserted into a canvas, runs WebAssembly.
  // Excalidraw's glyph subsetting for SVG export needs real eval (its WebAssembly glue builds
  // functions with `new Function`): it is refused and Excalidraw embeds the whole font instead.
  // Third-party scripts come only with the feature that needs them (FEATURE_SOURCES).
  'script-src': [SELF, "'wasm-unsafe-eval'"],
  // FullCalendar inserts <style> elements and Excalidraw sets style attributes at run time.
  'style-src': [SELF, "'unsafe-inline'"],
  // Profile photos (also chat avatars) are the app's own files or Google account photos: the
  // only links firestore.rules accept (isAllowedPhotoURL), so no image link is a beacon to
  // anywhere else. data: and blob: are Excalidraw's images and exports and the video
  // thumbnail previews.
  'img-src': [SELF, 'data:', 'blob:', GOOGLE_ACCOUNT_PHOTOS],
  // blob: the local file a video thumbnail is captured from.
  'media-src': [SELF, 'blob:'],
  // Excalidraw's fonts are served by the app (web/vite.config.ts). Excalidraw also names its
  // CDN as every font's fallback source, which Chromium checks against the policy up front
  // (never loaded while the app's copy answers). data: FullCalendar's icon font (its CSS).
  'font-src': [SELF, 'data:', 'https://esm.sh/@excalidraw/'],
  // data: the canvas turns Excalidraw's image data URLs into bytes with fetch().
  'connect-src': [SELF, 'data:'],
  // The app's service worker (/sw.js, web/pwa.config.ts) and Excalidraw's font subsetting
  // worker (a hashed asset); pica's and canvas-confetti's workers are blobs.
  'worker-src': [SELF, 'blob:'],
  // The installable app's manifest (/manifest.webmanifest).
  'manifest-src': [SELF],
  'frame-src': [],
  'object-src': [NONE],
  'base-uri': [SELF],
  'form-action': [SELF],
  'frame-ancestors': [NONE],
};

const FIREBASE_STORAGE = 'https://firebasestorage.googleapis.com';
const STREAM_API = 'chat.stream-io-api.com';
const STREAM_CDN = 'https://*.stream-io-cdn.com';

/** The real services. */
const PRODUCTION_SOURCES: Partial<CspSources> = {
  // Canvas images and video thumbnails (download URLs), chat image attachments.
  'img-src': [FIREBASE_STORAGE, STREAM_CDN],
  'media-src': [FIREBASE_STORAGE, STREAM_CDN],
  'connect-src': [
    // Auth: sign-in, sign-up and project config; ID token refresh.
    'https://identitytoolkit.googleapis.com',
    'https://securetoken.googleapis.com',
    'https://firestore.googleapis.com',
    FIREBASE_STORAGE,
    // Callables: https://us-central1-<project>.cloudfunctions.net (firebase.json names no project).
    'https://*.cloudfunctions.net',
    // Stream: the REST API and its WebSocket.
    `https://${STREAM_API}`,
    `wss://${STREAM_API}`,
  ],
  // The Auth helper iframe on the project's auth domain, <project>.firebaseapp.com.
  'frame-src': ['https://*.firebaseapp.com'],
};

/** The emulator host the web app connects to (VITE_EMULATOR_HOST's default, web/.env.*). */
export const EMULATOR_HOST = '127.0.0.1';

/** The emulators the browser talks to, and for what. Hosting itself is 'self'. */
export const BROWSER_EMULATORS = {
  auth: ['connect-src', 'frame-src'],
  firestore: ['connect-src'],
  functions: ['connect-src'],
  storage: ['connect-src', 'img-src', 'media-src'],
  chat: ['connect-src', 'img-src', 'media-src'],
} as const satisfies Record<string, readonly CspDirective[]>;
type BrowserEmulator = keyof typeof BROWSER_EMULATORS;

function emulatorSources(ports: Record<BrowserEmulator, number>): Partial<CspSources> {
  const sources: Partial<Record<CspDirective, string[]>> = {};
  for (const [name, directives] of Object.entries(BROWSER_EMULATORS)) {
    const origin = `http://${EMULATOR_HOST}:${ports[name as BrowserEmulator]}`;
    for (const directive of directives) (sources[directive] ??= []).push(origin);
  }
  // The chat stand-in's WebSocket (an http: source does not cover ws:).
  sources['connect-src']?.push(`ws://${EMULATOR_HOST}:${ports.chat}`);
  return sources;
}

const MODE_SOURCES: Record<EdgeMode, Partial<CspSources>> = {
  production: PRODUCTION_SOURCES,
  test: emulatorSources(TEST_PORTS),
  local: emulatorSources(LOCAL_PORTS),
};

/**
 * Features that need scripts from Google, which serves script an attacker can shape (a Tag
 * Manager container of their own, gapi's loaders): the policy names those hosts only where the
 * feature is on.
 */
export interface EdgeFeatures {
  /** Firebase Analytics page views: gtag.js and its collection endpoints. */
  analytics: boolean;
  /** Google sign-in: Firebase Auth's popup loads Google's gapi loader (also for the emulator). */
  googleSignIn: boolean;
}

const FEATURE_SOURCES: Record<keyof EdgeFeatures, Partial<CspSources>> = {
  analytics: {
    'script-src': ['https://www.googletagmanager.com'],
    // The installation id, the web config, and gtag's collection endpoints.
    'connect-src': [
      'https://firebaseinstallations.googleapis.com',
      'https://firebase.googleapis.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    ],
  },
  googleSignIn: { 'script-src': ['https://apis.google.com'] },
};

/**
 * What each mode turns on. Every mode offers Google sign-in (the emulators through the Auth
 * emulator's popup). Analytics runs only in production with a measurement id
 * (web/src/lib/firebase/analytics.ts), and this repository configures none: a deployment that
 * sets VITE_FIREBASE_MEASUREMENT_ID turns `analytics` on here and runs `npm run
 * firebase:config` (the web build refuses a measurement id the policy would block).
 */
export const EDGE_FEATURES: Readonly<Record<EdgeMode, EdgeFeatures>> = {
  production: { analytics: false, googleSignIn: true },
  test: { analytics: false, googleSignIn: true },
  local: { analytics: false, googleSignIn: true },
};

/**
 * Every directive's sources in a mode: the app's own, the mode's services, those of the features
 * on (`features`, by default the mode's), then `additions` (the Vite dev server's script nonce).
 */
export function cspSources(
  mode: EdgeMode,
  additions: Partial<CspSources> = {},
  features: EdgeFeatures = EDGE_FEATURES[mode],
): CspSources {
  const layers = [
    APP_SOURCES,
    MODE_SOURCES[mode],
    ...(Object.keys(FEATURE_SOURCES) as (keyof EdgeFeatures)[])
      .filter((feature) => features[feature])
      .map((feature) => FEATURE_SOURCES[feature]),
    additions,
  ];
  const sources = {} as Record<CspDirective, readonly string[]>;
  for (const directive of CSP_DIRECTIVES) {
    sources[directive] = layers.flatMap((layer) => layer[directive] ?? []);
  }
  return sources;
}

/** The Content-Security-Policy header value; a directive without sources is 'none'. */
export function contentSecurityPolicy(
  mode: EdgeMode,
  additions: Partial<CspSources> = {},
  features: EdgeFeatures = EDGE_FEATURES[mode],
): string {
  const sources = cspSources(mode, additions, features);
  return CSP_DIRECTIVES.map((directive) => {
    const list = sources[directive];
    return `${directive} ${list.length > 0 ? list.join(' ') : NONE}`;
  }).join('; ');
}

/** Features the app uses, for itself only; every other listed feature is off. */
const PERMISSIONS_POLICY = [
  // Video playback's fullscreen and picture-in-picture buttons.
  'fullscreen=(self)',
  'picture-in-picture=(self)',
  // Excalidraw's and the chat's copy and paste.
  'clipboard-read=(self)',
  'clipboard-write=(self)',
  // The notification chime (WebAudio).
  'autoplay=(self)',
  ...[
    'accelerometer',
    'browsing-topics',
    'camera',
    'display-capture',
    'encrypted-media',
    'geolocation',
    'gyroscope',
    'hid',
    'idle-detection',
    'magnetometer',
    'microphone',
    'midi',
    'payment',
    'publickey-credentials-get',
    'screen-wake-lock',
    'serial',
    'usb',
    'xr-spatial-tracking',
  ].map((feature) => `${feature}=()`),
].join(', ');

export const HSTS = 'max-age=63072000; includeSubDomains';
/** Build output whose name changes with its content: kept for a year, never revalidated. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html for every route, unhashed files): revalidated on each use. */
export const CACHE_REVALIDATE = 'no-cache';

export interface HostingHeader {
  key: string;
  value: string;
}
/** One `hosting.headers` rule: a glob (`source`) or an RE2 expression (`regex`) on the path. */
export type HostingHeaderRule = ({ source: string } | { regex: string }) & {
  headers: HostingHeader[];
};

/** Every response: security headers and the revalidating cache policy. */
export function securityHeaders(
  mode: EdgeMode,
  additions: Partial<CspSources> = {},
): HostingHeader[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(mode, additions) },
    { key: 'Strict-Transport-Security', value: HSTS },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/**
 * Hashed build output: Vite's /assets/ and the Excalidraw fonts whose names carry a content hash
 * (the few without one keep the revalidating default).
 */
export const IMMUTABLE_PATHS = {
  assets: '/assets/**',
  hashedFonts: '^/excalidraw/fonts/.+-[0-9a-f]{32}\\.woff2$',
} as const;

/**
 * The `hosting.headers` rules. Hosting applies every matching rule in order, a later one
 * replacing a header an earlier one set: the immutable rules come after the catch-all.
 */
export function hostingHeaders(mode: EdgeMode): HostingHeaderRule[] {
  const immutable = [{ key: 'Cache-Control', value: CACHE_IMMUTABLE }];
  return [
    {
      source: '**',
      headers: [...securityHeaders(mode), { key: 'Cache-Control', value: CACHE_REVALIDATE }],
    },
    { source: IMMUTABLE_PATHS.assets, headers: immutable },
    { regex: IMMUTABLE_PATHS.hashedFonts, headers: immutable },
  ];
}

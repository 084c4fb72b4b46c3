import { describe, expect, it } from 'vitest';
import {
  BROWSER_EMULATORS,
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  CSP_DIRECTIVES,
  EDGE_FEATURES,
  EMULATOR_HOST,
  HSTS,
  IMMUTABLE_PATHS,
  contentSecurityPolicy,
  cspSources,
  hostingHeaders,
  type EdgeMode,
  type HostingHeaderRule,
} from './hosting-headers';
import { LOCAL_PORTS, TEST_PORTS } from './local-config';

const MODES: EdgeMode[] = ['production', 'test', 'local'];

function header(rules: HostingHeaderRule[], key: string): string | undefined {
  return rules[0]?.headers.find((entry) => entry.key === key)?.value;
}

/** The directives of a policy as a map from name to its sources. */
function parse(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

describe('Content-Security-Policy', () => {
  it.each(MODES)('%s: no eval, no inline script, nothing may frame the app', (mode) => {
    const policy = parse(contentSecurityPolicy(mode));
    expect([...policy.keys()]).toEqual([...CSP_DIRECTIVES]);
    expect(contentSecurityPolicy(mode)).not.toContain("'unsafe-eval'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain('https:');
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
  });

  it('production reaches Firebase and Stream, and nothing on this machine', () => {
    const policy = contentSecurityPolicy('production');
    expect(policy).not.toMatch(/localhost|127\.0\.0\.1|http:|ws:/);
    const sources = cspSources('production');
    expect(sources['connect-src']).toEqual(
      expect.arrayContaining([
        'https://identitytoolkit.googleapis.com',
        'https://securetoken.googleapis.com',
        'https://firestore.googleapis.com',
        'https://firebasestorage.googleapis.com',
        'https://*.cloudfunctions.net',
        'https://chat.stream-io-api.com',
        'wss://chat.stream-io-api.com',
      ]),
    );
    expect(sources['media-src']).toEqual(
      expect.arrayContaining([
        'https://firebasestorage.googleapis.com',
        'https://*.stream-io-cdn.com',
      ]),
    );
    expect(sources['frame-src']).toEqual(['https://*.firebaseapp.com']);
  });

  it.each([
    ['test', TEST_PORTS],
    ['local', LOCAL_PORTS],
  ] as const)('%s reaches every emulator the browser uses, and no cloud service', (mode, ports) => {
    const sources = cspSources(mode);
    for (const [name, directives] of Object.entries(BROWSER_EMULATORS)) {
      const origin = `http://${EMULATOR_HOST}:${ports[name as keyof typeof BROWSER_EMULATORS]}`;
      expect(sources['connect-src'], name).toContain(origin);
      for (const directive of directives) expect(sources[directive], name).toContain(origin);
    }
    expect(sources['connect-src']).toContain(`ws://${EMULATOR_HOST}:${ports.chat}`);
    expect(sources['frame-src']).toEqual([`http://${EMULATOR_HOST}:${ports.auth}`]);
    expect(contentSecurityPolicy(mode)).not.toMatch(/googleapis|cloudfunctions|stream-io|wss:/);
  });

  it.each(MODES)(
    '%s: loads Google scripts only for the features on, and images from a short list',
    (mode) => {
      const sources = cspSources(mode);
      expect(EDGE_FEATURES[mode]).toEqual({ analytics: false, googleSignIn: true });
      expect(sources['script-src']).toContain('https://apis.google.com');
      expect(contentSecurityPolicy(mode)).not.toMatch(/googletagmanager|google-analytics/);
      expect(sources['img-src']).not.toContain('https:');
      expect(sources['img-src'].slice(0, 4)).toEqual([
        "'self'",
        'data:',
        'blob:',
        'https://*.googleusercontent.com',
      ]);
    },
  );

  it('production shows images from the app, Google account photos, Storage and Stream only', () => {
    expect(cspSources('production')['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://*.googleusercontent.com',
      'https://firebasestorage.googleapis.com',
      'https://*.stream-io-cdn.com',
    ]);
  });

  it('names Tag Manager and the analytics endpoints with analytics on, and gapi with Google sign-in', () => {
    const withAnalytics = cspSources('production', {}, { analytics: true, googleSignIn: false });
    expect(withAnalytics['script-src']).toEqual([
      "'self'",
      "'wasm-unsafe-eval'",
      'https://www.googletagmanager.com',
    ]);
    expect(withAnalytics['connect-src']).toEqual(
      expect.arrayContaining([
        'https://firebaseinstallations.googleapis.com',
        'https://*.google-analytics.com',
        'https://www.googletagmanager.com',
      ]),
    );
    const bare = cspSources('production', {}, { analytics: false, googleSignIn: false });
    expect(bare['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
  });

  it('adds extra sources to one call only (the dev server script nonce)', () => {
    const policy = parse(contentSecurityPolicy('local', { 'script-src': ["'nonce-dev'"] }));
    expect(policy.get('script-src')).toEqual([...cspSources('local')['script-src'], "'nonce-dev'"]);
    expect(contentSecurityPolicy('local')).not.toContain('nonce');
  });

  it('lets the test stack reach no emulator the browser never calls', () => {
    const policy = contentSecurityPolicy('test');
    for (const port of [
      TEST_PORTS.hub,
      TEST_PORTS.logging,
      TEST_PORTS.eventarc,
      TEST_PORTS.tasks,
    ]) {
      expect(policy).not.toContain(`:${port}`);
    }
  });
});

describe('hosting headers', () => {
  it.each(MODES)('%s: every response carries the security headers', (mode) => {
    const rules = hostingHeaders(mode);
    expect(rules[0]).toMatchObject({ source: '**' });
    expect(header(rules, 'Content-Security-Policy')).toBe(contentSecurityPolicy(mode));
    expect(header(rules, 'Strict-Transport-Security')).toBe('max-age=63072000; includeSubDomains');
    expect(HSTS).toBe('max-age=63072000; includeSubDomains');
    expect(header(rules, 'X-Content-Type-Options')).toBe('nosniff');
    expect(header(rules, 'X-Frame-Options')).toBe('DENY');
    expect(header(rules, 'Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header(rules, 'Cache-Control')).toBe('no-cache');
    expect(CACHE_REVALIDATE).toBe('no-cache');
  });

  it('allows only the browser features the app uses', () => {
    const policy = header(hostingHeaders('production'), 'Permissions-Policy') ?? '';
    const allowed = policy
      .split(', ')
      .filter((entry) => !entry.endsWith('=()'))
      .map((entry) => entry.split('=')[0]);
    expect(allowed.sort()).toEqual([
      'autoplay',
      'clipboard-read',
      'clipboard-write',
      'fullscreen',
      'picture-in-picture',
    ]);
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${denied}=()`);
    }
  });

  it('caches hashed build output for a year, after the catch-all so it wins', () => {
    const rules = hostingHeaders('production');
    const immutable = [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }];
    expect(CACHE_IMMUTABLE).toBe(immutable[0]?.value);
    expect(rules.slice(1)).toEqual([
      { source: '/assets/**', headers: immutable },
      { regex: IMMUTABLE_PATHS.hashedFonts, headers: immutable },
    ]);
  });

  it('takes only Excalidraw fonts whose names carry a content hash as immutable', () => {
    const hashed = new RegExp(IMMUTABLE_PATHS.hashedFonts);
    expect(
      hashed.test(
        '/excalidraw/fonts/Excalifont/Excalifont-Regular-a88b72a24fb54c9f94e3b5fdaa7481c9.woff2',
      ),
    ).toBe(true);
    expect(hashed.test('/excalidraw/fonts/Virgil/Virgil-Regular.woff2')).toBe(false);
    expect(hashed.test('/assets/excalidraw/fonts/x-a88b72a24fb54c9f94e3b5fdaa7481c9.woff2')).toBe(
      false,
    );
  });
});

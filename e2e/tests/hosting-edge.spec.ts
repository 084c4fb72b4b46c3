/**
 * The Hosting edge on the test stack (firebase.test.json, written from firebase.json): every
 * response carries the security headers of common/src/hosting-headers.ts, index.html (also as
 * every route's SPA fallback) is revalidated while hashed build output is cached for a year, and
 * the browser enforces the policy: eval, off-list scripts and framing are refused, and the
 * recorder every spec fails on (fixtures/edge-policy.ts) sees each refusal.
 */
import {
  CACHE_IMMUTABLE,
  IMMUTABLE_PATHS,
  securityHeaders,
} from '@crewspace/common/hosting-headers';
import { TEST_PORTS } from '@crewspace/common/local-config';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../../scripts/lib/paths';
import { BASE_URL, launchBrowser, newContext } from '../fixtures/browser';
import { CanvasEditorPage, CanvasListPage } from '../fixtures/canvases';
import { takeEdgePolicyViolations } from '../fixtures/edge-policy';
import { LoginPage } from '../fixtures/pages';
import { seedTeam, signInTo, uniqueName } from '../fixtures/stack';

/** GETs a path from Hosting and checks the security headers every response must carry. */
async function fetchWithSecurityHeaders(path: string): Promise<Response> {
  const response = await fetch(`${BASE_URL}${path}`);
  expect(response.status, path).toBe(200);
  for (const { key, value } of securityHeaders('test')) {
    expect(response.headers.get(key), `${key} on ${path}`).toBe(value);
  }
  return response;
}

/** The Excalidraw fonts in the build, relative to the site root (e.g. /excalidraw/fonts/…). */
async function builtFonts(): Promise<string[]> {
  const dist = join(ROOT, 'web', 'dist');
  const files = await readdir(join(dist, 'excalidraw', 'fonts'), { recursive: true });
  return files.filter((file) => file.endsWith('.woff2')).map((file) => `/excalidraw/fonts/${file}`);
}

describe('the Hosting edge', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('sends the security headers, and index.html revalidated, for every route', async () => {
    for (const path of ['/login', '/', '/index.html', '/canvases/some-canvas']) {
      const response = await fetchWithSecurityHeaders(path);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toContain('<div id="root"></div>');
    }
    const csp = (await fetch(`${BASE_URL}/login`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(/script-src [^;]*'unsafe-inline'/.test(csp)).toBe(false);
    // Google's scripts only for a feature that is on: the Google sign-in popup, no analytics.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/apis\.google\.com;/);
    expect(csp).not.toMatch(/googletagmanager|google-analytics/);
    // Images from the app, Google account photos and the stand-ins: no `https:` catch-all.
    expect(csp).toMatch(/img-src 'self' data: blob: https:\/\/\*\.googleusercontent\.com http/);
    expect(csp).not.toMatch(/img-src[^;]* https:[ ;]/);
    const login = await fetch(`${BASE_URL}/login`);
    expect(login.headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(login.headers.get('x-content-type-options')).toBe('nosniff');
    expect(login.headers.get('x-frame-options')).toBe('DENY');
    expect(login.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(login.headers.get('permissions-policy')).toContain('camera=()');
  });

  it('caches hashed assets and hashed fonts for a year, and revalidates unhashed files', async () => {
    const html = await (await fetch(`${BASE_URL}/login`)).text();
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1];
    expect(entry, 'the entry script in index.html').toBeDefined();
    const fonts = await builtFonts();
    const hashed = new RegExp(IMMUTABLE_PATHS.hashedFonts);
    const hashedFont = fonts.find((font) => hashed.test(font));
    const unhashedFont = fonts.find((font) => !hashed.test(font));
    expect(hashedFont).toBeDefined();
    expect(unhashedFont).toBeDefined();

    for (const path of [entry!, hashedFont!]) {
      const response = await fetchWithSecurityHeaders(path);
      expect(response.headers.get('cache-control'), path).toBe(CACHE_IMMUTABLE);
      expect(CACHE_IMMUTABLE).toBe('public, max-age=31536000, immutable');
    }
    for (const path of [unhashedFont!, '/theme-init.js', '/favicon.svg']) {
      const response = await fetchWithSecurityHeaders(path);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('serves the service worker and the web manifest revalidated, under the same policy', async () => {
    const worker = await fetchWithSecurityHeaders('/sw.js');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    // A stale worker would keep a stale app: the browser checks it on every visit.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(await worker.text()).toContain('index.html');

    const manifest = await fetchWithSecurityHeaders('/manifest.webmanifest');
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const app = (await manifest.json()) as { icons: { src: string; sizes: string }[] };
    expect(app).toMatchObject({ name: 'Crewspace', start_url: '/', display: 'standalone' });
    expect(app.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', '512x512']);
    for (const icon of app.icons) {
      const response = await fetchWithSecurityHeaders(icon.src);
      expect(response.headers.get('content-type'), icon.src).toBe('image/png');
    }

    const csp = (await fetch(`${BASE_URL}/login`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("manifest-src 'self'");
    const html = await (await fetch(`${BASE_URL}/login`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('the browser enforces the policy, and every refusal reaches the recorder', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await new LoginPage(page).open();
    expect(takeEdgePolicyViolations()).toEqual([]);
    // What the recorder saw, kept here so that afterEach finds none left.
    const seen: string[] = [];
    const recorded = (pattern: RegExp) =>
      expect
        .poll(
          () => {
            seen.push(...takeEdgePolicyViolations());
            return seen.some((violation) => pattern.test(violation));
          },
          { timeout: 10_000 },
        )
        .toBe(true);

    // eval is refused (no 'unsafe-eval'). Code Playwright evaluates may eval, the page's own
    // may not: the attempt runs in a click handler.
    await page.evaluate(() => {
      document.addEventListener(
        'click',
        () => {
          try {
            document.body.dataset.evalResult = String(new Function('return 1 + 1')());
          } catch (error) {
            document.body.dataset.evalResult = (error as Error).name;
          }
        },
        { once: true },
      );
    });
    await page.mouse.click(5, 5);
    await expect
      .poll(() => page.locator('body').getAttribute('data-eval-result'))
      .toBe('EvalError');
    await recorded(/unsafe-eval|eval/);

    // A script from an origin the policy knows, but not for scripts, never loads.
    const loaded = await page.evaluate(
      (port) =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = `http://127.0.0.1:${port}/not-a-script-source.js`;
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('refused');
          document.head.append(script);
        }),
      TEST_PORTS.storage,
    );
    expect(loaded).toBe('refused');
    await recorded(/not-a-script-source\.js/);

    // Tag Manager serves script anyone can shape with a container of their own: with no
    // analytics configured, nothing from it loads.
    const tagManager = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const script = document.createElement('script');
          script.src = 'https://www.googletagmanager.com/gtag/js?id=G-SOMEONE';
          script.onload = () => resolve('loaded');
          script.onerror = () => resolve('refused');
          document.head.append(script);
        }),
    );
    expect(tagManager).toBe('refused');
    await recorded(/googletagmanager\.com/);

    // An image link to anywhere else is no beacon: it never loads.
    const pixel = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const image = new Image();
          image.onload = () => resolve('loaded');
          image.onerror = () => resolve('refused');
          image.src = 'https://tracker.example/pixel.png?who=me';
        }),
    );
    expect(pixel).toBe('refused');
    await recorded(/tracker\.example/);

    // Another page cannot frame the app (frame-ancestors 'none', X-Frame-Options DENY).
    const framer = await context.newPage();
    await framer.setContent(`<iframe src="${BASE_URL}/login" title="framed"></iframe>`);
    await recorded(/frame-ancestors/);
    expect(
      await framer.frameLocator('iframe').getByRole('heading', { name: 'Sign in' }).count(),
    ).toBe(0);
    await context.close();
  });

  it('exports a canvas as SVG with its font embedded whole: glyph subsetting needs eval, refused', async () => {
    const team = await seedTeam();
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    const list = new CanvasListPage(owner.page);
    await list.open();
    await list.create(uniqueName('Edge'));
    const canvas = new CanvasEditorPage(owner.page);
    await canvas.ready();
    await canvas.writeText('Hello edge', [300, 300]);
    await canvas.shapes(1).waitFor();
    expect(takeEdgePolicyViolations()).toEqual([]);

    const [svg] = await Promise.all([
      owner.page.waitForEvent('download'),
      owner.page.getByRole('button', { name: 'Export SVG' }).click(),
    ]);
    const text = await readFile(await svg.path(), 'utf8');
    expect(text).toMatch(/@font-face\s*\{[^}]*url\(data:font\/woff2;base64,/);
    expect(owner.errors).toEqual([]);
    // The one refusal an SVG export brings: Excalidraw's subsetting (its WebAssembly glue builds
    // functions with eval), after which it embeds the whole font, as above.
    const refused: string[] = [];
    await expect.poll(() => refused.push(...takeEdgePolicyViolations())).toBeGreaterThan(0);
    await owner.close();
    refused.push(...takeEdgePolicyViolations());
    for (const violation of refused) {
      expect(violation).toMatch(
        /script-src refused (wasm-)?eval|WebAssembly|Skipped glyph subsetting/,
      );
    }
  });
});

/**
 * The signed-in part of the bench's setup, in the bench's browser: signs in once as a seeded demo
 * user (the session then lives in the profile that Lighthouse's tabs share) and creates a canvas
 * through the app, as a person would, so its address is whatever the app's routes make it.
 */
import { chromium, type Page } from 'playwright-core';
import { CanvasEditorPage, CanvasListPage } from '@crewspace/e2e/fixtures/canvases';
import { AppShell, LoginPage } from '@crewspace/e2e/fixtures/pages';
import { DEMO_LOGINS } from '@crewspace/tooling/seed-demo';
import { APP_URL } from './firebase-config';
import type { BenchSetup } from './pages';

const USER = DEMO_LOGINS.find((login) => login.key === 'alice');

/** Runs `use` on a page of the browser's default context (the one Lighthouse's tabs open in). */
async function withDefaultContextPage<T>(
  endpoint: string,
  use: (page: Page) => Promise<T>,
): Promise<T> {
  const browser = await chromium.connectOverCDP(endpoint);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The bench browser has no default context.');
    const page = await context.newPage();
    page.setDefaultTimeout(30_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const result = await use(page);
    await page.close();
    return result;
  } finally {
    await browser.close();
  }
}

/** The Content-Encoding the app's Hosting answers a script with (what the bench's bytes are). */
export async function scriptEncoding(endpoint: string): Promise<string> {
  return withDefaultContextPage(endpoint, async (page) => {
    // A built chunk: Hosting sends files under 1 KiB (theme-init.js) as they are.
    const script = page.waitForResponse(
      (response) =>
        response.request().resourceType() === 'script' &&
        new URL(response.url()).pathname.startsWith('/assets/'),
    );
    await page.goto(`${APP_URL}/login`);
    return (await (await script).allHeaders())['content-encoding'] ?? 'none';
  });
}

export async function signInAndSetUp(endpoint: string): Promise<BenchSetup> {
  if (!USER) throw new Error('The demo logins have no alice.');
  return withDefaultContextPage(endpoint, async (page) => {
    await page.goto(`${APP_URL}/login`);
    await new LoginPage(page).signIn(USER.email, USER.password);
    const shell = new AppShell(page);
    await shell.welcome(USER.displayName).waitFor();
    await shell.navLink('Canvases').click();
    await page.getByRole('heading', { level: 1, name: 'Canvases' }).waitFor();
    await new CanvasListPage(page).create(`Bench canvas ${new Date().toISOString()}`);
    await new CanvasEditorPage(page).ready();
    const canvasPath = new URL(page.url()).pathname;
    const workspaceId = /^\/w\/([^/]+)\/canvases\//.exec(canvasPath)?.[1];
    if (!workspaceId)
      throw new Error(`The new canvas opened at ${canvasPath}, not /w/…/canvases/…`);
    return { canvasPath, workspaceId: decodeURIComponent(workspaceId) };
  });
}

/**
 * The signed-in part of the bench's setup, in the bench's browser: signs in once as a seeded demo
 * user (the session then lives in the profile that Lighthouse's tabs share) and creates a canvas
 * through the app, as a person would, so its address is whatever the app's routes make it.
 */
import { chromium, type Page } from 'playwright-core';
import { CanvasEditorPage, CanvasListPage } from '@crewspace/e2e/fixtures/canvases';
import { AppShell, LoginPage } from '@crewspace/e2e/fixtures/pages';
import { uidByEmail } from '@crewspace/e2e/fixtures/stack';
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { StreamChat } from 'stream-chat';
import { DEMO_LOGINS } from '@crewspace/tooling/seed-demo';
import { APP_URL } from './firebase-config';
import type { BenchSetup } from './pages';

const USER = DEMO_LOGINS.find((login) => login.key === 'alice');
/**
 * The databases kept: Firebase Auth's session (its default persistence), and the SDK's heartbeat
 * record, which holds no app data and which the SDK can still have open as the tab goes.
 */
const KEPT_DATABASES = ['firebaseLocalStorageDb', 'firebase-heartbeat-database'];

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

/**
 * The demo user's chat id (their uid) and a token the local chat service accepts, made with its
 * public demo secret, as the app's /api/stream/token makes one.
 */
async function chatCredentials(): Promise<BenchSetup['chat']> {
  if (!USER) throw new Error('The demo logins have no alice.');
  const userId = await uidByEmail(USER.email);
  const server = new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET);
  return { userId, token: server.createToken(userId) };
}

/** Signs in on the sign-in form as the seeded demo user and waits for the signed-in shell. */
async function signInOn(page: Page): Promise<AppShell> {
  if (!USER) throw new Error('The demo logins have no alice.');
  await page.goto(`${APP_URL}/login`);
  await new LoginPage(page).signIn(USER.email, USER.password);
  const shell = new AppShell(page);
  await shell.welcome(USER.displayName).waitFor();
  return shell;
}

/**
 * A new device's first signed-in visit, in a browser with a fresh profile: signs in on the form,
 * then forgets everything a visit leaves but the session: the service worker and its caches, the
 * HTTP cache and every IndexedDB database but Auth's and the heartbeat's (Firestore's cache goes).
 */
export async function signInAsNewDevice(endpoint: string): Promise<void> {
  await withDefaultContextPage(endpoint, async (page) => {
    await signInOn(page);
    // Away from the app, to a plain file of its origin: an app tab holds Firestore's database
    // open, and the databases are deleted from a page of their origin.
    await page.goto(`${APP_URL}/robots.txt`);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', {
      origin: APP_URL,
      storageTypes: 'service_workers,cache_storage',
    });
    await cdp.send('Network.clearBrowserCache');
    const left = await page.evaluate(async (keep) => {
      const databases = await indexedDB.databases();
      const gone = databases.flatMap(({ name }) => (name && !keep.includes(name) ? [name] : []));
      await Promise.all(
        gone.map(
          (name) =>
            new Promise<void>((resolve, reject) => {
              const request = indexedDB.deleteDatabase(name);
              request.onsuccess = () => resolve();
              request.onerror = () => reject(new Error(`Could not delete ${name}`));
              request.onblocked = () => reject(new Error(`${name} is still open`));
            }),
        ),
      );
      return (await indexedDB.databases()).map(({ name }) => name);
    }, KEPT_DATABASES);
    if (!left.includes(KEPT_DATABASES[0]) || left.some((name) => !KEPT_DATABASES.includes(name!))) {
      throw new Error(`IndexedDB after clearing: ${left.join(', ') || 'nothing (no session)'}`);
    }
  });
}

export async function signInAndSetUp(endpoint: string): Promise<BenchSetup> {
  return withDefaultContextPage(endpoint, async (page) => {
    const shell = await signInOn(page);
    await shell.navLink('Canvases').click();
    await page.getByRole('heading', { level: 1, name: 'Canvases' }).waitFor();
    await new CanvasListPage(page).create(`Bench canvas ${new Date().toISOString()}`);
    await new CanvasEditorPage(page).ready();
    const canvasPath = new URL(page.url()).pathname;
    const workspaceId = /^\/w\/([^/]+)\/canvases\//.exec(canvasPath)?.[1];
    if (!workspaceId)
      throw new Error(`The new canvas opened at ${canvasPath}, not /w/…/canvases/…`);
    return {
      canvasPath,
      workspaceId: decodeURIComponent(workspaceId),
      chat: await chatCredentials(),
    };
  });
}

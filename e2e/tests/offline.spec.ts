/**
 * Working offline in Chromium with the network of the browser context cut
 * (`context.setOffline`): the service worker serves the app and Firestore's persistent cache the
 * data, so a reload offline still shows the dashboard; a project created and then edited
 * offline is kept as changes waiting and reaches another member once the connection returns; the
 * top bar's sync indicator tells the truth at each step; every main page opens offline from the
 * worker's copy of the app, and one whose code is missing says so inside the app, whose
 * navigation stays; signing out deletes the offline cache, changes still waiting included, after
 * asking, and leaves nothing of the person in localStorage; and the chat offers no composer
 * while disconnected.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import {
  calendarHref,
  canvasHref,
  projectHref,
  taskHref,
  workspaceHref,
  workspaceSettingsHref,
} from '@crewspace/common/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '@crewspace/common/local-config';
import { launchBrowser, trackPageErrors } from '../fixtures/browser';
import { seedWorkspace, signIn } from '../fixtures/chat';
import { ContentSeed } from '../fixtures/content';
import { AppShell, HomePage } from '../fixtures/pages';
import {
  adminApp,
  demoLogin,
  seedTeam,
  signInTo,
  uidByEmail,
  uniqueName,
  type Team,
} from '../fixtures/stack';

/** Writes reach the server, and the other member's live list, within this. */
const SYNC = { timeout: 30_000 };

/** The top bar's sync indicator (features/offline): its words, once they are `text`. */
async function syncSays(page: Page, text: string) {
  const indicator = page.getByRole('banner').getByRole('status');
  await expect.poll(() => indicator.textContent(), SYNC).toBe(text);
}

/**
 * Every wording the sync indicator shows from the first paint of the page's next load on, in
 * order: a poll samples and can miss what a slow start shows for a moment.
 */
async function recordSyncWords(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    Reflect.set(window, '__crewspaceSyncWords', shown);
    new MutationObserver(() => {
      const words = document.querySelector('[data-sync]')?.textContent;
      if (words && shown.at(-1) !== words) shown.push(words);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => [...(Reflect.get(window, '__crewspaceSyncWords') as string[])]);
}

/** Once the service worker controls the app's scope and has precached the app shell. */
async function serviceWorkerReady(page: Page) {
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${new URL(page.url()).origin}/`);
}

/** The projects of the workspace with this name, as the server has them. */
async function projectsOnServer(workspaceId: string, name: string) {
  const found = await getFirestore(adminApp())
    .collection('workspaces')
    .doc(workspaceId)
    .collection('projects')
    .where('name', '==', name)
    .get();
  return found.docs.map((doc) => doc.data());
}

/** The names of Firestore's IndexedDB databases in the page's origin. */
async function firestoreDatabases(page: Page): Promise<string[]> {
  return page.evaluate(async () =>
    (await indexedDB.databases())
      .map((database) => database.name ?? '')
      .filter((name) => name.startsWith('firestore/')),
  );
}

/**
 * The localStorage keys that name this person (Firestore's notes of changes waiting carry the
 * uid too) or hold what they opened or uploaded (recent items, chat channels, interrupted
 * uploads), sorted.
 */
async function personalStorage(page: Page, uid: string): Promise<string[]> {
  const keys = await page.evaluate(() => Object.keys(window.localStorage));
  return keys
    .filter(
      (key) =>
        key.includes(uid) ||
        key.startsWith('crewspace:recent-items') ||
        key.startsWith('crewspace.chat.') ||
        key.startsWith('crewspace.interruptedUploads'),
    )
    .sort();
}

/** Opens `path` as the app's links do: a client-side route change, nothing fetched again. */
async function visit(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => url.pathname === path);
}

const UNAVAILABLE = 'This page is not available offline';

async function createProjectHere(page: Page, name: string) {
  await page.getByRole('button', { name: 'New project' }).click();
  await page.getByRole('textbox', { name: 'Project name' }).fill(name);
  await page.getByRole('button', { name: 'Create project' }).click();
  // Offline the form does not wait for the server: the project is in the cache, on screen.
  await page.getByRole('region', { name: 'New project' }).waitFor({ state: 'detached' });
  await page.getByRole('listitem', { name }).waitFor();
}

describe('offline', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('reloads the dashboard offline, keeps a project made and edited offline waiting, then syncs it for another member', async () => {
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    const member = await signInTo(browser, team.member, team.workspaceId);
    const { page, context } = owner;
    const shell = new AppShell(page);
    await syncSays(page, 'All changes saved');
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await syncSays(page, 'Offline');

    // The app from the service worker, the session from Auth's storage, the data from
    // Firestore's cache; the document still carries the Hosting edge's policy.
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    expect(reloaded?.headers()['content-security-policy']).toContain("worker-src 'self'");
    await shell.welcome(team.owner.name).waitFor();
    // The switcher lists the user's workspaces from their member documents: Firestore's cache.
    await shell.workspaceOption(`${team.owner.name}'s Workspace`).waitFor({ state: 'attached' });
    await syncSays(page, 'Offline');

    await shell.navLink('Projects').click();
    const name = uniqueName('Offline plan');
    await createProjectHere(page, name);
    await syncSays(page, 'Offline · 1 change waiting');
    // An edit of it made offline waits too, and the form does not wait for the server.
    await page
      .getByRole('listitem', { name })
      .getByRole('button', { name: 'Edit', exact: true })
      .click();
    const form = page.getByRole('listitem', { name: `Edit ${name}` });
    await form.getByRole('textbox', { name: 'Description' }).fill('Written offline');
    await form.getByRole('button', { name: 'Save project' }).click();
    await form.waitFor({ state: 'detached' });
    await syncSays(page, 'Offline · 2 changes waiting');
    expect(await projectsOnServer(team.workspaceId, name)).toEqual([]);
    // On a phone the indicator is its icon (the words stay for assistive technology) and the
    // header still fits.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole('banner').getByRole('status').locator('svg').waitFor();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The other member, online, has the projects page open and does not see it yet.
    await new AppShell(member.page).navLink('Projects').click();
    await member.page.getByRole('button', { name: 'New project' }).waitFor();
    expect(await member.page.getByRole('listitem', { name }).count()).toBe(0);

    await context.setOffline(false);
    await syncSays(page, 'All changes saved');
    await expect
      .poll(() => projectsOnServer(team.workspaceId, name), SYNC)
      .toEqual([
        expect.objectContaining({
          name,
          description: 'Written offline',
          createdBy: team.owner.uid,
        }),
      ]);
    await member.page.getByRole('listitem', { name }).waitFor(SYNC);

    expect(owner.errors).toEqual([]);
    expect(member.errors).toEqual([]);
    await owner.close();
    await member.close();
  });

  it('opens every main page offline once the app is saved, each read once online', async () => {
    const names = {
      project: uniqueName('Offline project'),
      canvas: uniqueName('Offline canvas'),
      task: uniqueName('Offline task'),
    };
    const seed = new ContentSeed(team.workspaceId, team.owner.uid);
    const projectId = seed.project(names.project);
    const canvasId = seed.canvas(names.canvas, { projectId });
    const taskId = seed.task(names.task, projectId);
    await seed.commit();
    const ws = team.workspaceId;
    const pages: [path: string, heading: string][] = [
      [workspaceHref(ws), `Welcome, ${team.owner.name}`],
      [workspaceHref(ws, 'projects'), 'Projects'],
      [projectHref(ws, projectId), names.project],
      [workspaceHref(ws, 'canvases'), 'Canvases'],
      [canvasHref(ws, canvasId), names.canvas],
      [workspaceHref(ws, 'videos'), 'Videos'],
      [workspaceHref(ws, 'tasks'), 'Tasks'],
      [taskHref(ws, taskId), names.task],
      [calendarHref(ws), 'Calendar'],
      ['/chat', 'Chat'],
      [workspaceSettingsHref(ws), `${team.owner.name}'s Workspace settings`],
      ['/profile', 'Your profile'],
    ];
    const person = await signInTo(browser, team.owner, ws);
    const { page, context } = person;
    // Which page an uncaught error came from, should one come.
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.name}: ${error.message}`));
    await serviceWorkerReady(page);
    for (const [path, heading] of pages) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }

    await context.setOffline(true);
    const reloaded = await page.reload();
    expect(reloaded?.fromServiceWorker()).toBe(true);
    for (const [path, heading] of pages) {
      await visit(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await page.getByRole('heading', { name: UNAVAILABLE }).count()).toBe(0);
    }
    expect(errors).toEqual([]);
    await person.close();
  });

  it('says a page is not available offline inside the app, whose navigation stays, when its code is missing', async () => {
    const person = await signInTo(browser, team.member, team.workspaceId);
    const { page, context } = person;
    await serviceWorkerReady(page);
    // The calendar's code as if the worker had not saved it (a first visit that went offline
    // before the app finished saving itself): this page's requests skip the worker and the
    // browser's cache, and the network is cut. (The context's offline mode does not reach the
    // worker's own fetches.)
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBypassServiceWorker', { bypass: true });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await context.setOffline(true);

    await visit(page, calendarHref(team.workspaceId));
    const notice = page.getByRole('alert').filter({ hasText: UNAVAILABLE });
    await notice.getByText('It opens once you are back online.').waitFor();
    await notice.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await page.getByText(/dynamically imported module/).count()).toBe(0);
    // The shell stays: the navigation leads on, and the next page opens.
    await new AppShell(page).navLink('Projects').click();
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor();
    expect(await notice.count()).toBe(0);
    expect(person.errors).toEqual([]);
    await cdp.detach();
    await person.close();
  });

  it('never says "All changes saved" while the server cannot be reached, whatever the browser reports', async () => {
    const person = await signInTo(browser, team.member, team.workspaceId);
    const { page, context } = person;
    await syncSays(page, 'All changes saved');
    // The network is up (navigator.onLine stays true), but nothing reaches Firestore: a captive
    // portal, a firewall, or a reloaded offline page whose browser still reports a network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setBlockedURLs', { urls: [`*:${TEST_PORTS.firestore}/*`] });
    const syncWords = await recordSyncWords(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);
    // From the first paint on, until Firestore gives up on the server, it says it is connecting;
    // then that it is offline; never that the changes are saved, nor that any are syncing.
    await syncSays(page, 'Offline');
    expect(await syncWords()).toEqual(['Connecting…', 'Offline']);

    await cdp.send('Network.setBlockedURLs', { urls: [] });
    await syncSays(page, 'All changes saved');
    await cdp.detach();
    expect(person.errors).toEqual([]);
    await person.close();
  });

  it('asks before signing out with changes waiting, and signing out deletes the offline cache', async () => {
    const person = await signInTo(browser, team.member, team.workspaceId);
    const { page, context } = person;
    await syncSays(page, 'All changes saved');
    await expect.poll(() => firestoreDatabases(page)).not.toEqual([]);
    // The app is saved on the device (the palette's code included) before the network goes.
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await new AppShell(page).navLink('Projects').click();
    const name = uniqueName('Never sent');
    await createProjectHere(page, name);
    await syncSays(page, 'Offline · 1 change waiting');
    // Opened from the palette, the project is one of the person's recent items.
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Find' }).fill(name);
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('heading', { level: 1, name }).waitFor();
    expect(await personalStorage(page, team.member.uid)).toEqual(
      expect.arrayContaining([
        `crewspace.currentWorkspace.${team.member.uid}`,
        `crewspace:recent-items:${team.member.uid}`,
      ]),
    );

    await new AppShell(page).signOut();
    const dialog = page.getByRole('alertdialog', { name: 'Sign out with changes waiting?' });
    await dialog.getByText('1 change', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await syncSays(page, 'Offline · 1 change waiting');

    await new AppShell(page).signOut();
    await dialog.getByRole('button', { name: 'Sign out anyway' }).click();
    await new HomePage(page).landingHeading.waitFor();
    // Nothing of this user is left in the browser: no Firestore database, no owner noted.
    await expect.poll(() => firestoreDatabases(page), SYNC).toEqual([]);
    expect(
      await page.evaluate(() => window.localStorage.getItem('crewspace.firestoreCacheOwner')),
    ).toBeNull();
    // Nor anything of theirs in localStorage: recent items, the workspace they were in.
    expect(await personalStorage(page, team.member.uid)).toEqual([]);

    // Back online, the change deleted with the cache never reaches the server.
    await context.setOffline(false);
    expect(await projectsOnServer(team.workspaceId, name)).toEqual([]);
    expect(person.errors).toEqual([]);
    await person.close();
  });

  it('chat offers no composer while it is disconnected, and sends again once reconnected', async () => {
    const aliceUid = await uidByEmail(demoLogin('alice').email);
    const workspace = await seedWorkspace([
      { uid: aliceUid, displayName: 'Alice Example', role: 'owner' },
    ]);
    const chat = await signIn(browser, demoLogin('alice'));
    const errors = trackPageErrors(chat.page);
    await chat.open();
    await chat.channel(workspace.name).click();
    await chat.composer.waitFor();

    await chat.page.context().setOffline(true);
    await chat.connectionStatus('Offline, reconnecting…').waitFor();
    await chat.conversation
      .getByRole('note')
      .filter({ hasText: 'You are offline. Messages can be sent again once the chat reconnects.' })
      .waitFor();
    expect(await chat.conversation.getByRole('textbox').count()).toBe(0);

    await chat.page.context().setOffline(false);
    await chat.connectionStatus('Connected').waitFor({ timeout: 40_000 });
    const text = uniqueName('back online');
    await chat.send(text);
    await chat.message(text).waitFor();
    expect(errors).toEqual([]);
    await chat.page.context().close();
  });
});

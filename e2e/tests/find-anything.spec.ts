/**
 * The command palette (Ctrl-K) against the full stack: a misspelt word finds a canvas in the
 * workspace and opens it at its address; recents and actions with nothing typed; keyboard only
 * (arrows, Tab between groups, Enter, Escape returning focus); axe finds nothing serious in it;
 * it fits a 375 px screen; and "Search messages" finds a chat message and opens it in its channel.
 * Ctrl-K opens it over a canvas too (Excalidraw has the keyboard there) and the keys typed into
 * it never reach the drawing; the best match comes first whatever its kind; a person opens at
 * their row of the member list; nothing in this workspace offers all the user's workspaces.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { CanvasEditorPage } from '../fixtures/canvases';
import { signIn as signInToChat } from '../fixtures/chat';
import { ContentSeed } from '../fixtures/content';
import { watchPage } from '../fixtures/page-checks';
import { adminApp, demoLogin, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

function palette(page: Page) {
  return page.getByRole('dialog', { name: 'Find anything' });
}

async function seedCanvas(team: Team, title: string): Promise<string> {
  const ref = getFirestore(adminApp())
    .collection('workspaces')
    .doc(team.workspaceId)
    .collection('canvases')
    .doc();
  await ref.set({
    title,
    pinned: false,
    projectId: null,
    workspaceId: team.workspaceId,
    createdBy: team.owner.uid,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** Opens the palette with the shortcut and returns its search box, focused. */
async function openWithShortcut(page: Page) {
  await page.keyboard.press('Control+k');
  const input = palette(page).getByRole('combobox', { name: 'Find' });
  await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
  return input;
}

describe('find anything', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a canvas by a misspelt word and opens it, from the keyboard alone', async () => {
    const title = uniqueName('Zeppelin roadmap');
    const canvasId = await seedCanvas(team, title);
    const { page } = await signInTo(browser, team.member, team.workspaceId);

    await page.keyboard.press('Control+k');
    const dialog = palette(page);
    const input = dialog.getByRole('combobox', { name: 'Find' });
    await expect.poll(() => input.evaluate((node) => node === document.activeElement)).toBe(true);
    // Nothing typed: the actions.
    await dialog.getByRole('option', { name: 'Toggle dark mode' }).waitFor();
    expect(await seriousViolations(page, 'dialog')).toEqual([]);

    await input.fill('zepelin');
    const hit = dialog
      .getByRole('group', { name: 'Canvases' })
      .getByRole('option', { name: new RegExp(title) });
    await hit.waitFor();
    expect(await hit.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(`**/w/${team.workspaceId}/canvases/${canvasId}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await dialog.isVisible()).toBe(false);
    // The editor takes focus when it has loaded (Excalidraw's autoFocus, for an editor): after that.
    await page.locator('.excalidraw canvas.interactive').waitFor();

    // Again with nothing typed: the canvas is recent; Tab jumps to the actions; Escape closes and
    // gives the focus back.
    const button = page.getByRole('button', { name: /^Search/ });
    await button.focus();
    await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const recent = dialog
      .getByRole('group', { name: 'Recent' })
      .getByRole('option', { name: new RegExp(title) });
    await recent.waitFor();
    expect(await recent.getAttribute('aria-selected')).toBe('true');
    await input.press('Tab');
    const firstAction = dialog.getByRole('group', { name: 'Actions' }).getByRole('option').first();
    expect(await firstAction.getAttribute('aria-selected')).toBe('true');
    await input.press('ArrowUp');
    expect(await recent.getAttribute('aria-selected')).toBe('true');
    await input.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => button.evaluate((node) => node === document.activeElement)).toBe(true);
  });

  it('fits a phone screen', async () => {
    const title = uniqueName('Narrow plan');
    await seedCanvas(team, title);
    const { page } = await signInTo(browser, team.owner, team.workspaceId);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: /^Search/ }).click();
    const dialog = palette(page);
    await dialog.getByRole('combobox', { name: 'Find' }).fill('narow');
    await dialog.getByRole('option', { name: new RegExp(title) }).waitFor();
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  it('finds a chat message and opens it in its channel', async () => {
    const alice = await signInToChat(browser, demoLogin('alice'));
    await alice.open();
    await alice.startDirect('Bob Example', 'Crewspace Demo');
    const text = uniqueName('heliotrope delivery');
    await alice.send(text);
    await alice.message(text).waitFor();
    const page = alice.page;
    await alice.shell.navLink('Dashboard').click();

    await page.keyboard.press('Control+k');
    const dialog = palette(page);
    const input = dialog.getByRole('combobox', { name: 'Find' });
    await input.fill('heliotrope');
    const search = dialog.getByRole('option', { name: 'Search messages for “heliotrope”' });
    await search.click();
    const found = dialog
      .getByRole('group', { name: 'Messages' })
      .getByRole('option', { name: new RegExp(text) });
    await found.click();
    await page.waitForURL(/\/chat\?channel=messaging%3A.+&message=/);
    await alice.message(text).waitFor();
  });

  it('opens over a canvas, and what is typed into it never reaches the drawing', async () => {
    const title = uniqueName('Keyboard canvas');
    const canvasId = await seedCanvas(team, title);
    const { page } = await signInTo(browser, team.member, team.workspaceId);
    const noise = watchPage(page);
    await page.goto(`/w/${team.workspaceId}/canvases/${canvasId}`);
    const canvas = new CanvasEditorPage(page);
    await canvas.ready();
    await canvas.shapes(0).waitFor();
    // The editor has the keyboard (its tool shortcuts work as soon as it opens).
    const rectangle = page.getByTestId('toolbar-rectangle');
    await page.keyboard.press('r');
    await expect.poll(() => rectangle.isChecked()).toBe(true);
    await page.keyboard.press('v');
    await expect.poll(() => rectangle.isChecked()).toBe(false);

    const input = await openWithShortcut(page);
    // "r" picks the rectangle in the editor, "o" the ellipse, Delete and Backspace remove.
    await input.pressSequentially('roadmap');
    await input.press('Backspace');
    expect(await input.inputValue()).toBe('roadma');
    expect(await rectangle.isChecked()).toBe(false);
    expect(await page.getByTestId('toolbar-ellipse').isChecked()).toBe(false);
    await input.press('Escape');
    await palette(page).waitFor({ state: 'hidden' });
    expect(await rectangle.isChecked()).toBe(false);
    await canvas.shapes(0).waitFor();
    expect(noise).toEqual([]);
  });

  it('puts the best match first whatever its kind, and opens a person at their row', async () => {
    const suffix = uniqueName('x').slice(2);
    const seed = new ContentSeed(team.workspaceId, team.owner.uid);
    // The project mentions the word in its description; the canvas is named by it.
    seed.project(`Website relaunch ${suffix}`, 'A new sitemap and landing pages');
    const canvasId = seed.canvas(`Sitemap ${suffix}`);
    await seed.commit();
    const { page } = await signInTo(browser, team.member, team.workspaceId);
    const noise = watchPage(page);

    let input = await openWithShortcut(page);
    await input.fill('sitem');
    const dialog = palette(page);
    const canvas = dialog.getByRole('option', { name: new RegExp(`Sitemap ${suffix}`) });
    await dialog.getByRole('option', { name: new RegExp(`Website relaunch ${suffix}`) }).waitFor();
    expect(await canvas.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(`**/w/${team.workspaceId}/canvases/${canvasId}`);

    // A person: their row in the workspace's member list, in view and focused.
    input = await openWithShortcut(page);
    await input.fill(team.viewer.name);
    const person = dialog
      .getByRole('group', { name: 'Members' })
      .getByRole('option', { name: new RegExp(team.viewer.name) });
    await person.waitFor();
    expect(await person.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(`**/w/${team.workspaceId}/settings?member=${team.viewer.uid}`);
    const row = page
      .getByRole('list', { name: 'Members' })
      .getByRole('listitem', { name: team.viewer.name });
    await row.waitFor();
    expect(await row.getAttribute('aria-current')).toBe('true');
    await expect.poll(() => row.evaluate((node) => node === document.activeElement)).toBe(true);
    expect(await row.isVisible()).toBe(true);
    expect(noise).toEqual([]);
  });

  it('offers all my workspaces when nothing in this one matches', async () => {
    // The member's own default workspace holds the canvas; the team's does not.
    const title = uniqueName('Quasar notes');
    const seed = new ContentSeed(`default-${team.member.uid}`, team.member.uid);
    seed.canvas(title);
    await seed.commit();
    const { page } = await signInTo(browser, team.member, team.workspaceId);

    const input = await openWithShortcut(page);
    await input.fill('quasar');
    const dialog = palette(page);
    const everywhere = dialog.getByRole('option', {
      name: 'Search all my workspaces for “quasar”',
    });
    await everywhere.waitFor();
    expect(await everywhere.getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    const hit = dialog
      .getByRole('group', { name: 'Canvases' })
      .getByRole('option', { name: new RegExp(title) });
    await hit.waitFor();
    expect(
      await dialog.getByRole('button', { name: 'All my workspaces' }).getAttribute('aria-pressed'),
    ).toBe('true');
  });
});

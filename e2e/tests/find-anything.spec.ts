/**
 * The command palette (Ctrl-K) against the full stack: a misspelt word finds a canvas in the
 * workspace and opens it at its address; recents and actions with nothing typed; keyboard only
 * (arrows, Tab between groups, Enter, Escape returning focus); axe finds nothing serious in it;
 * it fits a 375 px screen; and "Search messages" finds a chat message and opens it in its channel.
 */
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { signIn as signInToChat } from '../fixtures/chat';
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
});

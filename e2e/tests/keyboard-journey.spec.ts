/**
 * A journey from the keyboard alone, in a workspace with content: the skip link, the navigation,
 * and the palette opening a canvas found by a misspelt word.
 */
import type { Browser } from 'playwright-core';
import { canvasHref, workspaceHref } from '@crewspace/common/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { ContentSeed } from '../fixtures/content';
import { seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

async function seedContent(team: Team) {
  const names = { project: uniqueName('Journey project'), canvas: uniqueName('Journey canvas') };
  const seed = new ContentSeed(team.workspaceId, team.owner.uid);
  const projectId = seed.project(names.project, 'Where the journey starts');
  const canvasId = seed.canvas(names.canvas, { pinned: true, projectId });
  const eventId = seed.event(
    uniqueName('Journey review'),
    new Date(Date.now() + 2 * 60 * 60 * 1000),
    {
      location: 'Room 1',
      projectId,
      attendees: [team.member.uid],
    },
  );
  await seed.commit();
  return { ...names, projectId, canvasId, eventId };
}

describe('journeys', () => {
  let browser: Browser;
  let team: Team;
  let content: Awaited<ReturnType<typeof seedContent>>;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
    content = await seedContent(team);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('works from the keyboard alone: skip link, navigation, palette', async () => {
    const { page, context } = await signInTo(browser, team.member, team.workspaceId);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /Skip to/ });
    await expect.poll(() => skip.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The navigation's Canvases link is reachable by Tab from the top.
    await page.keyboard.press('Shift+Tab');
    let reached = false;
    for (let step = 0; step < 40 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.textContent?.trim() === 'Canvases',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${workspaceHref(team.workspaceId, 'canvases')}`);
    await page.keyboard.press('Control+k');
    const find = page.getByRole('combobox', { name: 'Find' });
    await find.fill('journy canvas');
    // Enter opens the first result, so wait until the palette's index has found the canvas.
    await page.getByRole('option', { name: new RegExp(content.canvas) }).waitFor();
    await find.press('Enter');
    await page.waitForURL(`**${canvasHref(team.workspaceId, content.canvasId)}`);
    await context.close();
  });
});

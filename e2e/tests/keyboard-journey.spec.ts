/**
 * A journey from the keyboard alone, in a workspace with content: the skip link, the navigation,
 * and the palette opening a canvas found by a misspelt word.
 */
import type { Browser } from 'playwright-core';
import { canvasHref, workspaceHref } from '@crewspace/common/links';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

async function seedContent(team: Team) {
  const db = getFirestore(adminApp());
  const workspace = db.collection('workspaces').doc(team.workspaceId);
  const project = workspace.collection('projects').doc();
  const canvas = workspace.collection('canvases').doc();
  const event = workspace.collection('events').doc();
  const names = { project: uniqueName('Journey project'), canvas: uniqueName('Journey canvas') };
  const stamps = {
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const start = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const batch = db.batch();
  batch.set(project, {
    name: names.project,
    description: 'Where the journey starts',
    status: 'active',
    color: '#3b82f6',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: team.owner.uid,
    ...stamps,
  });
  batch.set(canvas, {
    title: names.canvas,
    pinned: true,
    projectId: project.id,
    workspaceId: team.workspaceId,
    createdBy: team.owner.uid,
    ...stamps,
  });
  batch.set(event, {
    title: uniqueName('Journey review'),
    start,
    end: new Date(start.getTime() + 30 * 60 * 1000),
    allDay: false,
    description: '',
    location: 'Room 1',
    projectId: project.id,
    attendees: [team.member.uid],
    createdBy: team.owner.uid,
    recurrence: null,
    reminders: [],
    ...stamps,
  });
  await batch.commit();
  return { ...names, projectId: project.id, canvasId: canvas.id, eventId: event.id };
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

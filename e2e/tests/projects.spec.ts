/**
 * Projects in the browser: archive and unarchive with the status filter following, then the
 * projectSingleView with the project's canvases (pinned first), videos, upcoming events only,
 * and its activity newest first. Linked content is seeded with the admin SDK (other features own
 * its UI); the project and its status changes go through the UI.
 */
import { FieldValue, Timestamp, getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { adminApp, createApprovedUser, uniqueName } from '../fixtures/stack';
import { createProject, signIn, workspaceIdByName } from '../fixtures/workspaces';

const DAY = 24 * 60 * 60 * 1000;
/** Live lists fill in after the page; triggers write the activity a moment after each change. */
const LIVE = { timeout: 20_000 };

async function seedLinkedContent(workspaceId: string, projectId: string, uid: string) {
  const workspace = getFirestore(adminApp()).collection('workspaces').doc(workspaceId);
  const stamp = { createdBy: uid, projectId, updatedAt: FieldValue.serverTimestamp() };
  const at = (offset: number) => Timestamp.fromMillis(Date.now() + offset);
  await Promise.all([
    workspace.collection('canvases').add({ ...stamp, title: 'Alpha sketch', pinned: false }),
    workspace.collection('canvases').add({ ...stamp, title: 'Zeta board', pinned: true }),
    workspace.collection('canvases').add({ ...stamp, projectId: null, title: 'Elsewhere' }),
    workspace.collection('videos').add({
      projectId,
      workspaceId,
      uploadedBy: uid,
      videoName: 'Demo reel',
      videoURL: 'videos/demo.mp4',
      uploadedAt: FieldValue.serverTimestamp(),
    }),
    workspace
      .collection('events')
      .add({ ...stamp, title: 'Kickoff', start: at(2 * DAY), end: at(2 * DAY + 3_600_000) }),
    workspace
      .collection('events')
      .add({ ...stamp, title: 'Retro', start: at(-2 * DAY), end: at(-2 * DAY + 3_600_000) }),
  ]);
}

async function filterBy(page: Page, status: string) {
  await page.getByRole('combobox', { name: 'Status' }).selectOption(status);
}

/** A region's list items, or its whole text (loading, empty, error) while it has none. */
async function itemsOf(page: Page, name: string): Promise<string[]> {
  const region = page.getByRole('region', { name, exact: true });
  const texts = await region.getByRole('listitem').allTextContents();
  if (texts.length === 0) return [`(${(await region.innerText()).replace(/\s+/g, ' ')})`];
  return texts.map((text) => text.trim());
}

describe('projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('archives and unarchives a project, and its page shows its content', async () => {
    const ownerName = uniqueName('Petra');
    const owner = await createApprovedUser(ownerName);
    const projectName = uniqueName('Atlas');
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, owner, ownerName);
    const workspaceId = await workspaceIdByName(`${ownerName}'s Workspace`);

    await createProject(page, projectName, 'Maps for everyone.');
    const row = page.getByRole('listitem', { name: projectName });
    await row.getByRole('button', { name: 'Archive', exact: true }).click();
    await row.getByText('Archived', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Archive', exact: true }).waitFor({ state: 'detached' });

    await filterBy(page, 'active');
    await page.getByText('No active projects.').waitFor();
    await filterBy(page, 'archived');
    await row.getByRole('button', { name: 'Unarchive' }).click();
    await page.getByText('No archived projects.').waitFor();
    await filterBy(page, 'active');
    await row.getByText('Active', { exact: true }).waitFor();

    const href = await row.getByRole('link', { name: projectName }).getAttribute('href');
    const projectId = href!.split('/').pop()!;
    await seedLinkedContent(workspaceId, projectId, owner.uid);
    await row.getByRole('link', { name: projectName }).click();
    await page.getByRole('heading', { level: 1, name: projectName }).waitFor();
    await page.getByText('Maps for everyone.').waitFor();

    await expect
      .poll(() => itemsOf(page, 'Canvases'), LIVE)
      .toEqual(['Zeta board Pinned', 'Alpha sketch']);
    await expect.poll(() => itemsOf(page, 'Videos'), LIVE).toEqual(['Demo reel']);
    await expect
      .poll(
        async () => (await itemsOf(page, 'Upcoming events')).map((text) => text.split(' · ')[0]),
        LIVE,
      )
      .toEqual(['Kickoff']);
    await expect
      .poll(async () => (await itemsOf(page, 'Activity')).map((text) => text.split(' · ')[0]), LIVE)
      .toEqual([
        `${ownerName} updated project ${projectName}`,
        `${ownerName} archived project ${projectName}`,
        `${ownerName} created project ${projectName}`,
      ]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * The Videos page as each role meets it: one Upload video button for a member, whose small upload
 * shows real progress (never "0 % · 0.0 Mbps · — left" for its whole life); none for a viewer,
 * who is told why.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, STORAGE_API_REQUEST } from '../fixtures/browser';
import { seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';
import { withWebmHeader } from '../fixtures/videos';

interface SeenStatus {
  status: string;
  progress: string | null;
}

describe('videos feedback', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives a member one Upload video button and a small upload visible progress', async () => {
    const member = await signInTo(browser, team.member, team.workspaceId);
    const { page } = member;
    // Slow the storage stand-in a little so the short upload can be watched.
    await page.context().route(STORAGE_API_REQUEST, async (route) => {
      if (route.request().method() !== 'GET')
        await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.goto(`/w/${team.workspaceId}/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByText(/No videos in .* yet\./).waitFor();
    expect(await page.getByRole('button', { name: 'Upload video' }).count()).toBe(1);

    // Every status line and percentage the upload row ever shows.
    await page.evaluate(() => {
      const seen: SeenStatus[] = [];
      (window as unknown as { uploadSeen: SeenStatus[] }).uploadSeen = seen;
      new MutationObserver(() => {
        const status = document.querySelector('[data-testid="upload-status"]');
        const bar = document.querySelector('[role="progressbar"]');
        if (status)
          seen.push({
            status: status.textContent ?? '',
            progress: bar?.getAttribute('aria-valuenow') ?? null,
          });
      }).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
      const done: unknown[] = [];
      (window as unknown as { videoEvents: unknown[] }).videoEvents = done;
      window.addEventListener('videoUploadComplete', (event) =>
        done.push((event as CustomEvent).detail),
      );
    });

    await page.getByRole('button', { name: 'Upload video' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload video' });
    // 120 kB: one request to storage, the case that used to show 0 % until it vanished.
    await dialog.getByLabel('Video file').setInputFiles({
      name: 'short.webm',
      mimeType: 'video/webm',
      buffer: withWebmHeader(Buffer.alloc(120_000, 1)),
    });
    await dialog.getByLabel('Video name').fill(uniqueName('Short'));
    await dialog.getByRole('button', { name: 'Start Upload' }).click();
    await expect
      .poll(
        () =>
          page.evaluate(() => (window as unknown as { videoEvents: unknown[] }).videoEvents.length),
        {
          timeout: 30_000,
        },
      )
      .toBe(1);

    const seen = await page.evaluate(
      () => (window as unknown as { uploadSeen: SeenStatus[] }).uploadSeen,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((entry) => Number(entry.progress) > 0)).toBe(true);
    expect(
      seen.some(
        (entry) =>
          /^Uploaded · \d+\.\d Mbps/.test(entry.status) &&
          !entry.status.startsWith('Uploaded · 0.0'),
      ),
    ).toBe(true);
    expect(seen.some((entry) => entry.status.includes('0.0 Mbps · — left'))).toBe(false);
    expect(member.errors).toEqual([]);
    await member.close();
  });

  it('offers a viewer no Upload video and says why', async () => {
    const viewer = await signInTo(browser, team.viewer, team.workspaceId);
    const { page } = viewer;
    await page.goto(`/w/${team.workspaceId}/videos`);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByText('Your role (viewer) cannot upload videos in this workspace.').waitFor();
    expect(await page.getByRole('button', { name: 'Upload video' }).count()).toBe(0);
    // Nor does the header offer it on other pages.
    await page.goto(`/w/${team.workspaceId}/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Calendar' }).waitFor();
    expect(await page.getByRole('button', { name: 'Upload video' }).count()).toBe(0);
    expect(viewer.errors).toEqual([]);
    await viewer.close();
  });
});

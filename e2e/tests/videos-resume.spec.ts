/**
 * Resuming a video upload after a page reload, against the full stack and the storage stand-in:
 * leaving asks first, the Videos page and the uploader's bar tell of the interrupted upload.
 * The file is picked from disk both times (a File keeps the file's modification time, which is
 * how the uploader recognises it); storage requests are slowed so the reload lands mid-upload.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  STORAGE_API_REQUEST,
  trackPageErrors,
} from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import { createApprovedUser, uniqueName } from '../fixtures/stack';
import { withWebmHeader } from '../fixtures/videos';

interface SavedVideo {
  videoName: string;
  videoURL: string;
}

/** Collects the `videoUploadComplete` events of the current page load. */
async function watchCompletions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { videoEvents: unknown[] }).videoEvents = events;
    window.addEventListener('videoUploadComplete', (event) =>
      events.push((event as CustomEvent).detail),
    );
  });
}

function completions(page: Page): Promise<SavedVideo[]> {
  return page.evaluate(() => (window as unknown as { videoEvents: SavedVideo[] }).videoEvents);
}

describe('videos: resume after reload', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'e2e-videos-resume-'));
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('offers an upload a reload interrupted and continues its session to identical bytes', async () => {
    const bytes = withWebmHeader(randomBytes(12 * 1024 * 1024));
    const path = join(dir, 'resume-clip.webm');
    await writeFile(path, bytes);

    const name = uniqueName('Rhea');
    const user = await createApprovedUser(name);
    const context = await newContext(browser);
    // Slow every upload request so the reload lands mid-upload; note each upload command sent.
    const commands: string[] = [];
    await context.route(STORAGE_API_REQUEST, async (route) => {
      const command = route.request().headers()['x-goog-upload-command'];
      if (command) commands.push(command);
      if (route.request().method() !== 'GET')
        await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue().catch(() => {
        // The page reloaded while this request waited: nothing left to continue.
      });
    });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(user.email, user.password);
    await new AppShell(page).welcome(name).waitFor();
    await page.goto('/videos');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();

    await page.getByRole('button', { name: 'Upload video' }).first().click();
    let dialog = page.getByRole('dialog', { name: 'Upload video' });
    await dialog.getByLabel('Video file').setInputFiles(path);
    const videoName = uniqueName('Resumed');
    await dialog.getByLabel('Video name').fill(videoName);
    await dialog.getByRole('button', { name: 'Start Upload' }).click();

    // A few chunks in (256 KiB, 512 KiB, 1 MiB…), and remembered, then the page reloads.
    const progress = dialog.getByRole('progressbar', { name: `${videoName} progress` });
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThanOrEqual(10);
    await expect
      .poll(() =>
        page.evaluate(() => window.localStorage.getItem('crewspace.interruptedUploads') ?? ''),
      )
      .toContain('resume-clip.webm');
    expect(Number(await progress.getAttribute('aria-valuenow'))).toBeLessThan(100);
    // Leaving mid-upload asks first (the browser's "Leave site?"); this spec leaves.
    const asked: string[] = [];
    page.on('dialog', (question) => {
      asked.push(question.type());
      void question.accept();
    });
    await page.reload();
    expect(asked).toEqual(['beforeunload']);
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await watchCompletions(page);
    commands.length = 0;

    // Back on Videos, the page lists it and says how to resume.
    const interruptedName = new RegExp(`${videoName} \\(resume-clip\\.webm, \\d+%\\)`);
    const onPage = page.getByRole('main').getByRole('region', { name: 'Interrupted uploads' });
    await onPage.getByText('An upload was interrupted: choose the file again to resume.').waitFor();
    await onPage.getByText(interruptedName).waitFor();
    // Elsewhere the uploader's bar says so (the Videos page lists them itself).
    const shell = new AppShell(page);
    expect(await page.getByRole('region', { name: 'Video uploads' }).count()).toBe(0);
    await shell.navLink('Dashboard').click();
    const bar = page.getByRole('region', { name: 'Video uploads' });
    await bar.getByText('An upload was interrupted: choose the file again to resume.').waitFor();
    await shell.navLink('Videos').click();
    await bar.waitFor({ state: 'detached' });

    // "Resume…" opens the uploader, which lists it too; picking the same file offers to resume.
    await onPage.getByRole('button', { name: 'Resume…' }).click();
    dialog = page.getByRole('dialog', { name: 'Upload video' });
    await dialog
      .getByRole('region', { name: 'Interrupted uploads' })
      .getByText(interruptedName)
      .waitFor();
    await dialog.getByLabel('Video file').setInputFiles(path);
    await dialog.getByText(/earlier upload stopped at \d+%/).waitFor();
    expect(await dialog.getByLabel('Video name').inputValue()).toBe(videoName);
    await dialog.getByRole('button', { name: 'Resume Upload' }).click();
    const resumedAt = Number(
      await dialog
        .getByRole('progressbar', { name: `${videoName} progress` })
        .getAttribute('aria-valuenow'),
    );
    expect(resumedAt).toBeGreaterThan(0);

    await expect
      .poll(() => completions(page), { timeout: 60_000 })
      .toEqual([expect.objectContaining({ videoName })]);
    // The same session went on: the server was asked what it held, and no new session opened.
    expect(commands).toContain('query');
    expect(commands).not.toContain('start');
    const [saved] = await completions(page);
    const stored = Buffer.from(await (await fetch(saved!.videoURL)).arrayBuffer());
    expect(createHash('sha256').update(stored).digest('hex')).toBe(
      createHash('sha256').update(bytes).digest('hex'),
    );
    // Finished: nothing is left to resume, and nothing is listed.
    expect(
      await page.evaluate(() => window.localStorage.getItem('crewspace.interruptedUploads')),
    ).toBeNull();
    await dialog.getByRole('button', { name: 'Close uploader' }).click();
    await onPage.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});

/**
 * The video uploader and library against the full stack, with the storage stand-in
 * (emulators/storage). The clip is a 2 s WebM recorded in the page from a canvas
 * (MediaRecorder), so the spec needs no fixture file and exercises a real browser-made video.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchBrowser,
  newContext,
  STORAGE_API_REQUEST,
  trackPageErrors,
} from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import { createApprovedUser, uniqueName } from '../fixtures/stack';
import { recordWebm, withWebmHeader } from '../fixtures/videos';

describe('videos', () => {
  let browser: Browser;
  let dir: string;
  beforeAll(async () => {
    browser = await launchBrowser();
    dir = await mkdtemp(join(tmpdir(), 'e2e-videos-'));
  });
  afterAll(async () => {
    await browser?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a video with progress, celebrates, and lists, plays and deletes it', async () => {
    const name = uniqueName('Vera');
    const user = await createApprovedUser(name);
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(user.email, user.password);
    await new AppShell(page).welcome(name).waitFor();

    await page.goto('/videos');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.getByText(/No videos in .* yet\./).waitFor();

    // Watch for the completion signals before starting.
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { videoEvents: unknown[] }).videoEvents = events;
      window.addEventListener('videoUploadComplete', (event) =>
        events.push((event as CustomEvent).detail),
      );
      const seen = { confetti: false };
      (window as unknown as { confettiSeen: typeof seen }).confettiSeen = seen;
      new MutationObserver(() => {
        if (document.querySelector('body > canvas')) seen.confetti = true;
      }).observe(document.body, { childList: true });
    });

    const clip = await recordWebm(page, 2);
    expect(clip.byteLength).toBeGreaterThan(1000);

    await page.getByRole('button', { name: 'Upload video' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload video' });
    const start = dialog.getByRole('button', { name: 'Start Upload' });
    expect(await start.isDisabled()).toBe(true);

    // A non-video is refused on selection.
    await dialog.getByLabel('Video file').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a video'),
    });
    await dialog
      .getByRole('alert')
      .getByText(/is not a video/)
      .waitFor();
    expect(await start.isDisabled()).toBe(true);
    // So is a text file renamed to .mp4 (the browser calls it video/mp4 from the name alone):
    // the uploader reads its first bytes before anything is sent.
    const renamed = join(dir, 'fake-video.mp4');
    await writeFile(renamed, 'These are meeting notes, not a video.\n');
    await dialog.getByLabel('Video file').setInputFiles(renamed);
    await dialog
      .getByRole('alert')
      .getByText(
        '“fake-video.mp4” is not a video: its name ends in .mp4, but the file contains text. Choose a video file.',
      )
      .waitFor();
    expect(await dialog.getByLabel('Video name').inputValue()).toBe('');
    expect(await start.isDisabled()).toBe(true);

    await dialog.getByLabel('Video file').setInputFiles({
      name: 'team-clip.webm',
      mimeType: 'video/webm',
      buffer: clip,
    });
    // Named after the file once its first bytes are read.
    await expect.poll(() => dialog.getByLabel('Video name').inputValue()).toBe('team-clip.webm');
    const videoName = uniqueName('Clip');
    await dialog.getByLabel('Video name').fill(videoName);
    await dialog.getByLabel('Notes (optional)').fill('Recorded by the e2e spec');
    await start.click();

    await expect
      .poll(
        () => page.evaluate(() => (window as unknown as { videoEvents: unknown[] }).videoEvents),
        {
          timeout: 30_000,
        },
      )
      .toEqual([expect.objectContaining({ videoName, thumbnailUrl: expect.any(String) })]);
    // The confetti library is fetched when the first upload finishes, so it may land a moment later.
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (window as unknown as { confettiSeen: { confetti: boolean } }).confettiSeen.confetti,
        ),
      )
      .toBe(true);
    // The finished item left the list.
    expect(await dialog.getByRole('progressbar').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Close uploader' }).click();

    // The live library shows it with its thumbnail; it plays from storage.
    const tile = page
      .getByRole('list', { name: 'Videos' })
      .getByRole('link', { name: new RegExp(videoName) });
    await tile.waitFor();
    expect(await tile.locator('img').getAttribute('src')).toMatch(/thumbnails/);
    await tile.click();
    const player = page.getByLabel(`Video: ${videoName}`);
    await expect
      .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(1);
    await page.getByText('Recorded by the e2e spec').waitFor();

    const [saved] = (await page.evaluate(
      () => (window as unknown as { videoEvents: unknown[] }).videoEvents,
    )) as { videoURL: string; thumbnailUrl: string }[];
    expect((await fetch(saved!.videoURL)).status).toBe(200);
    expect((await fetch(saved!.thumbnailUrl)).headers.get('content-type')).toMatch(/image\/jpeg/);

    // The uploader deletes it: the record and both files.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete video' }).click();
    await page.getByText(/No videos in .* yet\./).waitFor();
    // Gone: the old download URLs no longer serve the files (404, or 403 once the token is gone).
    await expect.poll(async () => (await fetch(saved!.videoURL)).status).toBeOneOf([403, 404]);
    // The two files are deleted in parallel, so the thumbnail may outlive the video briefly.
    await expect.poll(async () => (await fetch(saved!.thumbnailUrl)).status).toBeOneOf([403, 404]);

    expect(errors).toEqual([]);
    await context.close();
  });
  it('pauses, resumes and minimizes a resumable upload to a 340 px bar that closes when done', async () => {
    const name = uniqueName('Paul');
    const user = await createApprovedUser(name);
    const context = await newContext(browser);
    // Slow every request to the storage stand-in so the upload runs long enough to steer.
    await context.route(STORAGE_API_REQUEST, async (route) => {
      if (route.request().method() !== 'GET')
        await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(user.email, user.password);
    await new AppShell(page).welcome(name).waitFor();
    await page.goto('/videos');
    await page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
    await page.evaluate(() => {
      const events: unknown[] = [];
      (window as unknown as { videoEvents: unknown[] }).videoEvents = events;
      window.addEventListener('videoUploadComplete', (event) =>
        events.push((event as CustomEvent).detail),
      );
    });

    // 12 MB with a WebM header and no frames: big enough for several resumable chunks; its
    // thumbnail cannot be drawn, which must not stop the upload.
    await page.getByRole('button', { name: 'Upload video' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload video' });
    // Handed over as a file on disk: 12 MB sent through the DevTools protocol as base64 can take
    // longer than the action timeout on a busy runner.
    const bigFile = join(dir, 'big.webm');
    await writeFile(bigFile, withWebmHeader(Buffer.alloc(12 * 1024 * 1024, 7)));
    await dialog.getByLabel('Video file').setInputFiles(bigFile);
    const videoName = uniqueName('Big');
    await dialog.getByLabel('Video name').fill(videoName);
    await dialog.getByRole('button', { name: 'Start Upload' }).click();

    const item = dialog.getByRole('listitem', { name: videoName });
    const status = item.getByTestId('upload-status');
    await status.getByText(/^\d+\.\d Mbps · (—|\d+s|\d+m \d+s) left$/).waitFor();
    await item.getByRole('button', { name: 'Pause' }).click();
    await status.getByText('Paused').waitFor();
    const pausedAt = Number(await item.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(pausedAt).toBeLessThan(100);
    await item.getByRole('button', { name: 'Resume' }).click();
    await status.getByText(/Mbps/).waitFor();

    await dialog.getByRole('button', { name: 'Minimize' }).click();
    const bar = page.getByRole('region', { name: 'Video uploads' });
    await bar.waitFor();
    expect((await bar.boundingBox())?.width).toBe(340);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      Number(await bar.getByRole('progressbar').getAttribute('aria-valuenow')),
    ).toBeGreaterThanOrEqual(pausedAt);

    // Done while minimized: the uploader closes and the video is saved without a thumbnail.
    await bar.waitFor({ state: 'detached', timeout: 60_000 });
    await expect
      .poll(() =>
        page.evaluate(() => (window as unknown as { videoEvents: unknown[] }).videoEvents),
      )
      .toEqual([expect.objectContaining({ videoName, thumbnailUrl: null })]);
    const tile = page
      .getByRole('list', { name: 'Videos' })
      .getByRole('link', { name: new RegExp(videoName) });
    await tile.waitFor();
    expect(await tile.locator('img').count()).toBe(0);

    await tile.click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Delete video' }).click();
    await page.getByText(/No videos in .* yet\./).waitFor();
    await context.close();
  }, 120_000);
});

/**
 * Video review with two members of one workspace: the owner uploads a clip; a member
 * opens its review page, comments at a moment (mentioning the uploader) and on a range using
 * the player's keys; the uploader gets the mention, opens it at the comment's moment (and
 * version), replies, resolves the other comment, sets Changes requested and uploads version 2
 * through the same uploader: v2 has no comments, v1 keeps its own, the member is told of v2 and
 * the library shows v2. A second test drives the player's keyboard (space / K, J / L, arrows,
 * frames, Shift+?), speed, and the hover preview frames.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { AppShell } from '../fixtures/pages';
import { seedTeam, signInTo } from '../fixtures/stack';
import { recordWebm, uploadClip, uploadNewVersion } from '../fixtures/videos';

const player = (page: Page) => page.locator('video[aria-label^="Video: "]');

function playerState(page: Page) {
  return player(page).evaluate((video: HTMLVideoElement) => ({
    time: Math.round(video.currentTime * 100) / 100,
    paused: video.paused,
    rate: video.playbackRate,
  }));
}

/** Waits until the review page's player knows the clip's length (the clock shows it). */
async function lengthKnown(page: Page, length = / \/ 0:0[1-9]$/) {
  await expect
    .poll(() => page.getByLabel('Playback time').textContent(), { timeout: 20_000 })
    .toMatch(length);
}

/** Moves keyboard focus off any field, so the player's keys reach the page. */
async function focusPage(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function openVideo(page: Page, workspaceId: string, videoName: string) {
  await page.goto(`/w/${workspaceId}/videos`);
  await page
    .getByRole('list', { name: 'Videos' })
    .getByRole('link', { name: new RegExp(videoName) })
    .click();
  await lengthKnown(page);
}

describe('video review', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('comments with a mention, notifies the uploader at the moment, replies, resolves and requests changes', async () => {
    const team = await seedTeam();
    const uploader = await signInTo(browser, team.owner, team.workspaceId);
    await uploader.page.goto(`/w/${team.workspaceId}/videos`);
    const videoName = `Cut ${Date.now()}`;
    await uploadClip(uploader.page, await recordWebm(uploader.page, 4), videoName);

    // The member comments at 0:01 (→ from the start) mentioning the uploader, and at 0:02.
    const reviewer = await signInTo(browser, team.member, team.workspaceId);
    const page = reviewer.page;
    await openVideo(page, team.workspaceId, videoName);
    await focusPage(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 1 });
    const composer = page.getByLabel(/^Comment at /);
    await composer.click();
    await page.getByLabel('Comment at 0:01').fill('The logo jumps here ');
    await page.getByRole('button', { name: '@ Mention' }).click();
    await page
      .getByRole('searchbox', { name: 'Mention a member' })
      .fill(team.owner.name.slice(0, 5));
    await page.getByRole('button', { name: `Mention ${team.owner.name}` }).click();
    expect(await composer.inputValue()).toBe(`The logo jumps here @${team.owner.name} `);
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    const threads = page.getByRole('list', { name: 'Comment threads' });
    await threads.getByText(/The logo jumps here/).waitFor();
    // Listed at once, and the box empties as it is sent.
    await expect.poll(() => composer.inputValue()).toBe('');

    // The second is a range, 0:02–0:03: pinned at 0:02, then "End range here" a second on.
    await focusPage(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 2 });
    await composer.click();
    await focusPage(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 3 });
    await page.getByRole('button', { name: 'End range here' }).click();
    await page.getByLabel('Comment at 0:02–0:03').fill('Too dark from here');
    await page.getByRole('button', { name: 'Comment', exact: true }).click();
    await threads.getByText('Too dark from here').waitFor();
    await threads.getByRole('button', { name: 'Go to 0:02–0:03' }).waitFor();
    // Two markers on the timeline: a dot at 0:01, and 0:02–0:03 drawn as the stretch it covers
    // (a second of the 4 s clip: about a quarter of the bar, far wider than a dot).
    await page.getByRole('button', { name: 'Comment marker at 0:01' }).waitFor();
    const rangeMarker = page.getByRole('button', { name: 'Comment marker at 0:02–0:03' });
    const dot = await page.getByRole('button', { name: 'Comment marker at 0:01' }).boundingBox();
    const bar = await page.getByTestId('review-timeline').boundingBox();
    const span = await rangeMarker.boundingBox();
    expect(span!.width).toBeGreaterThan(bar!.width / 5);
    expect(span!.width).toBeGreaterThan(dot!.width * 3);
    expect(span!.x - bar!.x).toBeGreaterThan(bar!.width / 3);

    // The uploader is told of the mention and opens it at the comment's moment.
    const shell = new AppShell(uploader.page);
    await shell.bell.click();
    const mention = shell.notificationsPanel.getByRole('link', {
      name: new RegExp(`mentioned you on ${videoName} at 0:01`),
    });
    await mention.waitFor({ timeout: 30_000 });
    // The second comment is a plain comment on the uploader's video.
    await shell.notificationsPanel
      .getByRole('link', { name: new RegExp(`commented on ${videoName} at 0:02–0:03`) })
      .waitFor({ timeout: 30_000 });
    await mention.click();
    await uploader.page.waitForURL(/\/videos\/[^?]+\?v=v1&t=1&comment=/);
    await lengthKnown(uploader.page);
    await expect.poll(() => playerState(uploader.page)).toMatchObject({ time: 1 });
    const mentioned = uploader.page
      .getByRole('article', { name: `Comment by ${team.member.name}` })
      .filter({ hasText: 'The logo jumps here' });
    await expect.poll(() => mentioned.getAttribute('aria-current')).toBe('true');

    // The uploader replies to it, resolves the other one and requests changes.
    const uploaderThreads = uploader.page.getByRole('list', { name: 'Comment threads' });
    const first = uploaderThreads.getByRole('listitem').filter({ hasText: 'The logo jumps here' });
    await first.getByRole('button', { name: 'Reply' }).click();
    await first.getByLabel('Reply').fill('Fixed in the next cut');
    await first.getByRole('button', { name: 'Reply' }).click();
    // The reply is listed at once; its box closes when the server has taken it.
    await first.getByRole('article').filter({ hasText: 'Fixed in the next cut' }).waitFor();
    await first.getByRole('textbox', { name: 'Reply' }).waitFor({ state: 'detached' });
    const second = uploaderThreads.getByRole('listitem').filter({ hasText: 'Too dark from here' });
    await second.getByRole('button', { name: 'Resolve' }).click();
    await second.waitFor({ state: 'detached' });
    await uploader.page.getByLabel('Show resolved (1)').check();
    await second.getByRole('button', { name: 'Reopen' }).waitFor();
    await uploader.page.getByLabel('Review status').selectOption('changes-requested');

    // The uploader uploads version 2 from the review page, through the same uploader; the page
    // shows it, with none of version 1's comments.
    const uploaderPage = uploader.page;
    const saved = await uploadNewVersion(
      uploaderPage,
      await recordWebm(uploaderPage, 6),
      'cut-2.webm',
    );
    expect(saved.versionId).toBe('v2');
    await uploaderPage.waitForURL(/[?&]v=v2$/);
    await lengthKnown(uploaderPage, / \/ 0:0[5-7]$/);
    await uploaderPage.getByRole('heading', { name: 'Comments on v2' }).waitFor();
    await uploaderPage.getByText('No comments on v2 yet.').waitFor();
    expect(await uploaderThreads.getByRole('listitem').count()).toBe(0);
    expect(await uploaderPage.getByRole('button', { name: /^Comment marker at/ }).count()).toBe(0);
    // Version 1 keeps its comments and markers.
    await uploaderPage.getByLabel('Version').selectOption('v1');
    await uploaderPage.getByRole('heading', { name: 'Comments on v1' }).waitFor();
    await uploaderThreads.getByText('The logo jumps here').waitFor();
    await uploaderPage.getByRole('button', { name: 'Comment marker at 0:01' }).waitFor();
    await uploaderPage.getByText(/This is v1; the newest is v2\./).waitFor();

    // The member sees the reply, the resolved thread and the status live, and hears of the reply.
    await page.getByText('Fixed in the next cut').waitFor();
    await threads.getByText('Too dark from here').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.getByLabel('Review status').inputValue())
      .toBe('changes-requested');
    const memberShell = new AppShell(page);
    await memberShell.bell.click();
    await memberShell.notificationsPanel
      .getByRole('link', { name: new RegExp(`replied on ${videoName} at 0:01`) })
      .waitFor({ timeout: 30_000 });

    // The member stays on v1 (with its comments) and is offered v2, and hears of it.
    await page.getByText(/This is v1; the newest is v2\./).waitFor();
    await threads.getByText('The logo jumps here').waitFor();
    await memberShell.notificationsPanel
      .getByRole('link', { name: new RegExp(`uploaded version 2 of ${videoName}`) })
      .waitFor({ timeout: 30_000 });

    // The library shows version 2 (its number and thumbnail) and filters by status.
    await page.goto(`/w/${team.workspaceId}/videos`);
    await page.getByLabel('Review status').selectOption('changes-requested');
    const tile = page.getByRole('link', { name: new RegExp(videoName) });
    await tile.getByText('v2', { exact: true }).waitFor();
    expect(await tile.locator('img').getAttribute('src')).toMatch(/cut-2\.webm\.jpg/);
    // A tile is a link to the video's address, so it opens in a new tab (Ctrl+click) like one.
    expect(await tile.getAttribute('href')).toBe(`/w/${team.workspaceId}/videos/${saved.videoId}`);
    const [tab] = await Promise.all([
      page.context().waitForEvent('page'),
      tile.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForURL(`**/w/${team.workspaceId}/videos/${saved.videoId}`);
    await tab.getByLabel(`Video: ${videoName}`).waitFor();
    await tab.close();
    expect(new URL(page.url()).pathname).toBe(`/w/${team.workspaceId}/videos`);
    await page.getByLabel('Review status').selectOption('approved');
    await page.getByText(/No videos in .* are approved\./).waitFor();

    expect([...uploader.errors, ...reviewer.errors]).toEqual([]);
    await uploader.close();
    await reviewer.close();
  }, 240_000);

  it('drives the player from the keyboard (play/pause, jumps, frames, keys list), speed and hover preview', async () => {
    const team = await seedTeam();
    const owner = await signInTo(browser, team.owner, team.workspaceId);
    const page = owner.page;
    await page.goto(`/w/${team.workspaceId}/videos`);
    const videoName = `Keys ${Date.now()}`;
    await uploadClip(page, await recordWebm(page, 7), videoName);
    await openVideo(page, team.workspaceId, videoName);
    await focusPage(page);

    await page.keyboard.press(' ');
    await expect.poll(async () => (await playerState(page)).paused).toBe(false);
    await page.keyboard.press('k');
    await expect.poll(async () => (await playerState(page)).paused).toBe(true);
    await player(page).evaluate((video: HTMLVideoElement) => (video.currentTime = 0));

    await page.keyboard.press('l');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 5 });
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 4 });
    await page.keyboard.press('j');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 0 });
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 1 });
    await page.keyboard.press('.');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 1.03 });
    await page.keyboard.press(',');
    await expect.poll(() => playerState(page)).toMatchObject({ time: 1 });

    // Hovering the timeline shows the frame of that moment from the sprite made at upload.
    const timeline = page.getByTestId('review-timeline');
    const box = (await timeline.boundingBox())!;
    await timeline.hover({ position: { x: box.width * 0.75, y: box.height / 2 } });
    const preview = page.getByTestId('hover-preview');
    await preview.waitFor();
    const look = await preview.evaluate((element: HTMLElement) => ({
      image: element.style.backgroundImage,
      position: element.style.backgroundPosition,
      time: element.textContent,
    }));
    expect(look.image).toMatch(/sprite\.jpg/);
    // 3/4 of a 7 s clip is frame 14 or 15 of 20 (recordings vary by a frame): row 2 or 3.
    expect(look.position).toMatch(/^-?\d+px -\d+px$/);
    expect(look.position).not.toBe('0px 0px');
    expect(look.time).toBe('0:05');
    const spriteUrl = /url\("(.+)"\)/.exec(look.image)![1]!;
    expect((await fetch(spriteUrl)).headers.get('content-type')).toMatch(/image\/jpeg/);
    await page.mouse.move(0, 0);
    await preview.waitFor({ state: 'detached' });

    await page.keyboard.press('Shift+?');
    const keys = page.getByRole('region', { name: 'Keyboard shortcuts' });
    await keys.getByText('Back / forward 5 seconds').waitFor();

    await page.getByLabel('Speed').selectOption('2');
    await expect.poll(async () => (await playerState(page)).rate).toBe(2);
    await page.getByLabel('Speed').selectOption('0.5');
    await expect.poll(async () => (await playerState(page)).rate).toBe(0.5);

    // Keys typed into a comment stay in the comment.
    await page.getByLabel(/^Comment at /).click();
    const before = await playerState(page);
    await page.keyboard.type('lj k');
    expect(await page.getByLabel(/^Comment at /).inputValue()).toBe('lj k');
    expect((await playerState(page)).time).toBe(before.time);

    expect(owner.errors).toEqual([]);
    await owner.close();
  }, 150_000);

  it('lets the player dominate: comments beside it at 1366 px, below it at 375 px', async () => {
    const team = await seedTeam();
    const wide = await signInTo(browser, team.owner, team.workspaceId, {
      width: 1366,
      height: 768,
    });
    await wide.page.goto(`/w/${team.workspaceId}/videos`);
    const videoName = `Layout ${Date.now()}`;
    await uploadClip(wide.page, await recordWebm(wide.page, 2), videoName);
    await openVideo(wide.page, team.workspaceId, videoName);
    const address = new URL(wide.page.url()).pathname;

    const boxes = async (page: Page) => {
      const [video, comments] = await Promise.all([
        player(page).boundingBox(),
        page.getByRole('region', { name: 'Comments' }).boundingBox(),
      ]);
      return { video: video!, comments: comments! };
    };
    // Wide: the player takes about half the screen, twice the comments column beside it.
    const onWide = await boxes(wide.page);
    expect(onWide.video.width).toBeGreaterThan(1366 * 0.45);
    expect(onWide.video.width).toBeGreaterThan(onWide.comments.width * 2);
    expect(onWide.comments.x).toBeGreaterThanOrEqual(onWide.video.x + onWide.video.width);

    // A phone: the player spans the screen, the comments follow below, nothing scrolls sideways.
    const narrow = await signInTo(browser, team.member, team.workspaceId, {
      width: 375,
      height: 800,
    });
    await narrow.page.goto(address);
    await lengthKnown(narrow.page);
    const onPhone = await boxes(narrow.page);
    expect(onPhone.video.width).toBeGreaterThan(375 * 0.8);
    expect(onPhone.comments.y).toBeGreaterThanOrEqual(onPhone.video.y + onPhone.video.height);
    expect(
      await narrow.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(375);

    expect([...wide.errors, ...narrow.errors]).toEqual([]);
    await wide.close();
    await narrow.close();
  }, 120_000);
});

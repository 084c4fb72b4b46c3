/**
 * A video comment becomes tracked work, and both sides stay linked, as two people live it, each
 * way round at 1366 px and 375 px: Bob (a member) comments at 0:12; Alice (the owner) makes a
 * task from the comment and assigns it to Bob; Bob is told, opens the task from the bell, sees the
 * frame at 0:12, and moves it on the board by keyboard to In review, then to Done; Alice's
 * thread shows as resolved; she reopens it, and the task is back in To do on Bob's board.
 */
import { taskHref } from '@crewspace/common/links';
import type { TaskSource } from '@crewspace/common/tasks';
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWays, launchBrowser } from '../fixtures/browser';
import { watchPage } from '../fixtures/page-checks';
import { AppShell } from '../fixtures/pages';
import { adminApp, seedTeam, signInTo, uniqueName } from '../fixtures/stack';
import { boardColumn, makeTask, moveByKeyboard, storedTask, taskChip } from '../fixtures/tasks';
import { recordWebm, uploadClip } from '../fixtures/videos';

describe('a task from a video comment', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(bothWays('alice', 'bob'))(
    'Bob finishes the task Alice made of his comment, the thread resolves, and reopening it reopens the task ($widths)',
    async (screens) => {
      const team = await seedTeam();
      const ws = team.workspaceId;
      const alice = await signInTo(browser, team.owner, ws, screens.alice);
      const aliceNoise = watchPage(alice.page);
      await alice.page.goto(`/w/${ws}/videos`);
      const videoName = uniqueName('Teaser');
      // Unique to the run: the comment is found on the server by its words.
      const note = uniqueName('The title card flickers');
      await uploadClip(alice.page, await recordWebm(alice.page, 13), videoName);

      // Bob comments at 0:12, his player moved there by keyboard.
      const bob = await signInTo(browser, team.member, ws, screens.bob);
      const bobNoise = watchPage(bob.page);
      const page = bob.page;
      await page.goto(`/w/${ws}/videos`);
      await page
        .getByRole('list', { name: 'Videos' })
        .getByRole('link', { name: new RegExp(videoName) })
        .click();
      await expect
        .poll(() => page.getByLabel('Playback time').textContent(), { timeout: 20_000 })
        .toMatch(/ \/ 0:1[0-9]$/);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      const playerSecond = () =>
        page
          .locator('video[aria-label^="Video: "]')
          .evaluate((video: HTMLVideoElement) => Math.round(video.currentTime));
      for (let second = 1; second <= 12; second++) {
        await page.keyboard.press('ArrowRight');
        await expect.poll(playerSecond).toBe(second);
      }
      await page.getByLabel(/^Comment at /).click();
      await page.getByLabel('Comment at 0:12').fill(note);
      await page.getByRole('button', { name: 'Comment', exact: true }).click();
      await expect.poll(() => page.getByLabel(/^Comment at /).inputValue()).toBe('');
      const comments = () =>
        getFirestore(adminApp()).collectionGroup('comments').where('text', '==', note).get();
      await expect.poll(async () => (await comments()).size, { timeout: 20_000 }).toBe(1);

      // Alice makes a task from the comment and assigns it to Bob.
      await alice.page.goto(`/w/${ws}/videos`);
      await alice.page
        .getByRole('list', { name: 'Videos' })
        .getByRole('link', { name: new RegExp(videoName) })
        .click();
      const threads = alice.page.getByRole('list', { name: 'Comment threads' });
      const thread = threads.getByRole('listitem').filter({ hasText: note });
      await thread.getByRole('button', { name: 'Make a task' }).click();
      const dialog = alice.page.getByRole('dialog', { name: 'Make a task' });
      await dialog.getByText('From a video comment at 0:12').waitFor();
      const title = 'Fix the title card';
      await makeTask(alice.page, title, team.member);
      await alice.page
        .getByRole('dialog', { name: 'Task made' })
        .getByRole('button', { name: 'Close' })
        .click();
      const task = await storedTask(ws, title);
      const commentId = (await comments()).docs[0]!.id;
      expect(task.data.source as Extract<TaskSource, { kind: 'video-comment' }>).toMatchObject({
        kind: 'video-comment',
        ref: { commentId, threadId: commentId, versionId: 'v1', time: 12 },
        excerpt: note,
      });
      expect(task.data.assignees).toEqual([team.member.uid]);
      await taskChip(thread, task, 'To do').waitFor();

      // Bob is told; the notice opens the task, which shows the frame at 0:12.
      const shell = new AppShell(page);
      await shell.bell.click();
      const notice = shell.notificationsPanel.getByRole('link', {
        name: new RegExp(`assigned you “${title}”`),
      });
      await notice.waitFor({ timeout: 30_000 });
      await notice.click();
      await page.waitForURL((url) => url.pathname === taskHref(ws, task.id));
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const frame = page.getByRole('img', { name: `Frame of ${videoName} at 0:12` });
      await expect
        .poll(() =>
          frame
            .locator('img')
            .evaluate((grid: HTMLImageElement) => (grid.complete ? grid.naturalWidth : 0)),
        )
        .toBeGreaterThan(0);
      // The frame is one cell of the grid: as wide as its box, not the whole grid squeezed in.
      const frameBox = (await frame.boundingBox())!;
      expect(frameBox.width).toBeLessThanOrEqual(screens.bob.width!);
      expect(frameBox.height).toBeGreaterThan(frameBox.width / 3);

      // On the board, by keyboard: To do → In review, then Done.
      await page.goto(`/w/${ws}/tasks`);
      await boardColumn(page, 'To do').getByRole('link', { name: title }).waitFor();
      await moveByKeyboard(page, title, ['ArrowRight', 'ArrowRight']);
      await boardColumn(page, 'In review').getByRole('link', { name: title }).waitFor();
      await moveByKeyboard(page, title, ['ArrowRight']);
      await boardColumn(page, 'Done').getByRole('link', { name: title }).waitFor();

      // Alice's thread is resolved by the server, its chip says Done.
      const showResolved = alice.page.getByLabel('Show resolved (1)');
      await showResolved.waitFor({ timeout: 30_000 });
      await showResolved.check();
      await taskChip(thread, task, 'Done').waitFor();

      // She reopens the thread: the task is back in To do, live on Bob's board.
      await thread.getByRole('button', { name: 'Reopen' }).click();
      await boardColumn(page, 'To do')
        .getByRole('link', { name: title })
        .waitFor({ timeout: 30_000 });
      await taskChip(thread, task, 'To do').waitFor();

      expect(alice.errors).toEqual([]);
      expect(aliceNoise).toEqual([]);
      expect(bob.errors).toEqual([]);
      expect(bobNoise).toEqual([]);
      await Promise.all([alice.close(), bob.close()]);
    },
    240_000,
  );
});

/**
 * Tasks in the browser, one journey at 1366 px and at 375 px: a member creates a task from the
 * board's "New task", moves it by keyboard across the columns to In review and then to Done (each
 * move announced), finds it with Ctrl-K and opens it, ticks off a new checklist item and adds a
 * comment. Axe on the board and the task page; nothing scrolls sideways; the console stays clean.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { DESKTOP, PHONE, launchBrowser } from '../fixtures/browser';
import { watchPage } from '../fixtures/page-checks';
import { adminApp, seedTeam, signInTo, uniqueName } from '../fixtures/stack';
import { boardColumn, moveByKeyboard } from '../fixtures/tasks';

async function fitsTheScreen(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe('the task board', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([DESKTOP, PHONE])(
    'a member makes a task, moves it to Done by keyboard and works on it ($width px)',
    async (screen) => {
      const team = await seedTeam();
      const { page, errors, close } = await signInTo(
        browser,
        team.member,
        team.workspaceId,
        screen,
      );
      const noise = watchPage(page);
      const title = uniqueName('Trim the intro');

      await page.goto(`/w/${team.workspaceId}/tasks`);
      await page.getByRole('heading', { level: 1, name: 'Tasks' }).waitFor();
      await boardColumn(page, 'To do').getByText('No tasks.').waitFor();
      await page.getByRole('button', { name: 'New task' }).click();
      const dialog = page.getByRole('dialog', { name: 'New task' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
      await dialog.getByRole('button', { name: 'Create task' }).click();
      await dialog.waitFor({ state: 'detached' });
      await boardColumn(page, 'To do').getByRole('link', { name: title }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsTheScreen(page)).toBe(true);

      // To do → In progress → In review, announced, one write.
      await moveByKeyboard(page, title, ['ArrowRight', 'ArrowRight']);
      await page
        .getByRole('status')
        .getByText(`“${title}” dropped. In review, position 1 of 1.`)
        .waitFor();
      await boardColumn(page, 'In review').getByRole('link', { name: title }).waitFor();
      // The dropped card's move button keeps the focus in its new column.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(`Move “${title}”`);
      await moveByKeyboard(page, title, ['ArrowRight']);
      await boardColumn(page, 'Done').getByRole('link', { name: title }).waitFor();
      await boardColumn(page, 'In review').getByText('No tasks.').waitFor();
      // The server has the moves (the board showed them from the cache at once).
      const stored = () =>
        getFirestore(adminApp()).collection(`workspaces/${team.workspaceId}/tasks`).get();
      await expect
        .poll(async () => (await stored()).docs.map((task) => task.get('status')))
        .toEqual(['done']);
      const tasks = await stored();
      expect(tasks.docs[0]!.get('completedAt')).not.toBeNull();

      // Ctrl-K finds it by its title and opens it.
      await page.keyboard.press('Control+k');
      const palette = page.getByRole('dialog', { name: 'Find anything' });
      await palette.getByRole('combobox', { name: 'Find' }).fill(title);
      await palette
        .getByRole('group', { name: 'Tasks' })
        .getByRole('option', { name: new RegExp(title) })
        .waitFor();
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/w/${team.workspaceId}/tasks/${tasks.docs[0]!.id}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();

      const checklist = page.getByRole('region', { name: /^Checklist/ });
      await checklist
        .getByRole('textbox', { name: 'New checklist item' })
        .fill('Cut the first 3 s');
      await checklist.getByRole('button', { name: 'Add item' }).click();
      const item = checklist.getByRole('checkbox', { name: 'Cut the first 3 s' });
      // Ticked through Firestore: the box shows the stored value once the write is in the cache.
      await item.click();
      await checklist.getByText('1 of 1 done').waitFor();
      expect(await item.isChecked()).toBe(true);

      const discussion = page.getByRole('region', { name: 'Discussion' });
      await discussion.getByRole('textbox', { name: 'Add a comment' }).fill('Done on the v2 cut.');
      await discussion.getByRole('button', { name: 'Comment', exact: true }).click();
      await discussion
        .getByRole('listitem', { name: `Comment by ${team.member.name}` })
        .getByText('Done on the v2 cut.')
        .waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await fitsTheScreen(page)).toBe(true);

      expect(errors).toEqual([]);
      expect(noise).toEqual([]);
      await close();
    },
    120_000,
  );
});

/**
 * The shared dialog in Chromium, where showModal's top layer and inert page are real (the unit
 * tests run in jsdom, which has neither): on a 375 px phone, the New workspace dialog takes focus,
 * keeps Tab inside, closes on Escape and on the backdrop, and gives focus back to its button; the
 * navigation drawer takes focus and closes on Escape too.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE, launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import { demoLogin } from '../fixtures/stack';

const focusInside = (page: Page) =>
  page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));

describe('the shared dialog', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('takes focus, keeps Tab inside, closes on Escape or the backdrop, and fits a phone', async () => {
    const context = await newContext(browser, PHONE);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const alice = demoLogin('alice');
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(alice.email, alice.password);
    await new AppShell(page).welcome('Alice Example').waitFor();

    const opener = page.getByRole('button', { name: 'New workspace' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'New workspace' });
    await dialog.waitFor();
    expect(await focusInside(page)).toBe(true);
    expect(
      await dialog
        .getByRole('textbox', { name: 'Workspace name' })
        .evaluate((field) => field === document.activeElement),
    ).toBe(true);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);

    for (let step = 0; step < 8; step += 1) {
      await page.keyboard.press('Tab');
      expect(await focusInside(page)).toBe(true);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    await opener.click();
    await dialog.waitFor();
    await page.mouse.click(2, 2); // the backdrop, outside the dialog's box
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);

    // The phone's navigation drawer behaves the same way: focus in, Escape out, focus back.
    const menu = page.getByRole('button', { name: 'Navigation' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.evaluate((drawer) => drawer.contains(document.activeElement)))
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((button) => button === document.activeElement)).toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});

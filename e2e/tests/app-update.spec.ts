/**
 * A new version of the app (the update prompt) in Chromium with the real service worker:
 * the first visit installs the worker and offers nothing; once a new version is published, the
 * next visit installs it beside the running one and says so, the page keeps running the version
 * it has, and "Reload" lets the new one take over and reloads into it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishNewAppVersion, versionOf } from '../fixtures/app-version';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { LoginPage } from '../fixtures/pages';
import { uniqueName } from '../fixtures/stack';

describe('a new version of the app', () => {
  let browser: Browser;
  let restoreBuiltVersion: (() => void) | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    restoreBuiltVersion?.();
    await browser?.close();
  });

  it('is offered once it has installed, and Reload moves the page onto it', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    const login = new LoginPage(page);
    const prompt = page.getByRole('region', { name: 'App update' });

    // The first visit installs the worker; the page after it runs under it. Nothing is offered.
    await login.open();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await login.open();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await versionOf(page)).toBeNull();
    expect(await prompt.count()).toBe(0);

    const version = uniqueName('version');
    restoreBuiltVersion = publishNewAppVersion(version);
    // The next visit finds the new worker; it installs and waits while this page keeps the old.
    await login.open();
    await prompt
      .getByRole('status')
      .getByText('A new version of Crewspace is available.')
      .waitFor();
    expect(await versionOf(page)).toBeNull();

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(await versionOf(page)).toBe(version);
    expect(await prompt.count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { HomePage } from '../fixtures/pages';

const PUBLIC_PAGES: Array<[path: string, heading: RegExp]> = [
  ['/home', /projects, videos, calendars and chat/],
  ['/login', /^Sign in$/],
  ['/signup', /^Create your account$/],
  ['/forgot-password', /^Reset your password$/],
  ['/privacy', /^Privacy policy$/],
  ['/terms', /^Terms of use$/],
  ['/claim-username', /^Claim a username$/],
];

describe('routing for a signed-out visitor', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens every public route, titled Crewspace, without errors', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    for (const [path, heading] of PUBLIC_PAGES) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.title()).toBe('Crewspace');
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('sends a signed-out visitor from protected routes to /home', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const home = new HomePage(page);
    for (const path of ['/', '/admin', '/calendar', '/profile', '/some/deep/link']) {
      await page.goto(path);
      await page.waitForURL('**/home');
      await home.landingHeading.waitFor();
    }
    await context.close();
  });
});

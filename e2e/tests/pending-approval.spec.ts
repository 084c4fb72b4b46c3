import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { HomePage, SignupPage } from '../fixtures/pages';
import { uniqueEmail, uniqueName } from '../fixtures/stack';

describe('the pending-approval page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('offers Sign out instead of the Sign in / Sign up links that would loop back', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const signup = new SignupPage(page);
    await signup.open();
    await signup.signUp({
      displayName: uniqueName('Waiting Wim'),
      email: uniqueEmail('waiting'),
      password: 'waiting-password',
    });
    await page.waitForURL('**/home');
    const home = new HomePage(page);
    await home.pendingHeading.waitFor();

    const account = page.getByRole('navigation', { name: 'Account' });
    expect(await account.getByRole('link', { name: 'Sign in' }).count()).toBe(0);
    expect(await account.getByRole('link', { name: 'Sign up' }).count()).toBe(0);
    expect(await page.getByText('moves on by itself as soon as it is approved').count()).toBe(1);

    await account.getByRole('button', { name: 'Sign out' }).click();
    await home.landingHeading.waitFor();
    await account.getByRole('link', { name: 'Sign in' }).waitFor();
    await context.close();
  });
});

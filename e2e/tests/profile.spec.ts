import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import {
  AppShell,
  ClaimUsernamePage,
  HomePage,
  LoginPage,
  ProfilePage,
  SignupPage,
} from '../fixtures/pages';
import {
  createApprovedUser,
  uidByEmail,
  uniqueEmail,
  uniqueName,
  usernameOwner,
  userDoc,
} from '../fixtures/stack';

describe('usernames and profile', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('keeps a username picked before sign-up and reserves it right after; it is then taken in any case', async () => {
    const username = uniqueName('Crew.Mate');
    const email = uniqueEmail('claimer');
    const context = await newContext(browser);
    const page = await context.newPage();
    const claim = new ClaimUsernamePage(page);
    await claim.open();
    await claim.check(username);
    await claim.message(`@${username} is available`).waitFor();

    const signup = new SignupPage(page);
    await signup.open();
    await page.getByText(`@${username}`).waitFor();
    await signup.signUp({ displayName: 'Claire Mate', email, password: 'claimer-password' });
    await new HomePage(page).pendingHeading.waitFor();
    const uid = await uidByEmail(email);
    await expect.poll(() => usernameOwner(username), { timeout: 30_000 }).toBe(uid);
    expect((await userDoc(uid))?.username).toBe(username.toLowerCase());

    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    const visitorClaim = new ClaimUsernamePage(visitorPage);
    await visitorClaim.open();
    await visitorClaim.check(username.toUpperCase());
    await visitorClaim.takenAlert.waitFor();
    await visitor.close();
    await context.close();
  });

  it('edits the display name and photo; the header follows', async () => {
    const name = uniqueName('Edith');
    const user = await createApprovedUser(name);
    const context = await newContext(browser, { width: 375, height: 740 });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(user.email, user.password);
    const shell = new AppShell(page);
    await shell.welcome(name).waitFor();

    const profile = new ProfilePage(page);
    await profile.open();
    await profile.save({ displayName: `${name} Renamed`, photoURL: '/favicon.svg' });
    await page.getByRole('button', { name: `Account menu for ${name} Renamed` }).waitFor();
    const doc = await userDoc(user.uid);
    expect(doc).toMatchObject({ displayName: `${name} Renamed`, photoURL: '/favicon.svg' });
    await context.close();
  });
});

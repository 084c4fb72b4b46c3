/**
 * Accounts: sign-in and sign-up errors, the sign-up and approval journey of issue 18 (walked
 * twice: the applicant at 1366 px and the admin on a 375 px phone, approved at once; then the
 * other way round, declined first, after which the tab asks for a new sign-in because the
 * decline revoked its session; axe on the pending, declined-then-approved and /admin pages, and
 * neither console has an error or a warning), /admin
 * kept from non-admins, and a Google sign-in approved at once.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { bothWays, launchBrowser, newContext } from '../fixtures/browser';
import { ChatPage } from '../fixtures/chat';
import { watchPage } from '../fixtures/page-checks';
import {
  AdminPage,
  AppShell,
  GoogleEmulatorPopup,
  HomePage,
  LoginPage,
  SignupPage,
} from '../fixtures/pages';
import { demoLogin, uidByEmail, uniqueEmail, uniqueName, userDoc } from '../fixtures/stack';

/** Where an approved account lands: its current workspace's dashboard. */
const DASHBOARD_PATH = /^\/w\/[^/]+$/;
describe('accounts and approval', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('explains a failed sign-in and a sign-up with an email in use', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(demoLogin('alice').email, 'not-the-password');
    await login.error.filter({ hasText: 'Failed to sign in.' }).waitFor();
    const wrongPassword = await login.error.textContent();
    expect(wrongPassword).toContain('The email or password is wrong.');
    // An address with no account reads the same: the form tells nobody who has one.
    const answered = page.waitForResponse((response) =>
      response.url().includes('accounts:signInWithPassword'),
    );
    await login.signIn(uniqueEmail('nobody'), 'not-the-password');
    expect((await answered).status()).toBe(400);
    await login.error.filter({ hasText: 'Failed to sign in.' }).waitFor();
    expect(await login.error.textContent()).toBe(wrongPassword);
    // A field error replaces the failed attempt's alert.
    await login.signIn(demoLogin('alice').email, '');
    await page.getByText('Enter your password.').waitFor();
    expect(await login.error.count()).toBe(0);

    const signup = new SignupPage(page);
    await signup.open();
    await signup.signUp({
      displayName: 'Copy Cat',
      email: demoLogin('alice').email,
      password: 'long-enough',
    });
    await signup.error.filter({ hasText: 'Failed to sign up.' }).waitFor();
    expect(await signup.error.textContent()).toContain('An account with that email already exists');
    await context.close();
  });

  // Walked both ways; the first way approves at once, the second declines first.
  it.each(
    bothWays('applicant', 'admin').map((way, index) => ({ ...way, declineFirst: index === 1 })),
  )(
    'signs up to the pending state and is let in when the admin approves (declined first: $declineFirst; $widths)',
    async ({ declineFirst, ...screens }) => {
      const name = uniqueName('Pending Pat');
      const email = uniqueEmail('pending');
      const password = 'pending-password';

      const userContext = await newContext(browser, screens.applicant);
      const userPage = await userContext.newPage();
      const noise = { applicant: watchPage(userPage), admin: [] as string[] };
      const signup = new SignupPage(userPage);
      await signup.open();
      // The sign-up webhook is fire-and-forget: let it finish before a full page load below.
      const webhook = userPage.waitForResponse((response) =>
        response.url().endsWith('/api/webhooks/user-signup'),
      );
      await signup.signUp({ displayName: name, email, password });
      expect((await webhook).status()).toBe(200);
      await userPage.waitForURL('**/home');
      const home = new HomePage(userPage);
      await home.pendingHeading.waitFor();
      expect(await seriousViolations(userPage)).toEqual([]);

      // A pending account is kept on /home from any other route.
      await userPage.goto('/calendar');
      await userPage.waitForURL('**/home');
      await home.pendingHeading.waitFor();

      const adminContext = await newContext(browser, screens.admin);
      const adminPage = await adminContext.newPage();
      noise.admin = watchPage(adminPage);
      const login = new LoginPage(adminPage);
      await login.open();
      await login.signIn(demoLogin('admin').email, demoLogin('admin').password);
      await new AppShell(adminPage).welcome('Ada Admin').waitFor();
      const admin = new AdminPage(adminPage);
      await admin.open();
      // The sign-up webhook told the admin about the new account.
      await admin.signupNotifications.getByText(email, { exact: false }).waitFor();
      await admin.search(email);
      await admin.pendingRow(name).waitFor();
      expect(await seriousViolations(adminPage)).toEqual([]);
      // The admin's notice about the account says what became of it.
      const notice = admin.signupNotifications.getByRole('listitem').filter({ hasText: email });

      if (declineFirst) {
        await admin.rejectButton(name).click();
        await admin.declinedRow(name).waitFor();
        await home.declinedHeading.waitFor();
        await notice.getByText(/was declined\.$/).waitFor();
        // Declined is not final: approving from the declined list lets the account in.
        await admin.approveButton(name).click();
        await admin.declinedRow(name).waitFor({ state: 'detached' });
        await notice.getByText(/was approved\.$/).waitFor();
        // The decline ended the tab's session, so the tab asks for a new sign-in.
        await home.approvedAgainHeading.waitFor();
        expect(await seriousViolations(userPage)).toEqual([]);
        await userPage.getByRole('button', { name: 'Sign in again' }).click();
        await userPage.waitForURL('**/login');
        await new LoginPage(userPage).signIn(email, password);
      } else {
        await admin.approveButton(name).click();
        await admin.pendingRow(name).waitFor({ state: 'detached' });
        await notice.getByText(/was approved\.$/).waitFor();
        // No reload: the pending tab reaches the dashboard on its own.
      }

      await new AppShell(userPage).welcome(name).waitFor();
      // The dashboard is the current workspace's page, /w/{workspaceId}.
      expect(new URL(userPage.url()).pathname).toMatch(DASHBOARD_PATH);
      const uid = await uidByEmail(email);
      expect(await userDoc(uid)).toMatchObject({ isApproved: true, approvalStatus: 'approved' });
      // The display name chosen at sign-up (set after the auth trigger) names the default workspace.
      await expect
        .poll(() => new AppShell(userPage).workspaceOption(`${name}'s Workspace`).count())
        .toBe(1);
      // The session is good for the API too: the chat connects.
      await userPage.goto('/chat');
      await new ChatPage(userPage).connectionStatus('Connected').waitFor();

      // Sign out goes to / and from there to /home.
      await new AppShell(userPage).signOut();
      await userPage.waitForURL('**/home');
      await home.landingHeading.waitFor();

      expect(noise).toEqual({ applicant: [], admin: [] });
      await userContext.close();
      await adminContext.close();
    },
    90_000,
  );

  it('keeps non-admins out of /admin', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(demoLogin('bob').email, demoLogin('bob').password);
    const shell = new AppShell(page);
    await shell.welcome('Bob Example').waitFor();
    expect(await shell.navLink('Admin').count()).toBe(0);
    await page.goto('/admin');
    await shell.welcome('Bob Example').waitFor();
    expect(new URL(page.url()).pathname).toMatch(DASHBOARD_PATH);
    await context.close();
  });

  it('approves a Google sign-in at once (Auth emulator popup)', async () => {
    const name = uniqueName('Google Gail');
    const email = uniqueEmail('google');
    const context = await newContext(browser, { googleSignIn: true });
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    const [popup] = await Promise.all([page.waitForEvent('popup'), login.googleButton().click()]);
    await popup.waitForLoadState('domcontentloaded');
    await new GoogleEmulatorPopup(popup).addAccountAndSignIn({ email, displayName: name });
    await new AppShell(page).welcome(name).waitFor({ timeout: 30_000 });
    expect((await userDoc(await uidByEmail(email)))?.isApproved).toBe(true);
    await context.close();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import {
  addNotificationNow,
  addNotifications,
  createApprovedUser,
  readFlags,
  uniqueName,
} from '../fixtures/stack';

describe('notifications', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the unread count, marks one read, then all read, and updates live', async () => {
    const name = uniqueName('Noel');
    const user = await createApprovedUser(name);
    const ids = await addNotifications(user.uid, ['Oldest news', 'Middle news', 'Newest news']);

    const context = await newContext(browser);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(user.email, user.password);
    const shell = new AppShell(page);
    await shell.welcome(name).waitFor();
    await shell.bellWithUnread(3).click();

    const order = await shell.notificationsPanel
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('p')?.textContent ?? ''));
    expect(order).toEqual(['Unread: Newest news', 'Unread: Middle news', 'Unread: Oldest news']);

    await shell.markRead('Middle news').click();
    await shell.bellWithUnread(2).waitFor();
    await expect.poll(() => readFlags(ids)).toEqual([false, true, false]);

    await shell.markAllRead.click();
    await shell.bellWithUnread(0).waitFor();
    await expect.poll(() => readFlags(ids)).toEqual([true, true, true]);

    // A notification written by the backend shows up without a reload.
    await addNotificationNow(user.uid, 'Fresh arrival');
    await shell.bellWithUnread(1).waitFor();
    await shell.notificationsPanel.getByText('Fresh arrival', { exact: true }).waitFor();
    await context.close();
  });
});

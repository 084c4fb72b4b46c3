/**
 * An @mention reaches the mentioned member as a notification (chat service → signed webhook →
 * functions → Firestore), and opening it lands on the message in its channel and reads it: from
 * another page, and from the Chat page itself with another channel open, at 1366 and 375 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser } from '../fixtures/browser';
import { signIn, type ChatPage } from '../fixtures/chat';
import { watchPage } from '../fixtures/page-checks';
import { demoLogin, uniqueName } from '../fixtures/stack';

/** The seeded workspace alice and bob share; its team channel has its name. */
const WORKSPACE_CHANNEL = /Crewspace Demo/;

/** Alice mentions Bob in the workspace channel (the composer's suggestion list makes "@Bob" one). */
async function mentionBob(alice: ChatPage, text: string) {
  const input = alice.composer;
  await input.pressSequentially('@Bob');
  await alice.page
    .locator('.str-chat__suggestion-list-container')
    .getByText(/Bob/)
    .first()
    .waitFor();
  await input.press('Enter');
  await input.pressSequentially(` ${text}`);
  await input.press('Enter');
  await alice.conversation.getByText(text).waitFor();
}

/**
 * Bob's bell: this mention's own notice (the bell may hold others from earlier specs), which
 * arrives after the webhook round trip: the bell's count is not awaited, the notice itself is.
 */
async function openNotice(bob: ChatPage, text: string) {
  await bob.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
  const notice = bob.shell.notificationsPanel
    .getByRole('listitem')
    .filter({ hasText: text })
    .getByRole('link', { name: /mentioned you in #Crewspace Demo/ });
  await notice.waitFor({ timeout: 30_000 });
  await notice.click();
}

describe('chat mentions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('notifies the mentioned member, and the notification opens the message', async () => {
    const alice = await signIn(browser, demoLogin('alice'));
    await alice.open();
    await alice.channel(WORKSPACE_CHANNEL).click();
    const text = uniqueName('review the roadmap');
    await mentionBob(alice, text);

    // Bob opens the app elsewhere (the dashboard), sees the notice and follows it.
    const bob = await signIn(browser, demoLogin('bob'));
    await openNotice(bob, text);

    await bob.page.waitForURL(/\/chat\?channel=.+&message=.+/);
    await bob.conversation.getByText(text).waitFor();
    await bob.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
    await bob.shell.notificationsPanel
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('button', { name: /^Mark read/ })
      .waitFor({ state: 'detached' });

    await alice.page.context().close();
    await bob.page.context().close();
  });

  for (const screen of [DESKTOP, PHONE]) {
    it(`opens the mentioned message over another open channel, at ${screen.width} px`, async () => {
      const alice = await signIn(browser, demoLogin('alice'));
      await alice.open();
      await alice.channel(WORKSPACE_CHANNEL).click();

      // Bob is on the Chat page with his Direct chat with Alice open.
      const bob = await signIn(browser, demoLogin('bob'));
      const noise = watchPage(bob.page);
      await bob.open();
      await bob.page.setViewportSize(screen);
      await bob.startDirect('Alice Example', 'Crewspace Demo');
      await bob.conversation.getByRole('heading', { level: 2, name: 'Alice Example' }).waitFor();

      const text = uniqueName('budget for the launch');
      await mentionBob(alice, text);
      await openNotice(bob, text);

      // The link changes the page's address only: the workspace channel opens at the message.
      await bob.page.waitForURL(/\/chat\?channel=.+&message=.+/);
      await bob.conversation.getByRole('heading', { level: 2, name: WORKSPACE_CHANNEL }).waitFor();
      const mentioned = bob.conversation.getByText(text);
      await mentioned.waitFor();
      expect(await mentioned.isVisible()).toBe(true);
      expect(noise).toEqual([]);

      await alice.page.context().close();
      await bob.page.context().close();
    });
  }
});

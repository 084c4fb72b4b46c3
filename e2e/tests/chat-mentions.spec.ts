/**
 * An @mention reaches the mentioned member as a notification (chat service → signed webhook →
 * functions → Firestore), and opening it lands on the message in its channel and reads it.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { signIn } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

/** The seeded workspace alice and bob share; its team channel has its name. */
const WORKSPACE_CHANNEL = /Crewspace Demo/;

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

    // The composer's suggestion list turns "@Bob" into a mention of Bob (Enter picks the first).
    const text = uniqueName('review the roadmap');
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

    // Bob opens the app elsewhere (the dashboard), sees the notice and follows it.
    const bob = await signIn(browser, demoLogin('bob'));
    // This mention's own notice (the bell may hold others from earlier specs), which arrives
    // after the webhook round trip: the bell's count is not awaited, the notice itself is.
    await bob.page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ }).click();
    const notice = bob.shell.notificationsPanel
      .getByRole('listitem')
      .filter({ hasText: text })
      .getByRole('link', { name: /mentioned you in #Crewspace Demo/ });
    await notice.waitFor({ timeout: 30_000 });
    await notice.click();

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
});

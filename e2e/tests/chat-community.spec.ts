import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { signIn, type ChatPage } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

describe('chat communities', () => {
  let browser: Browser;
  let alice: ChatPage;
  let bob: ChatPage;
  beforeAll(async () => {
    browser = await launchBrowser();
    [alice, bob] = await Promise.all([
      signIn(browser, demoLogin('alice')),
      signIn(browser, demoLogin('bob')),
    ]);
    await Promise.all([alice.open(), bob.open()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('bob finds and joins a public community', async () => {
    const name = uniqueName('Open garden');
    await alice.createCommunity(name, 'Public');
    await alice.channel(name).waitFor();

    const directory = await bob.browseCommunities(name);
    await directory
      .getByRole('listitem', { name })
      .getByRole('button', { name: 'Join', exact: true })
      .click();
    await bob.group('Communities').getByRole('link', { name }).waitFor();
    const hello = uniqueName('hello community');
    await bob.send(hello);
    await alice.message(hello).waitFor();
  });

  it('alice opens a private community to the public: Browse follows for bob', async () => {
    const name = uniqueName('Walled garden');
    await alice.createCommunity(name, 'Private');
    await alice.channel(name).waitFor();

    let directory = await bob.browseCommunities(name);
    await directory.getByText('No communities to join.').waitFor();
    await directory.getByRole('button', { name: 'Close' }).click();

    const settings = await alice.openSettings();
    await settings.getByLabel('Who can join').selectOption('public');
    await settings.getByRole('button', { name: 'Change privacy' }).click();
    await expect
      .poll(() => settings.getByRole('button', { name: 'Change privacy' }).isDisabled())
      .toBe(true);

    directory = await bob.browseCommunities(name);
    await directory
      .getByRole('listitem', { name })
      .getByRole('button', { name: 'Join', exact: true })
      .waitFor();
    await directory.getByRole('button', { name: 'Close' }).click();
    await settings.getByRole('button', { name: 'Close' }).click();
  });

  it('bob asks to join an apply community, alice accepts, bob is notified and let in', async () => {
    const name = uniqueName('Gated garden');
    await alice.createCommunity(name, 'Apply');
    await alice.channel(name).waitFor();

    const directory = await bob.browseCommunities(name);
    const listing = directory.getByRole('listitem', { name });
    await listing.getByRole('button', { name: 'Ask to join' }).click();
    await listing.getByText('Request sent').waitFor();
    await directory.getByRole('button', { name: 'Close' }).click();
    // The owner hears of the request in the product's notifications.
    await alice.shell.bell.click();
    await alice.shell.notificationsPanel
      .getByText(`Bob Example asks to join ${name}`, { exact: true })
      .waitFor();
    await alice.page.keyboard.press('Escape');
    await alice.shell.notificationsPanel.waitFor({ state: 'detached' });
    // Bob leaves Chat, so nothing of his (watching the community) touches alice's channel state.
    await bob.shell.navLink('Dashboard').click();

    const settings = await alice.openSettings();
    const requests = settings.getByRole('region', { name: 'Join requests' });
    await requests
      .getByRole('listitem', { name: 'Bob Example' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await requests.getByText('No one is waiting to join.').waitFor();
    // The owner's open panel lists the new member at once (it used to keep the pending copy).
    await settings
      .getByRole('region', { name: 'Members' })
      .getByRole('listitem', { name: 'Bob Example' })
      .waitFor({ timeout: 5_000 });

    await bob.open();
    await bob.group('Communities').getByRole('link', { name }).waitFor();
    await bob.shell.bell.click();
    await bob.shell.notificationsPanel.getByText(`You joined ${name}`, { exact: true }).waitFor();
  });
});

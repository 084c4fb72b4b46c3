/**
 * Channel organisation per member (pin, archive, mute, hide), the pinned messages panel, message
 * search (a message's own words, thread replies) and the workspace channel's settings, in two
 * browser contexts against the chat emulator.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { signIn, type ChatPage } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

const BOB = 'Bob Example';
const DEMO_WORKSPACE = 'Crewspace Demo';

describe('organising channels', () => {
  let browser: Browser;
  let alice: ChatPage;
  let bob: ChatPage;
  const group = uniqueName('Organised group');
  beforeAll(async () => {
    browser = await launchBrowser();
    [alice, bob] = await Promise.all([
      signIn(browser, demoLogin('alice')),
      signIn(browser, demoLogin('bob')),
    ]);
    await Promise.all([alice.open(), bob.open()]);
    await alice.createGroup(group, [BOB], DEMO_WORKSPACE);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pins a channel on top and archives it into a collapsed section, for that member only, across a reload', async () => {
    await alice.channelAction(group, 'Pin');
    await alice.group('Pinned').getByRole('link', { name: group }).waitFor();
    await expect
      .poll(() => alice.group('Groups').getByRole('link', { name: group }).count())
      .toBe(0);
    // Bob's list is his own.
    await bob.group('Groups').getByRole('link', { name: group }).waitFor();

    await alice.page.reload();
    await alice.group('Pinned').getByRole('link', { name: group }).waitFor();

    await alice.channelAction(group, 'Archive');
    const archived = alice.channels.locator('details', { hasText: 'Archived' });
    await archived.waitFor();
    await expect.poll(() => alice.group('Pinned').count()).toBe(0);
    await archived.locator('summary').click();
    await alice.group('Archived').getByRole('link', { name: group }).waitFor();

    await alice.channelAction(group, 'Unarchive');
    await alice.group('Pinned').getByRole('link', { name: group }).waitFor();
    await alice.channelAction(group, 'Unpin');
    await alice.group('Groups').getByRole('link', { name: group }).waitFor();
  });

  it('mutes a channel (shown muted, kept across a reload) and hides one until a new message', async () => {
    await alice.channelAction(group, 'Mute');
    const item = alice.channels.locator('.str-chat__channel-list-item--muted', { hasText: group });
    await item.waitFor();
    await alice.page.reload();
    await item.waitFor();
    await alice.channelAction(group, 'Unmute');
    await item.waitFor({ state: 'detached' });

    await alice.channelAction(group, 'Hide');
    await expect.poll(() => alice.channels.getByRole('link', { name: group }).count()).toBe(0);
    await bob.group('Groups').getByRole('link', { name: group }).click();
    await bob.send(uniqueName('wake up'));
    await alice.group('Groups').getByRole('link', { name: group }).waitFor();
  });

  it('lists pinned messages in a panel that jumps to them', async () => {
    await alice.group('Groups').getByRole('link', { name: group }).click();
    const text = uniqueName('pin me');
    await alice.send(text);
    await alice.message(text).waitFor();
    await alice.pinMessage(text);
    await alice.openChannelPanel('Pinned messages');
    const panel = alice.conversation.getByRole('region', { name: 'Pinned messages' });
    await panel.getByRole('button', { name: new RegExp(text) }).click();
    // Bob's open channel shows the pin live too.
    await bob.openChannelPanel('Pinned messages');
    await bob.conversation
      .getByRole('region', { name: 'Pinned messages' })
      .getByRole('button', { name: new RegExp(text) })
      .waitFor();
  });

  it('finds messages by their own words, thread replies too, and opens each where it is', async () => {
    const needle = uniqueName('needle');
    const found = `the ${needle} is here`;
    await bob.send(found);
    await alice.message(found).waitFor();
    // A later message is the channel's latest: a result shows the message found, not this one.
    const later = uniqueName('later words');
    await bob.send(later);
    await alice.message(later).waitFor();
    // A word that only a reply in the found message's thread holds.
    const budget = uniqueName('budget');
    const reply = `the ${budget} is agreed`;
    await alice.openMessageActions(found);
    await alice.page.getByRole('menuitem', { name: 'Open Thread' }).click();
    const thread = alice.conversation.locator('.str-chat__thread-container');
    const threadComposer = thread.getByRole('textbox').first();
    await threadComposer.fill(reply);
    await threadComposer.press('Enter');
    await thread.getByText(reply, { exact: true }).waitFor();
    await thread.getByRole('button', { name: 'Close thread' }).click();
    await alice.startDirect(BOB, DEMO_WORKSPACE);

    const search = alice.channels.getByRole('textbox').first();
    const results = alice.channels.locator('.str-chat__search-result');
    const nothing = alice.channels.getByText(/^(No results found|No channels or messages match)/);
    await search.fill(needle);
    const result = results.filter({ hasText: needle });
    await result.waitFor();
    expect(await result.count()).toBe(1);
    expect(await result.textContent()).toContain(`${BOB}: ${found}`);
    expect(await result.textContent()).not.toContain(later);
    // No channel has the word: that takes no room above the message found.
    expect(await nothing.count()).toBe(0);
    await result.click();
    await alice.conversation.getByRole('heading', { level: 2, name: group }).waitFor();
    await alice.message(found).waitFor();

    // The reply is found, says which thread it is in, and opens in that thread.
    await search.fill(budget);
    const replyResult = results.filter({ hasText: budget });
    await replyResult.getByText(`Reply in the thread “${found}”`).waitFor();
    expect(await replyResult.textContent()).toContain(`Alice Example: ${reply}`);
    await replyResult.click();
    await thread.getByText(reply, { exact: true }).waitFor();
    await thread.getByText(found, { exact: true }).waitFor();

    // Nothing anywhere: said once.
    await search.fill(uniqueName('nowhere'));
    await nothing.waitFor();
    expect(await nothing.count()).toBe(1);
  });

  it("says the workspace's channel follows the workspace, even to its owner, and who may pin", async () => {
    // The search above is still open: back to the channels.
    await alice.channels.getByRole('button', { name: 'Exit search' }).click();
    await alice
      .group('Workspace')
      .getByRole('link', { name: new RegExp(DEMO_WORKSPACE) })
      .first()
      .click();
    await alice.conversation.getByRole('heading', { level: 2, name: DEMO_WORKSPACE }).waitFor();
    const settings = await alice.openSettings();
    await settings
      .getByText(
        'This channel belongs to its workspace: its name and its members follow the workspace.',
      )
      .waitFor();
    expect(
      await settings.getByRole('link', { name: 'Workspace settings' }).getAttribute('href'),
    ).toBe('/w/demo-shared/settings');
    // Alice owns the workspace, and still nothing here renames, adds, removes or deletes.
    expect(await settings.getByRole('textbox').count()).toBe(0);
    expect(
      await settings.getByRole('button', { name: /Rename|Add|Remove|Delete|Leave/ }).count(),
    ).toBe(0);
    await alice.page.keyboard.press('Escape');

    // Pinning is for roles that may pin: not a member of the workspace's channel (Bob), while
    // in the group above he may.
    const text = uniqueName('no pins here');
    await alice.send(text);
    await bob.channel(new RegExp(DEMO_WORKSPACE)).click();
    await bob.message(text).waitFor();
    await bob.openMessageActions(text);
    await bob.page.getByRole('menuitem', { name: 'Copy Message' }).waitFor();
    expect(await bob.page.getByRole('menuitem', { name: 'Pin Message' }).count()).toBe(0);
    await bob.page.keyboard.press('Escape');
    await bob.group('Groups').getByRole('link', { name: group }).click();
    const groupText = uniqueName('pin allowed');
    await bob.send(groupText);
    await bob.openMessageActions(groupText);
    await bob.page.getByRole('menuitem', { name: 'Pin Message' }).waitFor();
    await bob.page.keyboard.press('Escape');
  });
});

/**
 * The creator's channel list keeps what they create (a group, then a community, then a Direct
 * chat) without a reload, and presence under a channel's name comes from the chat service.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { signIn, type ChatPage } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

const BOB = 'Bob Example';
const DEMO_WORKSPACE = 'Crewspace Demo';
const WORKSPACE_CHANNEL = /Crewspace Demo/;

/** A text's words, lower case, one space apart: how axe compares a label with what is shown. */
function wordsOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

describe('the channel list and presence', () => {
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

  it('keeps a new group, then a new community, then a Direct chat in the creator’s list', async () => {
    const group = uniqueName('Sidebar group');
    const community = uniqueName('Sidebar community');
    await alice.createGroup(group, [BOB], DEMO_WORKSPACE);
    await alice.group('Groups').getByRole('link', { name: group }).waitFor();

    await alice.createCommunity(community, 'Public');
    const newCommunity = alice.group('Communities').getByRole('link', { name: community });
    await newCommunity.waitFor();
    // Label in name (WCAG 2.5.3): what the row shows (beside its hidden avatar), in order, is part
    // of what the link is called, compared as axe does: words only, the open row's "Active" too.
    const shown = (await newCommunity.locator('.str-chat__channel-list-item-data').innerText())
      .split('\n')
      .map((line) => line.trim());
    expect(shown).toContain('Nothing yet...');
    const label = await newCommunity.getAttribute('aria-label');
    expect(label).toContain('Active');
    expect(wordsOf(label ?? '')).toContain(wordsOf(shown.join(' ')));
    await alice.group('Groups').getByRole('link', { name: group }).waitFor();

    await alice.startDirect(BOB, DEMO_WORKSPACE);
    await alice
      .group('Direct messages')
      .getByRole('link', { name: new RegExp(BOB) })
      .waitFor();
    for (const [title, name] of [
      ['Groups', group],
      ['Communities', community],
    ] as const) {
      await expect.poll(() => alice.group(title).getByRole('link', { name }).count()).toBe(1);
    }
    // The other member sees the group live too (notification.added_to_channel).
    await bob.group('Groups').getByRole('link', { name: group }).waitFor();
  });

  it('shows presence from the chat service: Online and Offline for a person, never for a workspace', async () => {
    const presence = alice.conversation.getByTestId('channel-presence');
    await alice
      .group('Direct messages')
      .getByRole('link', { name: new RegExp(BOB) })
      .click();
    await expect.poll(() => presence.textContent()).toBe('Online');

    await alice.channel(WORKSPACE_CHANNEL).click();
    await expect.poll(() => presence.textContent()).toMatch(/^\d+ members? · \d+ online$/);

    await bob.page.context().close();
    await alice
      .group('Direct messages')
      .getByRole('link', { name: new RegExp(BOB) })
      .click();
    await expect.poll(() => presence.textContent(), { timeout: 20_000 }).toBe('Offline');
  });
});

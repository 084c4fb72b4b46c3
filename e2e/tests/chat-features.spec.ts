import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import {
  SEND_MESSAGE_ENDPOINT,
  restoreChatRateLimits,
  seedWorkspace,
  setChatRateLimits,
  signIn,
  type ChatPage,
} from '../fixtures/chat';
import { createApprovedUser, demoLogin, uidByEmail, uniqueName } from '../fixtures/stack';

const ALICE = 'Alice Example';
const BOB = 'Bob Example';
/** The workspace Alice and Bob share (tooling/src/seed-demo.ts). */
const DEMO_WORKSPACE = 'Crewspace Demo';
const WORKSPACE_CHANNEL = /Crewspace Demo/;

describe('chat between two people', () => {
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

  it('opens one Direct chat per pair, from either side', async () => {
    await alice.startDirect(BOB, DEMO_WORKSPACE);
    await alice
      .group('Direct messages')
      .getByRole('link', { name: new RegExp(BOB) })
      .waitFor();
    await alice.startDirect(BOB, DEMO_WORKSPACE);
    await bob.startDirect(ALICE, DEMO_WORKSPACE);
    const first = uniqueName('direct hello');
    await bob.send(first);
    await alice.message(first).waitFor();
    await expect.poll(() => alice.group('Direct messages').getByRole('link').count()).toBe(1);
    await expect.poll(() => bob.group('Direct messages').getByRole('link').count()).toBe(1);
  });

  it('shows who is typing to the other person, and clears it when the message is sent', async () => {
    const typing = alice.conversation
      .getByTestId('typing-indicator-status')
      .filter({ hasText: `${BOB} is typing` });
    await bob.composer.fill('I am typing something');
    await typing.waitFor();
    await bob.composer.press('Enter');
    await alice.message('I am typing something').waitFor();
    await typing.waitFor({ state: 'hidden' });
  });

  it('counts unread messages on the Chat nav item and the channel list until read', async () => {
    await alice.channel(WORKSPACE_CHANNEL).click();
    await bob.send(uniqueName('while alice is away'));
    await expect.poll(() => alice.unreadTotal()).toBeGreaterThanOrEqual(1);
    const directUnread = alice.group('Direct messages').getByText('1 unread', { exact: true });
    await directUnread.waitFor();

    await alice.group('Direct messages').getByRole('link').first().click();
    await expect.poll(() => alice.unreadTotal()).toBe(0);
    await directUnread.waitFor({ state: 'detached' });
  });

  it('shows the rate-limit banner on a 429, and sending works again after it', async () => {
    await alice.group('Direct messages').getByRole('link').first().click();
    await setChatRateLimits({ windowMs: 3_000, perEndpoint: { [SEND_MESSAGE_ENDPOINT]: 1 } });
    const banner = bob.page.getByTestId('rate-limit-banner');
    try {
      await bob.send(uniqueName('allowed'));
      await bob.send(uniqueName('too fast'));
      await banner.waitFor();
    } finally {
      await restoreChatRateLimits();
    }
    await banner.waitFor({ state: 'detached' });
    const after = uniqueName('after the limit');
    await bob.send(after);
    await alice.message(after).waitFor();
  });
});

describe('groups and read-only members', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('adds a member to a group, and a workspace viewer cannot send in its channel', async () => {
    const carolName = 'Carol Viewer';
    const carol = await createApprovedUser(carolName);
    const aliceUid = await uidByEmail(demoLogin('alice').email);
    const workspace = await seedWorkspace([
      { uid: aliceUid, displayName: ALICE, role: 'owner' },
      { uid: carol.uid, displayName: carolName, role: 'viewer' },
    ]);

    const [alice, carolChat] = await Promise.all([
      signIn(browser, demoLogin('alice')),
      signIn(browser, carol),
    ]);
    await Promise.all([alice.open(), carolChat.open()]);

    const group = uniqueName('Crew group');
    await alice.createGroup(group, [BOB], DEMO_WORKSPACE);
    const settings = await alice.openSettings();
    await alice.pickMember(settings, carolName, workspace.name);
    await settings
      .getByRole('region', { name: 'Members' })
      .getByText(/^Carol Viewer/)
      .waitFor();
    await carolChat.group('Groups').getByRole('link', { name: group }).waitFor();

    await carolChat.channel(workspace.name).click();
    await carolChat.conversation
      .getByText('You can read this channel but not send messages in it.')
      .waitFor();
    await expect.poll(() => carolChat.composer.count()).toBe(0);
    // The empty channel does not ask a viewer to write.
    await carolChat.conversation.getByText('No messages yet', { exact: true }).waitFor();
    expect(
      await carolChat.conversation.getByText('Send a message to start the conversation').count(),
    ).toBe(0);
  });

  it("the group's owner makes a member a viewer: their open composer becomes the read-only note", async () => {
    const [alice, bob] = await Promise.all([
      signIn(browser, demoLogin('alice')),
      signIn(browser, demoLogin('bob')),
    ]);
    await Promise.all([alice.open(), bob.open()]);
    const group = uniqueName('Quiet crew');
    await alice.createGroup(group, [BOB], DEMO_WORKSPACE);
    await bob.group('Groups').getByRole('link', { name: group }).click();
    await bob.composer.waitFor();

    const settings = await alice.openSettings();
    const members = settings.getByRole('region', { name: 'Members' });
    await members.getByLabel(`Role of ${BOB}`).selectOption('viewer');
    await expect.poll(() => members.getByLabel(`Role of ${BOB}`).inputValue()).toBe('viewer');
    await bob.conversation
      .getByText('You can read this channel but not send messages in it.')
      .waitFor();
    await expect.poll(() => bob.composer.count()).toBe(0);

    await members.getByLabel(`Role of ${BOB}`).selectOption('member');
    await bob.composer.waitFor();
    const back = uniqueName('allowed again');
    await bob.send(back);
    await alice.message(back).waitFor();
  });
});

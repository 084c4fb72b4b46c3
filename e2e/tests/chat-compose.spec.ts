/**
 * Composing: drafts that survive switching channel and a reload (with "Draft" in the list), the
 * unread-mentions badge of a channel and the mention as the other member reads it, a message's
 * Markdown and links as the other member reads them (the list's preview without the marks), and
 * a poll created by one member and voted on by another.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { signIn, type ChatPage } from '../fixtures/chat';
import { demoLogin, uniqueName } from '../fixtures/stack';

const ALICE = 'Alice Example';
const BOB = 'Bob Example';
const DEMO_WORKSPACE = 'Crewspace Demo';
const WORKSPACE_CHANNEL = /Crewspace Demo/;

describe('composing in chat', () => {
  let browser: Browser;
  let alice: ChatPage;
  let bob: ChatPage;
  const group = uniqueName('Compose group');
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

  it('keeps an unsent message as a draft across switching channel and a reload', async () => {
    const draft = uniqueName('half a thought');
    await alice.composer.fill(draft);
    // Only this channel has a draft.
    const mark = alice.channels.getByText('Draft', { exact: true });
    await mark.waitFor();
    await alice.channel(WORKSPACE_CHANNEL).click();
    await alice.group('Groups').getByRole('link', { name: group }).click();
    await expect.poll(() => alice.composer.inputValue()).toBe(draft);

    await alice.page.reload();
    await mark.waitFor();
    await alice.group('Groups').getByRole('link', { name: group }).click();
    await expect.poll(() => alice.composer.inputValue()).toBe(draft);

    // Sending it ends the draft.
    await alice.composer.press('Enter');
    await alice.message(draft).waitFor();
    await mark.waitFor({ state: 'detached' });
  });

  it('counts unread mentions on the channel until it is read', async () => {
    await alice.channel(WORKSPACE_CHANNEL).click();
    await bob.group('Groups').getByRole('link', { name: group }).click();
    await bob.composer.fill('@Ali');
    await bob.page
      .locator('.str-chat__suggestion-list-container')
      .getByRole('option', { name: new RegExp(ALICE) })
      .click();
    await bob.composer.press('End');
    await bob.composer.pressSequentially(' please look');
    await bob.composer.press('Enter');

    const badge = alice.group('Groups').getByText('1 unread mention');
    await badge.waitFor();
    await alice.group('Groups').getByRole('link', { name: group }).click();
    await badge.waitFor({ state: 'detached' });
    const mention = alice.conversation.locator('.str-chat__message-mention', {
      hasText: `@${ALICE}`,
    });
    await mention.last().waitFor();
  });

  it('shows a message’s Markdown and links to the other member, and the preview without marks', async () => {
    await alice.group('Groups').getByRole('link', { name: group }).click();
    await bob.group('Groups').getByRole('link', { name: group }).click();
    const word = uniqueName('Ship');
    await bob.send(`**${word}** it _today_, plan at example.com/plan`);

    const text = alice.conversation.locator('.str-chat__message-text', { hasText: word });
    await text.locator('strong', { hasText: word }).waitFor();
    await text.locator('em', { hasText: 'today' }).waitFor();
    const link = text.getByRole('link', { name: 'example.com/plan' });
    expect(await link.getAttribute('href')).toBe('http://example.com/plan');
    expect(await link.getAttribute('target')).toBe('_blank');
    await expect
      .poll(() => alice.group('Groups').getByRole('link', { name: group }).textContent())
      .toContain(`${word} it today, plan at example.com/plan`);
  });

  it('creates a poll that another member votes on, with the result live', async () => {
    await alice.group('Groups').getByRole('link', { name: group }).click();
    await bob.group('Groups').getByRole('link', { name: group }).click();
    const question = uniqueName('Lunch where');
    await alice.conversation.getByRole('button', { name: 'Open Attachment Selector' }).click();
    await alice.page.getByRole('menuitem', { name: 'Poll', exact: true }).click();
    const dialog = alice.page.locator('.str-chat__create-poll-modal');
    await dialog.getByPlaceholder('Ask a Question').fill(question);
    await dialog.getByPlaceholder('Add an Option').first().fill('Noodles');
    await dialog.getByPlaceholder('Add an Option').last().fill('Tacos');
    await dialog.getByRole('button', { name: 'Send poll' }).click();

    const poll = bob.conversation.locator('.str-chat__poll', { hasText: question });
    await poll.waitFor();
    await poll.getByRole('button', { name: /Tacos/ }).click();
    const alicePoll = alice.conversation.locator('.str-chat__poll', { hasText: question });
    await expect
      .poll(() =>
        alicePoll
          .locator('.str-chat__poll-option', { hasText: 'Tacos' })
          .locator('.str-chat__poll-option-vote-count')
          .textContent(),
      )
      .toMatch(/^1/);
  });
});

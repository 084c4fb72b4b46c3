/**
 * Chat on a 375 px phone in dark mode: the list and the channel are two steps with a back
 * control, a thread covers the channel with its name clear of the avatar, the reaction picker
 * fits the screen, each channel costs at most two Tab stops with a visible focus ring, the chat
 * uses the app's palette, and the console stays free of stream-chat-react's ChatView warning.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { ChatPage, signIn } from '../fixtures/chat';
import { LoginPage } from '../fixtures/pages';
import { demoLogin, uniqueName } from '../fixtures/stack';

const WORKSPACE_CHANNEL = /Crewspace Demo/;
const WIDTH = 375;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('Not laid out');
  return found;
}

describe('chat at 375 px', () => {
  let browser: Browser;
  let page: Page;
  let alice: ChatPage;
  let bob: ChatPage;
  const warnings: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    const context = await newContext(browser, { width: WIDTH, height: 800, colorScheme: 'dark' });
    page = await context.newPage();
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
    });
    const login = new LoginPage(page);
    await login.open();
    const { email, password } = demoLogin('alice');
    await login.signIn(email, password);
    alice = new ChatPage(page);
    await alice.shell.welcome(/^Welcome/).waitFor();
    bob = await signIn(browser, demoLogin('bob'));
    await bob.open();
    await page.goto('/chat');
    await alice.connectionStatus('Connected').waitFor();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the list, then the channel with a back control, then the list again', async () => {
    await alice.channel(WORKSPACE_CHANNEL).waitFor();
    expect(await alice.conversation.isVisible()).toBe(false);
    await alice.channel(WORKSPACE_CHANNEL).click();
    await alice.composer.waitFor();
    expect(await alice.channels.isVisible()).toBe(false);
    await alice.conversation.getByRole('button', { name: 'Back to channels' }).click();
    await alice.channel(WORKSPACE_CHANNEL).waitFor();
    expect(await alice.conversation.isVisible()).toBe(false);
  });

  it('opens a thread over the channel, and the reaction picker fits the screen', async () => {
    await bob.channel(WORKSPACE_CHANNEL).click();
    const text = uniqueName('thread starter');
    await bob.send(text);
    await alice.channel(WORKSPACE_CHANNEL).click();
    const message = alice.conversation.locator('.str-chat__message', { hasText: text });
    await message.waitFor();

    const title = alice.conversation.getByRole('heading', { level: 2 }).first();
    const avatar = alice.conversation.locator('.str-chat__avatar').first();
    const [titleBox, avatarBox] = [await box(title), await box(avatar)];
    expect(
      titleBox.x >= avatarBox.x + avatarBox.width || titleBox.x + titleBox.width <= avatarBox.x,
    ).toBe(true);

    // On a phone stream-chat-react moves React and Reply into the message's actions menu.
    const openActions = async () => {
      await message.hover();
      await message.getByRole('button', { name: 'Open Message Actions Menu' }).click();
    };
    await openActions();
    await page.getByRole('menuitem', { name: 'Open Reaction Selector' }).click();
    const reactions = page.getByRole('group', { name: 'Reaction list' }).getByRole('button');
    await reactions.first().waitFor();
    const count = await reactions.count();
    expect(count).toBeGreaterThanOrEqual(5);
    for (let i = 0; i < count; i += 1) {
      const reaction = await box(reactions.nth(i));
      expect(reaction.x).toBeGreaterThanOrEqual(0);
      expect(reaction.x + reaction.width).toBeLessThanOrEqual(WIDTH);
    }
    // Closes the picker, then the actions menu under it.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await reactions.first().waitFor({ state: 'detached' });

    await openActions();
    await page.getByRole('menuitem', { name: 'Open Thread' }).click();
    const thread = alice.conversation.locator('.str-chat__thread-container');
    await thread.getByRole('heading', { name: 'Thread' }).waitFor();
    const [threadBox, channelBox] = [await box(thread), await box(alice.conversation)];
    expect(Math.abs(threadBox.x - channelBox.x)).toBeLessThanOrEqual(2);
    expect(threadBox.width).toBeGreaterThanOrEqual(channelBox.width - 4);
    await thread.getByRole('button', { name: 'Close thread' }).click();
    await thread.waitFor({ state: 'detached' });
  });

  it('costs at most two Tab stops per channel, with a visible focus ring', async () => {
    await alice.conversation.getByRole('button', { name: 'Back to channels' }).click();
    const items = alice.channels.getByRole('link');
    const channels = await items.count();
    const stops = await alice.channels.evaluate((list) => {
      const focusable = list.querySelectorAll<HTMLElement>(
        '.str-chat__channel-list-item-container :is(a[href], button, [tabindex])',
      );
      return Array.from(focusable).filter((element) => element.tabIndex >= 0).length;
    });
    expect(stops).toBeLessThanOrEqual(channels * 2);

    await items.first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await items
      .first()
      .evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });

  it("uses the app's dark palette and logs no ChatView warnings", async () => {
    const [listBackground, appSurface] = await page.evaluate(() => {
      const list = document.querySelector('.str-chat__channel-list');
      const probe = document.createElement('div');
      probe.style.background = 'var(--color-surface)';
      document.body.append(probe);
      const surface = getComputedStyle(probe).backgroundColor;
      probe.remove();
      return [list ? getComputedStyle(list).backgroundColor : '', surface];
    });
    expect(listBackground).toBe(appSurface);
    expect(warnings.filter((text) => text.includes('useChatViewContext'))).toEqual([]);
  });
});

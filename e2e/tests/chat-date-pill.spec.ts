/**
 * The floating date pill ("Today", shown once the messages are scrolled past their date) stays
 * under a message's reactions and under the reaction picker, at 1366 px and at 375 px. The pill
 * is moved onto them (its place only, not its layering) and made hit-testable, so the browser's
 * hit test tells which of them is painted on top.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { ChatPage, seedWorkspace } from '../fixtures/chat';
import { LoginPage } from '../fixtures/pages';
import { demoLogin, uidByEmail, uniqueName } from '../fixtures/stack';

/**
 * Puts the pill's centre on `target`'s (found by `selector`) and answers whether `target` is
 * painted above it.
 */
async function paintedAbovePill(page: Page, target: Locator, selector: string): Promise<boolean> {
  const box = await target.boundingBox();
  if (!box) throw new Error('The target is not laid out');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  return page.evaluate(
    ({ x, y, selector }) => {
      const pill = document.querySelector<HTMLElement>('[data-testid="floating-date-separator"]');
      if (!pill) throw new Error('No floating date pill');
      const date = pill.querySelector<HTMLElement>('.str-chat__date-separator-date') ?? pill;
      const own = date.getBoundingClientRect();
      // Moved by a transform: the pill keeps its place in the layering.
      date.style.transform = `translate(${x - own.left - own.width / 2}px, ${y - own.top - own.height / 2}px)`;
      pill.style.pointerEvents = 'auto';
      const above = Boolean(document.elementFromPoint(x, y)?.closest(selector));
      date.style.transform = '';
      pill.style.pointerEvents = '';
      return above;
    },
    { x, y, selector },
  );
}

describe('the chat date pill', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([DESKTOP, PHONE])(
    'stays under reactions and the reaction picker ($width px)',
    async (screen) => {
      const login = demoLogin('alice');
      const workspace = await seedWorkspace([
        { uid: await uidByEmail(login.email), displayName: 'Alice Example', role: 'owner' },
      ]);
      const context = await newContext(browser, screen);
      const page = await context.newPage();
      const errors = trackPageErrors(page);
      const loginPage = new LoginPage(page);
      await loginPage.open();
      await loginPage.signIn(login.email, login.password);
      const chat = new ChatPage(page);
      await chat.shell.welcome(/^Welcome/).waitFor();
      // The address, as on a phone the navigation is a drawer.
      await page.goto('/chat');
      await chat.connectionStatus('Connected').waitFor();
      await chat.channel(workspace.name).click();
      await chat.composer.waitFor();

      // Enough messages that the one reacted to, in the middle, has its date out of sight.
      const texts = Array.from({ length: 25 }, (_, n) => uniqueName(`message ${n + 1}`));
      for (const text of texts) {
        await chat.send(text);
        await chat.message(text).waitFor();
      }
      const message = chat.conversation.locator('.str-chat__message', { hasText: texts[14] });
      await message.scrollIntoViewIfNeeded();
      await message.hover();
      // Wide screens show React among the message's options; a phone has it in the actions menu.
      const react = message.getByRole('button', { name: 'Open Reaction Selector' });
      if (await react.isVisible()) await react.click();
      else {
        await message.getByRole('button', { name: 'Open Message Actions Menu' }).click();
        await page.getByRole('menuitem', { name: 'Open Reaction Selector' }).click();
      }
      const picker = page.locator('.str-chat__reaction-selector');
      await picker.waitFor();
      // The list is scrolled past its date, so the pill floats over it.
      await page.locator('[data-testid="floating-date-separator"]').waitFor();
      expect(await paintedAbovePill(page, picker, '.str-chat__reaction-selector')).toBe(true);

      await picker.getByRole('button').first().click();
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'detached' });
      const reactions = message.locator('.str-chat__message-reactions');
      await reactions.waitFor();
      expect(await paintedAbovePill(page, reactions, '.str-chat__message-reactions')).toBe(true);

      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import { demoLogin, uniqueName } from '../fixtures/stack';

/** The seeded workspace `demo-shared` that alice and bob share; its team channel has its name. */
const WORKSPACE_CHANNEL = /Crewspace Demo/;

async function openWorkspaceChannel(browser: Browser, key: 'alice' | 'bob'): Promise<Page> {
  const login = demoLogin(key);
  const context = await newContext(browser);
  const page = await context.newPage();
  const loginPage = new LoginPage(page);
  await loginPage.open();
  await loginPage.signIn(login.email, login.password);
  const shell = new AppShell(page);
  await shell.welcome(/^Welcome/).waitFor();
  await shell.navLink('Chat').click();
  await page.getByRole('heading', { level: 1, name: 'Chat' }).waitFor();
  await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
  await page
    .getByRole('complementary', { name: 'Channels' })
    .getByRole('link', { name: WORKSPACE_CHANNEL })
    .first()
    .click();
  return page;
}

function conversation(page: Page) {
  return page.getByRole('region', { name: 'Conversation' });
}

async function send(page: Page, text: string) {
  const input = conversation(page).getByRole('textbox').first();
  await input.fill(text);
  await input.press('Enter');
}

describe('chat', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('alice and bob see each other’s messages live in the workspace channel', async () => {
    const alice = await openWorkspaceChannel(browser, 'alice');
    const bob = await openWorkspaceChannel(browser, 'bob');

    const hello = uniqueName('hello from alice');
    await send(alice, hello);
    await conversation(bob).getByText(hello, { exact: true }).waitFor();

    const reply = uniqueName('reply from bob');
    await send(bob, reply);
    await conversation(alice).getByText(reply, { exact: true }).waitFor();

    await alice.context().close();
    await bob.context().close();
  });
});

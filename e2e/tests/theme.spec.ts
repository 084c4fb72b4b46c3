import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext } from '../fixtures/browser';
import { AppShell, LoginPage, PublicHeader } from '../fixtures/pages';
import { demoLogin } from '../fixtures/stack';

const rootIsDark = () => document.documentElement.classList.contains('dark');

describe('dark mode', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('toggles the root class and survives a reload', async () => {
    const context = await newContext(browser, { colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto('/home');
    const toggle = new PublicHeader(page).themeToggle;
    expect(await page.evaluate(rootIsDark)).toBe(false);
    await toggle.click();
    await page.waitForFunction(rootIsDark);
    await page.reload();
    await toggle.waitFor();
    expect(await page.evaluate(rootIsDark)).toBe(true);
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');

    // Signed in, the header toggle shows the same saved choice and can switch it back.
    const login = new LoginPage(page);
    await login.open();
    await login.signIn(demoLogin('alice').email, demoLogin('alice').password);
    const shell = new AppShell(page);
    await shell.welcome('Alice Example').waitFor();
    expect(await page.evaluate(rootIsDark)).toBe(true);
    await shell.themeToggle.click();
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await page.reload();
    await shell.welcome('Alice Example').waitFor();
    expect(await page.evaluate(rootIsDark)).toBe(false);
    await context.close();
  });

  it('follows the system preference while nothing is saved', async () => {
    const context = await newContext(browser, { colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto('/privacy');
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    expect(await page.evaluate(rootIsDark)).toBe(true);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    await context.close();
  });
});

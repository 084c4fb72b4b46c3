import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser, newContext } from '../fixtures/browser';
import { AppShell, LoginPage } from '../fixtures/pages';
import { demoLogin } from '../fixtures/stack';

describe('accessibility (axe)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['light', '/home', /projects, videos/],
    ['light', '/login', /^Sign in$/],
    ['light', '/signup', /^Create your account$/],
    ['dark', '/home', /projects, videos/],
    ['dark', '/login', /^Sign in$/],
  ] as const)('%s %s has no serious or critical violation', async (scheme, path, heading) => {
    const context = await newContext(browser, { colorScheme: scheme });
    const page = await context.newPage();
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it.each(['light', 'dark'] as const)(
    'the %s dashboard has no serious or critical violation',
    async (scheme) => {
      const context = await newContext(browser, { colorScheme: scheme });
      const page = await context.newPage();
      const login = new LoginPage(page);
      await login.open();
      await login.signIn(demoLogin('alice').email, demoLogin('alice').password);
      const shell = new AppShell(page);
      await shell.welcome('Alice Example').waitFor();
      await page.getByRole('heading', { name: /^Members/ }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );
});

/**
 * The journeys of issue 18 that no other spec walks as two people (e2e/README maps the rest):
 * the owner plans work: a project, then a canvas and an event started from the project's page,
 * with the member invited to the event. The member hears of it in the bell, opens the event from
 * the notification (which reads it), then finds the canvas and the event on the project's page
 * and opens the canvas. Walked twice: the owner at 1366 px and the member on a 375 px phone in
 * dark mode, then the other way round. Axe finds nothing serious on any page either visits, and
 * neither console has an error or a warning.
 */
import type { Browser, Page } from 'playwright-core';
import type { ContextOptions } from '../fixtures/browser';
import { projectHref } from '@crewspace/common/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { CanvasEditorPage } from '../fixtures/canvases';
import { watchPage } from '../fixtures/page-checks';
import { AppShell } from '../fixtures/pages';
import { seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';
import { createProject } from '../fixtures/workspaces';

const DESKTOP: ContextOptions = { width: 1366, height: 900 };
const PHONE: ContextOptions = { width: 375, height: 740, colorScheme: 'dark' };

describe('journeys', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    { owner: DESKTOP, member: PHONE, widths: 'owner at 1366 px, member at 375 px' },
    { owner: PHONE, member: DESKTOP, widths: 'owner at 375 px, member at 1366 px' },
  ])(
    'plans a project with a canvas and an event; the member hears of it and finds both ($widths)',
    async (screens) => {
      const [owner, member] = await Promise.all([
        signInTo(browser, team.owner, team.workspaceId, screens.owner),
        signInTo(browser, team.member, team.workspaceId, screens.member),
      ]);
      const noise = { owner: watchPage(owner.page), member: watchPage(member.page) };
      const findings: string[] = [];
      const check = async (who: 'owner' | 'member', page: Page, stop: string) => {
        for (const violation of await seriousViolations(page)) {
          findings.push(`${who} ${stop}: ${violation}`);
        }
      };
      const names = {
        project: uniqueName('Launch'),
        canvas: uniqueName('Launch board'),
        event: uniqueName('Launch review'),
      };

      // The owner: a project, and from its page a canvas and an event in it.
      await createProject(owner.page, names.project);
      await owner.page.getByRole('link', { name: names.project }).click();
      await owner.page.getByRole('heading', { level: 1, name: names.project }).waitFor();
      const projectPath = new URL(owner.page.url()).pathname;
      await check('owner', owner.page, 'project');
      await owner.page.getByRole('link', { name: 'New canvas in this project' }).click();
      await owner.page.getByRole('textbox', { name: 'New canvas' }).fill(names.canvas);
      expect(await owner.page.getByRole('combobox', { name: 'Project' }).inputValue()).not.toBe('');
      await owner.page.getByRole('button', { name: 'Create canvas' }).click();
      await owner.page.getByRole('heading', { level: 1, name: names.canvas }).waitFor();
      await new CanvasEditorPage(owner.page).ready();

      await owner.page.goto(projectPath);
      await owner.page.getByRole('link', { name: 'New event in this project' }).click();
      const dialog = owner.page.getByRole('dialog', { name: 'New event' });
      await dialog.getByRole('textbox', { name: 'Title' }).fill(names.event);
      await dialog.getByRole('searchbox').fill(team.member.name);
      await dialog.getByRole('button', { name: `Add ${team.member.name}` }).click();
      await check('owner', owner.page, 'new event');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The member: the invitation in the bell opens the event and is read on the way.
      const shell = new AppShell(member.page);
      await shell.bellWithUnread(1).click();
      await shell.notificationsPanel
        .getByRole('link', { name: new RegExp(`Invitation: ${names.event}`) })
        .click();
      await member.page.getByRole('dialog', { name: /event/i }).waitFor();
      expect(
        await member.page.getByRole('dialog').getByRole('textbox', { name: 'Title' }).inputValue(),
      ).toBe(names.event);
      await shell.bellWithUnread(0).waitFor();
      await check('member', member.page, 'event');

      // The project's page lists both; the canvas opens from it.
      await member.page.goto(projectHref(team.workspaceId, projectPath.split('/').pop() ?? ''));
      const canvases = member.page.getByRole('region', { name: 'Canvases' });
      await canvases.getByRole('link', { name: names.canvas }).waitFor();
      await member.page
        .getByRole('region', { name: 'Upcoming events' })
        .getByRole('link', { name: names.event })
        .waitFor();
      await check('member', member.page, 'project');
      await canvases.getByRole('link', { name: names.canvas }).click();
      await new CanvasEditorPage(member.page).ready();
      await check('member', member.page, 'canvas');

      for (const line of noise.owner) findings.push(`owner console: ${line}`);
      for (const line of noise.member) findings.push(`member console: ${line}`);
      expect(findings).toEqual([]);
      expect([...owner.errors, ...member.errors]).toEqual([]);
      await Promise.all([owner.close(), member.close()]);
    },
    150_000,
  );
});

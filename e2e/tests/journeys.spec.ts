/**
 * Two journeys of issue 18 walked by two people (e2e/README maps the rest). The project journey:
 * the owner plans work: a project, then a canvas and an event started from the project's page,
 * with the member invited to the event. The member hears of it in the bell, opens the event from
 * the notification (which reads it), then finds the canvas and the event on the project's page
 * and opens the canvas. The video journey: the owner uploads a clip while the member has the
 * Videos page open; the member sees it arrive, plays it and comments; the owner hears of the
 * comment and opens it on the review page. Each is walked twice: the owner at 1366 px and the
 * member on a 375 px phone (dark for the project journey), then the other way round. Axe finds
 * nothing serious on any page either visits, and neither console has an error or a warning.
 */
import type { Browser } from 'playwright-core';
import { projectHref } from '@crewspace/common/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { PHONE, bothWays, launchBrowser, type ContextOptions } from '../fixtures/browser';
import { CanvasEditorPage } from '../fixtures/canvases';
import { watchPage } from '../fixtures/page-checks';
import { AppShell } from '../fixtures/pages';
import { seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';
import { recordWebm, uploadClip } from '../fixtures/videos';
import { createProject } from '../fixtures/workspaces';

type Who = 'owner' | 'member';

/**
 * The owner and the member of `team` signed in on their screens. `check` runs axe on one of their
 * pages; `finish` fails on what axe found, on either console's errors and warnings and on page
 * errors, then closes both.
 */
async function walkTogether(browser: Browser, team: Team, screens: Record<Who, ContextOptions>) {
  const [owner, member] = await Promise.all([
    signInTo(browser, team.owner, team.workspaceId, screens.owner),
    signInTo(browser, team.member, team.workspaceId, screens.member),
  ]);
  const people = { owner, member };
  const noise = { owner: watchPage(owner.page), member: watchPage(member.page) };
  const findings: string[] = [];
  return {
    owner,
    member,
    async check(who: Who, stop: string) {
      for (const violation of await seriousViolations(people[who].page)) {
        findings.push(`${who} ${stop}: ${violation}`);
      }
    },
    async finish() {
      for (const who of ['owner', 'member'] as const) {
        for (const line of noise[who]) findings.push(`${who} console: ${line}`);
      }
      expect(findings).toEqual([]);
      expect([...owner.errors, ...member.errors]).toEqual([]);
      await Promise.all([owner.close(), member.close()]);
    },
  };
}

describe('journeys', () => {
  let browser: Browser;
  let team: Team;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(bothWays('owner', 'member', { ...PHONE, colorScheme: 'dark' }))(
    'plans a project with a canvas and an event; the member hears of it and finds both ($widths)',
    async (screens) => {
      const { owner, member, check, finish } = await walkTogether(browser, team, screens);
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
      await check('owner', 'project');
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
      await check('owner', 'new event');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The member: the invitation in the bell opens the event and is read on the way.
      const shell = new AppShell(member.page);
      await shell.bellWithUnread(1).click();
      await shell.notificationsPanel
        .getByRole('link', { name: new RegExp(`Invitation: ${names.event}`) })
        .click();
      // Read first: the event's own dialog, its words and no form.
      const opened = member.page.getByRole('dialog', { name: names.event });
      await opened.getByText('When').waitFor();
      expect(await opened.getByRole('textbox').count()).toBe(0);
      await shell.bellWithUnread(0).waitFor();
      await check('member', 'event');

      // The project's page lists both; the canvas opens from it.
      await member.page.goto(projectHref(team.workspaceId, projectPath.split('/').pop() ?? ''));
      const canvases = member.page.getByRole('region', { name: 'Canvases' });
      await canvases.getByRole('link', { name: names.canvas }).waitFor();
      await member.page
        .getByRole('region', { name: 'Upcoming events' })
        .getByRole('link', { name: names.event })
        .waitFor();
      await check('member', 'project');
      await canvases.getByRole('link', { name: names.canvas }).click();
      await new CanvasEditorPage(member.page).ready();
      await check('member', 'canvas');

      await finish();
    },
    150_000,
  );

  it.each(bothWays('owner', 'member'))(
    'uploads a video; the member sees it arrive, plays it and comments; the owner opens the comment ($widths)',
    async (screens) => {
      const { owner, member, check, finish } = await walkTogether(browser, team, screens);
      const videoName = uniqueName('Teaser');
      const videosPath = `/w/${team.workspaceId}/videos`;
      await Promise.all([owner.page.goto(videosPath), member.page.goto(videosPath)]);
      await member.page.getByRole('heading', { level: 1, name: 'Videos' }).waitFor();
      await check('member', 'videos');

      // The owner uploads; the member's open library lists the clip without a reload.
      await uploadClip(owner.page, await recordWebm(owner.page, 2), videoName);
      await check('owner', 'videos after upload');
      await member.page
        .getByRole('list', { name: 'Videos' })
        .getByRole('link', { name: new RegExp(videoName) })
        .click();
      await expect
        .poll(() => member.page.getByLabel('Playback time').textContent(), { timeout: 20_000 })
        .toMatch(/ \/ 0:0[1-9]$/);
      await member.page.getByLabel(/^Comment at /).fill('Open on the logo');
      await member.page.getByRole('button', { name: 'Comment', exact: true }).click();
      await member.page
        .getByRole('list', { name: 'Comment threads' })
        .getByText('Open on the logo')
        .waitFor();
      await check('member', 'review');

      // The owner is told, and the notice opens the review page at that comment.
      const shell = new AppShell(owner.page);
      await shell.bell.click();
      await shell.notificationsPanel
        .getByRole('link', { name: new RegExp(`commented on ${videoName} at 0:00`) })
        .click({ timeout: 30_000 });
      const comment = owner.page
        .getByRole('article', { name: `Comment by ${team.member.name}` })
        .filter({ hasText: 'Open on the logo' });
      await expect.poll(() => comment.getAttribute('aria-current')).toBe('true');
      await check('owner', 'review');
      await finish();
    },
    150_000,
  );
});

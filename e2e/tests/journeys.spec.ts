/**
 * Every signed-in page a journey visits, at 1366 px and at 375 px, for a workspace with content:
 * axe finds nothing serious, nothing scrolls sideways on the phone, and the console has no error
 * or warning. Then one journey from the keyboard alone: skip link, the navigation, the palette.
 */
import type { ConsoleMessage, Page } from 'playwright-core';
import type { Browser } from 'playwright-core';
import {
  calendarHref,
  canvasHref,
  projectHref,
  workspaceHref,
  workspaceSettingsHref,
} from '@crewspace/common/links';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

interface Stop {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Promise<unknown>;
}

async function seedContent(team: Team) {
  const db = getFirestore(adminApp());
  const workspace = db.collection('workspaces').doc(team.workspaceId);
  const project = workspace.collection('projects').doc();
  const canvas = workspace.collection('canvases').doc();
  const event = workspace.collection('events').doc();
  const names = { project: uniqueName('Journey project'), canvas: uniqueName('Journey canvas') };
  const stamps = {
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  const start = new Date(Date.now() + 2 * 60 * 60 * 1000);
  const batch = db.batch();
  batch.set(project, {
    name: names.project,
    description: 'Where the journey starts',
    status: 'active',
    color: '#3b82f6',
    emoji: '',
    leadId: null,
    dueDate: null,
    createdBy: team.owner.uid,
    ...stamps,
  });
  batch.set(canvas, {
    title: names.canvas,
    pinned: true,
    projectId: project.id,
    workspaceId: team.workspaceId,
    createdBy: team.owner.uid,
    ...stamps,
  });
  batch.set(event, {
    title: uniqueName('Journey review'),
    start,
    end: new Date(start.getTime() + 30 * 60 * 1000),
    allDay: false,
    description: '',
    location: 'Room 1',
    projectId: project.id,
    attendees: [team.member.uid],
    createdBy: team.owner.uid,
    recurrence: null,
    reminders: [],
    ...stamps,
  });
  await batch.commit();
  return { ...names, projectId: project.id, canvasId: canvas.id, eventId: event.id };
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

describe('journeys', () => {
  let browser: Browser;
  let team: Team;
  let stops: Stop[];
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
    const content = await seedContent(team);
    const ws = team.workspaceId;
    stops = [
      {
        name: 'dashboard',
        path: workspaceHref(ws),
        ready: (page) => page.getByText(content.canvas).first().waitFor(),
      },
      {
        name: 'projects',
        path: workspaceHref(ws, 'projects'),
        ready: (page) => page.getByText(content.project).first().waitFor(),
      },
      {
        name: 'project',
        path: projectHref(ws, content.projectId),
        ready: (page) => heading(page, new RegExp(content.project)),
      },
      {
        name: 'canvases',
        path: workspaceHref(ws, 'canvases'),
        ready: (page) => page.getByText(content.canvas).first().waitFor(),
      },
      {
        name: 'canvas',
        path: canvasHref(ws, content.canvasId),
        ready: (page) => page.locator('.excalidraw canvas.interactive').waitFor(),
      },
      { name: 'calendar', path: calendarHref(ws), ready: (page) => heading(page, 'Calendar') },
      {
        name: 'event',
        path: calendarHref(ws, content.eventId),
        ready: (page) => page.getByRole('dialog').waitFor(),
      },
      {
        name: 'videos',
        path: workspaceHref(ws, 'videos'),
        ready: (page) => heading(page, 'Videos'),
      },
      {
        name: 'chat',
        path: '/chat',
        ready: (page) => page.getByRole('status').filter({ hasText: 'Connected' }).waitFor(),
      },
      {
        name: 'settings',
        path: workspaceSettingsHref(ws),
        ready: (page) => page.getByText(team.member.name).first().waitFor(),
      },
      { name: 'profile', path: '/profile', ready: (page) => heading(page, 'Your profile') },
    ];
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    ['desktop', 1366, 900],
    ['phone', 375, 740],
  ] as const)(
    'every page at %s width: axe, layout and console are clean',
    async (_label, width, height) => {
      const { page, context } = await signInTo(browser, team.owner, team.workspaceId);
      await page.setViewportSize({ width, height });
      const noise: string[] = [];
      const listen = (message: ConsoleMessage) => {
        if (message.type() === 'error' || message.type() === 'warning') {
          noise.push(`${message.type()}: ${message.text().slice(0, 300)}`);
        }
      };
      page.on('console', listen);
      const findings: string[] = [];
      for (const stop of stops) {
        await page.goto(stop.path);
        await stop.ready(page);
        for (const violation of await seriousViolations(page))
          findings.push(`${stop.name}: ${violation}`);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        if (scrollWidth > width) findings.push(`${stop.name}: page is ${scrollWidth} px wide`);
        for (const line of noise.splice(0)) findings.push(`${stop.name}: ${line}`);
      }
      expect(findings).toEqual([]);
      await context.close();
    },
    // Eleven pages, each loaded and scanned by axe: more than the default minute.
    240_000,
  );

  it('works from the keyboard alone: skip link, navigation, palette', async () => {
    const { page, context } = await signInTo(browser, team.member, team.workspaceId);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: /Skip to/ });
    await expect.poll(() => skip.evaluate((node) => node === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
    // The navigation's Canvases link is reachable by Tab from the top.
    await page.keyboard.press('Shift+Tab');
    let reached = false;
    for (let step = 0; step < 40 && !reached; step += 1) {
      await page.keyboard.press('Tab');
      reached = await page.evaluate(
        () => document.activeElement?.textContent?.trim() === 'Canvases',
      );
    }
    expect(reached).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**${workspaceHref(team.workspaceId, 'canvases')}`);
    await page.keyboard.press('Control+k');
    const find = page.getByRole('combobox', { name: 'Find' });
    await find.fill('journy canvas');
    await find.press('Enter');
    await page.waitForURL(/\/canvases\/[^/]+$/);
    await context.close();
  });
});

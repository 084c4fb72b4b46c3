/**
 * Every signed-in page, at 1366 px and at 375 px and in dark mode, for a workspace with content
 * (a video uploaded through the app among it, so its review page plays): axe finds nothing
 * serious or critical (third-party widgets included: Excalidraw, FullCalendar, stream-chat-react),
 * nothing scrolls sideways or sticks out of a dialog (the project is named at length), the current
 * workspace's name has room, no request fails, and the console has no error or warning.
 */
import type { Browser, Page } from 'playwright-core';
import {
  calendarHref,
  canvasHref,
  projectHref,
  videoHref,
  workspaceHref,
  workspaceSettingsHref,
} from '@crewspace/common/links';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '../fixtures/axe';
import { launchBrowser } from '../fixtures/browser';
import { ContentSeed, todayAtUtc } from '../fixtures/content';
import { watchPage } from '../fixtures/page-checks';
import { recordWebm, uploadClip } from '../fixtures/videos';
import { adminApp, seedTeam, signInTo, uniqueName, type Team } from '../fixtures/stack';

interface Stop {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Promise<unknown>;
}

async function seedContent(team: Team) {
  const names = {
    // A long name: project pickers (canvases, events) hold it to the page and the dialog.
    project: uniqueName('Sweep project for the quarterly launch plan and its reviews'),
    canvas: uniqueName('Sweep canvas'),
    event: uniqueName('Sweep review'),
  };
  const seed = new ContentSeed(team.workspaceId, team.owner.uid);
  const projectId = seed.project(names.project, 'Where the sweep starts');
  const canvasId = seed.canvas(names.canvas, { pinned: true, projectId });
  const eventId = seed.event(names.event, todayAtUtc(10), {
    location: 'Room 1',
    projectId,
    attendees: [team.member.uid],
  });
  await seed.commit();
  return { ...names, projectId, canvasId, eventId };
}

/** A real video, uploaded through the app by the owner, so its review page plays it. */
async function uploadVideo(browser: Browser, team: Team) {
  const videoName = uniqueName('Sweep clip');
  const { page, context } = await signInTo(browser, team.owner, team.workspaceId);
  await page.goto(workspaceHref(team.workspaceId, 'videos'));
  await uploadClip(page, await recordWebm(page, 2), videoName);
  await context.close();
  const found = await getFirestore(adminApp())
    .collection(`workspaces/${team.workspaceId}/videos`)
    .where('videoName', '==', videoName)
    .get();
  return { videoName, videoId: found.docs[0]!.id };
}

const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name }).waitFor();

type Content = Awaited<ReturnType<typeof seedContent>> & Awaited<ReturnType<typeof uploadVideo>>;

function stopsFor(team: Team, content: Content): Stop[] {
  const ws = team.workspaceId;
  return [
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
    {
      name: 'calendar',
      path: calendarHref(ws),
      // The seeded event drawn: the week has its content (an empty week is
      // calendar-layout.spec's).
      ready: (page) => page.locator('.fc-event').filter({ hasText: content.event }).waitFor(),
    },
    {
      name: 'event',
      path: calendarHref(ws, content.eventId),
      ready: (page) => page.getByRole('dialog').waitFor(),
    },
    { name: 'videos', path: workspaceHref(ws, 'videos'), ready: (page) => heading(page, 'Videos') },
    {
      // The review page with its player, version bar and comments, once the clip's length is known.
      name: 'video',
      path: videoHref(ws, content.videoId),
      ready: async (page) => {
        await heading(page, content.videoName);
        await expect
          .poll(() => page.getByLabel('Playback time').textContent())
          .toMatch(/ \/ 0:0[1-9]$/);
      },
    },
    {
      name: 'chat',
      path: '/chat',
      // The workspace's channel listed: the list and the conversation have rendered.
      ready: async (page) => {
        await page.getByRole('status').filter({ hasText: 'Connected' }).waitFor();
        await page
          .getByRole('complementary', { name: 'Channels' })
          .locator('.str-chat__channel-list-item')
          .first()
          .waitFor();
      },
    },
    {
      name: 'settings',
      path: workspaceSettingsHref(ws),
      ready: (page) => page.getByText(team.member.name).first().waitFor(),
    },
    { name: 'profile', path: '/profile', ready: (page) => heading(page, 'Your profile') },
  ];
}

/**
 * Opens `path` the way the app's own links do (a client-side route change: the app, its sign-in
 * and its listeners stay loaded), which also keeps the sweep quick.
 */
async function visit(page: Page, path: string) {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
}

/** Width and height in px, and the system's colour scheme. */
type Viewing = [number, number, 'light' | 'dark'];

/** The controls of an open dialog that reach past its right edge (clipped). */
function outOfDialog(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const dialog = document.querySelector('dialog[open]');
    if (!dialog) return [];
    const edge = dialog.getBoundingClientRect().right;
    return Array.from(dialog.querySelectorAll('input, select, textarea, button'))
      .filter((control) => control.getBoundingClientRect().right > edge + 1)
      .map((control) => `${control.tagName.toLowerCase()}#${control.id}`);
  });
}

/** Everything the sweep finds wrong at one width, page by page. */
async function sweep(
  browser: Browser,
  team: Team,
  stops: Stop[],
  [width, height, colorScheme]: Viewing,
) {
  const { page, context, errors } = await signInTo(browser, team.owner, team.workspaceId, {
    width,
    height,
    colorScheme,
  });
  const noise = watchPage(page);
  const findings: string[] = [];
  for (const stop of stops) {
    await visit(page, stop.path);
    await stop.ready(page);
    for (const violation of await seriousViolations(page))
      findings.push(`${stop.name}: ${violation}`);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    if (scrollWidth > width) findings.push(`${stop.name}: page is ${scrollWidth} px wide`);
    for (const control of await outOfDialog(page)) {
      findings.push(`${stop.name}: ${control} sticks out of the dialog`);
    }
    // Room for the current workspace's name, not just the switcher's arrow.
    const switcher = await page.getByRole('combobox', { name: 'Current workspace' }).boundingBox();
    if (!switcher || switcher.width < 120) {
      findings.push(`${stop.name}: the workspace switcher is ${switcher?.width ?? 0} px wide`);
    }
    for (const line of noise.splice(0)) findings.push(`${stop.name}: ${line}`);
  }
  for (const error of errors) findings.push(`uncaught: ${error}`);
  await context.close();
  return findings.map((finding) => `${width} px ${colorScheme}, ${finding}`);
}

describe('page sweep', () => {
  let browser: Browser;
  let team: Team;
  let stops: Stop[];
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
    const [content, video] = await Promise.all([seedContent(team), uploadVideo(browser, team)]);
    stops = stopsFor(team, { ...content, ...video });
  });
  afterAll(async () => {
    await browser?.close();
  });

  // One viewing per test, so a slow runner gets the whole timeout for each. Dark mode follows the
  // system's preference while nothing is saved; axe then checks its contrast.
  it.each<Viewing>([
    [1366, 900, 'light'],
    [375, 740, 'light'],
    [1366, 900, 'dark'],
  ])(
    'every page at %i × %i px, %s: axe, layout, requests and console are clean',
    async (...viewing) => {
      expect(await sweep(browser, team, stops, viewing)).toEqual([]);
    },
    150_000,
  );
});

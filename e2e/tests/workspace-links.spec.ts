/**
 * Links carry their workspace (/w/{workspaceId}/...): Bob, a member of the seeded shared
 * workspace whose current workspace is his own, opens a canvas, a project, a video and a calendar
 * event there from a link and lands on them, and from a notification's link; the old addresses without
 * a workspace redirect to the new ones; a stranger opening the same links is told they are not a
 * member and sees nothing of the item.
 */
import { calendarHref, canvasHref, projectHref, videoHref } from '@crewspace/common/links';
import type { NotificationDoc } from '@crewspace/common/models';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../fixtures/browser';
import { ContentSeed, todayAtUtc } from '../fixtures/content';
import { AppShell } from '../fixtures/pages';
import {
  adminApp,
  createApprovedUser,
  demoLogin,
  readFlags,
  signInTo,
  type TeamUser,
  uidByEmail,
  uniqueName,
} from '../fixtures/stack';
import { DEMO_WORKSPACE_ID } from '../../scripts/lib/seed-demo';

/** A canvas, a project, a video and an event in the shared workspace, as the app writes them. */
async function seedSharedItems(createdBy: string) {
  const names = {
    canvas: uniqueName('Shared canvas'),
    project: uniqueName('Shared project'),
    event: uniqueName('Shared event'),
    video: uniqueName('Shared video'),
  };
  const seed = new ContentSeed(DEMO_WORKSPACE_ID, createdBy);
  const canvasId = seed.canvas(names.canvas);
  const projectId = seed.project(names.project);
  // The link opens the video's page from its document; the file itself is not needed here.
  const videoId = seed.video(names.video);
  const eventId = seed.event(names.event, todayAtUtc(12), { minutes: 60 });
  await seed.commit();
  return {
    canvas: { href: canvasHref(DEMO_WORKSPACE_ID, canvasId), title: names.canvas },
    project: {
      href: projectHref(DEMO_WORKSPACE_ID, projectId),
      name: names.project,
      id: projectId,
    },
    canvasId,
    video: { href: videoHref(DEMO_WORKSPACE_ID, videoId), name: names.video },
    event: { href: calendarHref(DEMO_WORKSPACE_ID, eventId), title: names.event },
  };
}

/** An unread notification leading to `link`, as the functions write one (clients cannot). */
async function addLinkedNotification(userId: string, title: string, link: string) {
  const doc: NotificationDoc<Timestamp> = {
    userId,
    type: 'event-invite',
    title,
    body: `${title} (e2e)`,
    read: false,
    createdAt: Timestamp.now(),
    link,
  };
  const ref = await getFirestore(adminApp()).collection('notifications').add(doc);
  return ref.id;
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name, exact: true });
}

describe('workspace links', () => {
  let browser: Browser;
  let bob: TeamUser;
  let items: Awaited<ReturnType<typeof seedSharedItems>>;

  beforeAll(async () => {
    browser = await launchBrowser();
    const login = demoLogin('bob');
    bob = { ...login, uid: await uidByEmail(login.email), name: login.displayName };
    items = await seedSharedItems(bob.uid);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('opens a shared canvas, project, video and event for a member whose current workspace is their own', async () => {
    const { context, page, errors } = await signInTo(browser, bob, `default-${bob.uid}`);
    // The personal workspace is current before the link is opened.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Current workspace' }).inputValue())
      .toBe(`default-${bob.uid}`);

    const tab = await context.newPage();
    await tab.goto(items.canvas.href);
    await heading(tab, items.canvas.title).waitFor();
    expect(new URL(tab.url()).pathname).toBe(items.canvas.href);

    await tab.goto(items.project.href);
    await heading(tab, items.project.name).waitFor();
    expect(new URL(tab.url()).pathname).toBe(items.project.href);
    // Opening the link made the shared workspace current in that tab.
    expect(await tab.getByRole('combobox', { name: 'Current workspace' }).inputValue()).toBe(
      DEMO_WORKSPACE_ID,
    );
    await tab.goto(items.video.href);
    await heading(tab, items.video.name).waitFor();
    expect(new URL(tab.url()).pathname).toBe(items.video.href);
    // An event's link opens the calendar with that event's dialog, read first.
    await tab.goto(items.event.href);
    await tab.getByRole('dialog', { name: items.event.title }).waitFor();
    expect(`${new URL(tab.url()).pathname}${new URL(tab.url()).search}`).toBe(items.event.href);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens a notification's link in its workspace and marks the notification read", async () => {
    const { context, page, errors } = await signInTo(browser, bob, `default-${bob.uid}`);
    const title = uniqueName('Linked notice');
    const id = await addLinkedNotification(bob.uid, title, items.project.href);
    const shell = new AppShell(page);
    await shell.bell.click();
    await shell.notificationsPanel.getByRole('link', { name: title }).click();
    await heading(page, items.project.name).waitFor();
    expect(new URL(page.url()).pathname).toBe(items.project.href);
    expect(await page.getByRole('combobox', { name: 'Current workspace' }).inputValue()).toBe(
      DEMO_WORKSPACE_ID,
    );
    await expect.poll(() => readFlags([id])).toEqual([true]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('redirects the old addresses without a workspace to the new ones', async () => {
    const { context, page } = await signInTo(browser, bob, `default-${bob.uid}`);
    await page.goto(`/canvases/${items.canvasId}`);
    await heading(page, items.canvas.title).waitFor();
    expect(new URL(page.url()).pathname).toBe(items.canvas.href);
    await page.goto(`/projects/${items.project.id}`);
    await heading(page, items.project.name).waitFor();
    expect(new URL(page.url()).pathname).toBe(items.project.href);
    // A section alone opens in the remembered current workspace (signInTo remembers Bob's own).
    await page.goto('/canvases');
    await page.waitForURL(`**/w/default-${bob.uid}/canvases`);
    await context.close();
  });

  it('tells a stranger they are not a member, and shows nothing of the items', async () => {
    const name = uniqueName('Stranger');
    const stranger: TeamUser = { ...(await createApprovedUser(name)), name };
    const { context, page } = await signInTo(browser, stranger, `default-${stranger.uid}`);
    for (const link of [
      items.canvas.href,
      items.project.href,
      items.video.href,
      items.event.href,
    ]) {
      await page.goto(link);
      await heading(page, 'You are not a member of this workspace').waitFor();
      expect(new URL(page.url()).pathname).toBe(new URL(link, page.url()).pathname);
    }
    expect(await page.getByText(items.event.title).count()).toBe(0);
    expect(await page.getByText(items.canvas.title).count()).toBe(0);
    expect(await page.getByText(items.project.name).count()).toBe(0);
    expect(await page.getByText(items.video.name).count()).toBe(0);
    await context.close();
  });
});

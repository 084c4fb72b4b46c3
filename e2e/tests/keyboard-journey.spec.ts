/**
 * A journey from the keyboard alone, in a workspace with content: the skip link, the navigation
 * (the new page's heading takes focus), and the palette opening a canvas found by a misspelt
 * word; then focus through an invitation: sent (back to the emptied field), the address verified
 * (to the invitation's heading) and accepted (to "Open …").
 */
import type { Browser, Page } from 'playwright-core';
import { canvasHref, workspaceHref } from '@crewspace/common/links';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { ContentSeed } from '../fixtures/content';
import {
  createApprovedUser,
  seedTeam,
  signInTo,
  uniqueName,
  verificationLink,
  type Team,
} from '../fixtures/stack';
import { pendingInvitationId, signIn } from '../fixtures/workspaces';

async function seedContent(team: Team) {
  const names = { project: uniqueName('Journey project'), canvas: uniqueName('Journey canvas') };
  const seed = new ContentSeed(team.workspaceId, team.owner.uid);
  const projectId = seed.project(names.project, 'Where the journey starts');
  const canvasId = seed.canvas(names.canvas, { pinned: true, projectId });
  const eventId = seed.event(
    uniqueName('Journey review'),
    new Date(Date.now() + 2 * 60 * 60 * 1000),
    {
      location: 'Room 1',
      projectId,
      attendees: [team.member.uid],
    },
  );
  await seed.commit();
  return { ...names, projectId, canvasId, eventId };
}

describe('journeys', () => {
  let browser: Browser;
  let team: Team;
  let content: Awaited<ReturnType<typeof seedContent>>;
  beforeAll(async () => {
    [browser, team] = await Promise.all([launchBrowser(), seedTeam()]);
    content = await seedContent(team);
  });
  afterAll(async () => {
    await browser?.close();
  });

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
    // The new page's heading has focus (announced), and the next Tab starts in the page.
    await expect.poll(() => focused(page)).toBe('H1 Canvases');
    await page.keyboard.press('Control+k');
    const find = page.getByRole('combobox', { name: 'Find' });
    await find.fill('journy canvas');
    // Enter opens the first result, so wait until the palette's index has found the canvas.
    await page.getByRole('option', { name: new RegExp(content.canvas) }).waitFor();
    await find.press('Enter');
    await page.waitForURL(`**${canvasHref(team.workspaceId, content.canvasId)}`);
    await context.close();
  });

  it('keeps focus where the work goes on: inviting, verifying the address, accepting', async () => {
    const inviteeName = uniqueName('Kay');
    const invitee = await createApprovedUser(inviteeName, { emailVerified: false });
    const workspaceName = `${team.owner.name}'s Workspace`;

    const owner = await signInTo(browser, team.owner, team.workspaceId);
    await owner.page.getByRole('link', { name: 'Workspace settings' }).focus();
    await owner.page.keyboard.press('Enter');
    await expect.poll(() => focused(owner.page)).toBe(`H1 ${workspaceName} settings`);
    const form = owner.page.getByRole('form', { name: 'Invite a member' });
    await form.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
    await form.getByRole('button', { name: 'Send invitation' }).focus();
    await owner.page.keyboard.press('Enter');
    await form.getByRole('status').filter({ hasText: invitee.email }).waitFor();
    // The next invitation starts in the emptied field, not at the top of the page.
    expect(await focused(owner.page)).toBe('INPUT Email');
    const invitationId = await pendingInvitationId(workspaceName, invitee.email);

    const context = await newContext(browser);
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signIn(page, invitee, inviteeName);
    await page.goto(`/invitations/${invitationId}`);
    await page.getByRole('button', { name: 'Send verification email' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Check your inbox').waitFor();
    // Opened elsewhere (a phone's mail app): the address is verified, this tab does not know yet.
    expect(
      (await fetch(await verificationLink(invitee.email), { redirect: 'manual' })).status,
    ).toBe(303);
    await page.getByRole('button', { name: "I've verified it" }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => focused(page)).toBe(`H1 Join ${workspaceName}`);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('BUTTON Accept invitation');
    await page.keyboard.press('Enter');
    await page.getByText(`You are a member of ${workspaceName}.`).waitFor();
    await expect.poll(() => focused(page)).toBe(`BUTTON Open ${workspaceName}`);

    expect([...owner.errors, ...errors]).toEqual([]);
    await context.close();
    await owner.close();
  });
});

/** What has focus: its tag and its name (label or text), e.g. "H1 Canvases", "INPUT Email". */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active) return '';
    const labelled = (active as HTMLInputElement).labels?.[0]?.textContent;
    return `${active.tagName} ${(labelled ?? active.textContent ?? '').trim()}`;
  });
}

/**
 * Workspaces and projects through the UI: create a workspace, rename it, invite a member as a
 * viewer who accepts from the invitation page, and check that rights shape the project controls.
 * Only the invitation id is read directly (the invitee would follow the notification link).
 * Walked twice: the owner at 1366 px and the viewer on a 375 px phone, then the other way round.
 * An invitee whose address is not verified yet opens the link of the verification email in a new
 * tab and finds the invitation there ready to accept (both ways round too).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bothWays, launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { adminApp, createApprovedUser, uniqueName, verificationLink } from '../fixtures/stack';
import {
  createProject,
  createWorkspace,
  invite,
  pendingInvitationId,
  signIn,
} from '../fixtures/workspaces';

describe('workspaces and projects', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(bothWays('owner', 'viewer'))(
    'creates, renames and shares a workspace; a viewer sees projects without edit controls ($widths)',
    async (screens) => {
      const ownerName = uniqueName('Olive');
      const viewerName = uniqueName('Victor');
      const owner = await createApprovedUser(ownerName);
      const viewer = await createApprovedUser(viewerName);
      const workspaceName = uniqueName('Studio');
      const projectName = uniqueName('Launch');

      const ownerContext = await newContext(browser, screens.owner);
      const ownerPage = await ownerContext.newPage();
      const ownerErrors = trackPageErrors(ownerPage);
      await signIn(ownerPage, owner, ownerName);

      await ownerPage.getByRole('button', { name: 'New workspace' }).click();
      const dialog = ownerPage.getByRole('dialog', { name: 'New workspace' });
      await dialog.getByRole('textbox', { name: 'Workspace name' }).fill(workspaceName);
      await dialog.getByRole('button', { name: 'Create workspace' }).click();
      await ownerPage.getByRole('heading', { level: 2, name: workspaceName }).waitFor();

      await ownerPage.getByRole('link', { name: 'Workspace settings' }).click();
      const renamed = `${workspaceName} HQ`;
      await ownerPage.getByRole('textbox', { name: 'Workspace name' }).fill(renamed);
      await ownerPage.getByRole('button', { name: 'Save changes' }).click();
      await ownerPage.getByText('Workspace saved.').waitFor();
      await ownerPage.getByRole('heading', { level: 1, name: `${renamed} settings` }).waitFor();

      const invite = ownerPage.getByRole('form', { name: 'Invite a member' });
      await invite.getByRole('textbox', { name: 'Email' }).fill(viewer.email);
      await invite.getByRole('combobox', { name: 'Role' }).selectOption('viewer');
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await ownerPage
        .getByText(
          `Invitation sent to ${viewer.email}. It can be accepted for 14 days. They must verify their email address before accepting.`,
        )
        .waitFor();
      await ownerPage
        .getByRole('list', { name: 'Pending invitations' })
        .getByText(viewer.email)
        .waitFor();

      await createProject(ownerPage, projectName);

      const invitationId = await pendingInvitationId(renamed, viewer.email);
      const viewerContext = await newContext(browser, screens.viewer);
      const viewerPage = await viewerContext.newPage();
      const viewerErrors = trackPageErrors(viewerPage);
      await signIn(viewerPage, viewer, viewerName);
      await viewerPage.goto(`/invitations/${invitationId}`);
      await viewerPage.getByRole('heading', { name: `Join ${renamed}` }).waitFor();
      await viewerPage.getByRole('button', { name: 'Accept invitation' }).click();
      await viewerPage.getByText(`You are a member of ${renamed}.`).waitFor();

      await viewerPage.getByRole('button', { name: `Open ${renamed}` }).click();
      await viewerPage.getByRole('heading', { level: 2, name: renamed }).waitFor();
      await viewerPage.goto('/projects');
      const row = viewerPage.getByRole('listitem', { name: projectName });
      await row.waitFor();
      expect(await row.getByRole('button').count()).toBe(0);
      expect(await viewerPage.getByRole('button', { name: 'New project' }).count()).toBe(0);

      await row.getByRole('link', { name: projectName }).click();
      await viewerPage.getByRole('heading', { level: 1, name: projectName }).waitFor();
      await viewerPage
        .getByRole('region', { name: 'Canvases' })
        .getByText('No canvases in this project yet.')
        .waitFor();
      expect(await viewerPage.getByRole('button', { name: 'Edit' }).count()).toBe(0);

      expect([...ownerErrors, ...viewerErrors]).toEqual([]);
      await viewerContext.close();
      await ownerContext.close();
    },
  );

  it('says an invitation past its 14 days is no longer valid, to the invitee and in the pending list (375 px)', async () => {
    const ownerName = uniqueName('Orla');
    const inviteeName = uniqueName('Ivo');
    const owner = await createApprovedUser(ownerName);
    const invitee = await createApprovedUser(inviteeName);
    const workspaceName = uniqueName('Archive');

    const ownerContext = await newContext(browser, { width: 375, height: 740 });
    const ownerPage = await ownerContext.newPage();
    const ownerErrors = trackPageErrors(ownerPage);
    await signIn(ownerPage, owner, ownerName);
    await createWorkspace(ownerPage, workspaceName);
    await ownerPage.getByRole('link', { name: 'Workspace settings' }).click();
    await invite(ownerPage, invitee.email, 'member');
    const invitationId = await pendingInvitationId(workspaceName, invitee.email);

    // Fifteen days later, as far as the invitation can tell (a test cannot wait two weeks).
    await getFirestore(adminApp())
      .doc(`invitations/${invitationId}`)
      .update({
        createdAt: Timestamp.fromMillis(Date.now() - 15 * 24 * 60 * 60 * 1000),
        expiresAt: Timestamp.fromMillis(Date.now() - 24 * 60 * 60 * 1000),
      });
    await ownerPage
      .getByRole('listitem', { name: invitee.email })
      .getByText('Expired', { exact: true })
      .waitFor();

    const inviteeContext = await newContext(browser, { width: 375, height: 740 });
    const inviteePage = await inviteeContext.newPage();
    const inviteeErrors = trackPageErrors(inviteePage);
    await signIn(inviteePage, invitee, inviteeName);
    await inviteePage.goto(`/invitations/${invitationId}`);
    await inviteePage.getByText('No longer valid').waitFor();
    await inviteePage.getByText(/invitations last 14 days/).waitFor();
    expect(await inviteePage.getByRole('button', { name: 'Accept invitation' }).count()).toBe(0);

    expect([...ownerErrors, ...inviteeErrors]).toEqual([]);
    await inviteeContext.close();
    await ownerContext.close();
  });

  it.each(bothWays('owner', 'invitee'))(
    'an invitee back from the verification link finds the invitation ready to accept ($widths)',
    async (screens) => {
      const ownerName = uniqueName('Otto');
      const inviteeName = uniqueName('Ines');
      const owner = await createApprovedUser(ownerName);
      const invitee = await createApprovedUser(inviteeName, { emailVerified: false });
      const workspaceName = `${ownerName}'s Workspace`;

      const ownerContext = await newContext(browser, screens.owner);
      const ownerPage = await ownerContext.newPage();
      const ownerErrors = trackPageErrors(ownerPage);
      await signIn(ownerPage, owner, ownerName);
      await ownerPage.getByRole('link', { name: 'Workspace settings' }).click();
      await invite(ownerPage, invitee.email, 'member');
      // The inviter is told why the invitee may not accept at once.
      await ownerPage
        .getByRole('form', { name: 'Invite a member' })
        .getByText('They must verify their email address before accepting.')
        .waitFor();
      const invitationId = await pendingInvitationId(workspaceName, invitee.email);

      const inviteeContext = await newContext(browser, screens.invitee);
      const inviteePage = await inviteeContext.newPage();
      const inviteeErrors = trackPageErrors(inviteePage);
      await signIn(inviteePage, invitee, inviteeName);
      await inviteePage.goto(`/invitations/${invitationId}`);
      await inviteePage.getByRole('button', { name: 'Send verification email' }).click();
      await inviteePage.getByText('Check your inbox').waitFor();

      // The link in the email opens a new tab; it verifies the address and leads back to the
      // invitation, which is ready to accept without "I've verified it".
      const linkTab = await inviteeContext.newPage();
      const linkErrors = trackPageErrors(linkTab);
      await linkTab.goto(await verificationLink(invitee.email));
      await linkTab.waitForURL(`**/invitations/${invitationId}`);
      await linkTab.getByRole('heading', { level: 1, name: `Join ${workspaceName}` }).waitFor();
      expect(await linkTab.getByRole('button', { name: "I've verified it" }).count()).toBe(0);
      await linkTab.getByRole('button', { name: 'Accept invitation' }).click();
      await linkTab.getByText(`You are a member of ${workspaceName}.`).waitFor();

      expect([...ownerErrors, ...inviteeErrors, ...linkErrors]).toEqual([]);
      await inviteeContext.close();
      await ownerContext.close();
    },
  );
});

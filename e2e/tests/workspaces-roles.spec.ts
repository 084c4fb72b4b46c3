/**
 * Roles in the browser: the owner invites a member (and revokes a stray invitation), then demotes
 * the member to viewer. The member's open projects page loses its edit controls without a reload,
 * and the same direct Firestore write that worked as a member is refused by the rules as a viewer.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { adminApp, createApprovedUser, uniqueEmail, uniqueName } from '../fixtures/stack';
import {
  acceptInvitation,
  createProject,
  createWorkspace,
  invite,
  patchFromPage,
  signIn,
  workspaceIdByName,
} from '../fixtures/workspaces';

describe('workspace roles', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a member demoted to viewer loses edit controls live and direct writes are refused', async () => {
    const ownerName = uniqueName('Owen');
    const memberName = uniqueName('Mina');
    const owner = await createApprovedUser(ownerName);
    const member = await createApprovedUser(memberName);
    const workspaceName = uniqueName('Guild');
    const projectName = uniqueName('Roadmap');

    const ownerContext = await newContext(browser);
    const ownerPage = await ownerContext.newPage();
    const ownerErrors = trackPageErrors(ownerPage);
    await signIn(ownerPage, owner, ownerName);
    await createWorkspace(ownerPage, workspaceName);
    const workspaceId = await workspaceIdByName(workspaceName);

    await createProject(ownerPage, projectName);
    const href = await ownerPage.getByRole('link', { name: projectName }).getAttribute('href');
    const projectPath = `workspaces/${workspaceId}/projects/${href!.split('/').pop()!}`;

    await ownerPage.goto(`/workspaces/${workspaceId}/settings`);
    await invite(ownerPage, member.email, 'member');
    const stray = uniqueEmail('stray');
    await invite(ownerPage, stray, 'viewer');
    await ownerPage.getByRole('button', { name: `Revoke the invitation for ${stray}` }).click();
    await ownerPage
      .getByRole('alertdialog', { name: 'Revoke invitation?' })
      .getByRole('button', { name: 'Revoke invitation' })
      .click();
    const pending = ownerPage.getByRole('list', { name: 'Pending invitations' });
    await pending.getByText(stray).waitFor({ state: 'detached' });
    await pending.getByText(member.email).waitFor();

    const memberContext = await newContext(browser);
    const memberPage = await memberContext.newPage();
    const memberErrors = trackPageErrors(memberPage);
    await signIn(memberPage, member, memberName);
    await acceptInvitation(memberPage, workspaceName, member.email);
    await memberPage.goto('/projects');
    const row = memberPage.getByRole('listitem', { name: projectName });
    await row.getByRole('button', { name: 'Edit' }).waitFor();
    await memberPage.getByRole('button', { name: 'New project' }).waitFor();
    expect(
      await patchFromPage(memberPage, projectPath, {
        description: 'Written as a member',
        updatedBy: member.uid,
      }),
    ).toBe(200);

    await ownerPage
      .getByRole('listitem', { name: memberName })
      .getByRole('combobox', { name: `Role of ${memberName}` })
      .selectOption('viewer');

    await memberPage.getByRole('button', { name: 'New project' }).waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'Edit' }).waitFor({ state: 'detached' });
    expect(await row.getByRole('button').count()).toBe(0);
    expect(
      await patchFromPage(memberPage, projectPath, {
        description: 'Written as a viewer',
        updatedBy: member.uid,
      }),
    ).toBe(403);
    const stored = await getFirestore(adminApp()).doc(projectPath).get();
    expect(stored.get('description')).toBe('Written as a member');

    expect(ownerErrors).toEqual([]);
    expect(memberErrors).toEqual([]);
    await memberContext.close();
    await ownerContext.close();
  }, 150_000);
});

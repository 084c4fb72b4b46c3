/**
 * Deleting a shared workspace from its danger zone (typed name): it disappears for every member
 * without a reload, and each member's switcher moves on to their personal workspace.
 */
import { getFirestore } from 'firebase-admin/firestore';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newContext, trackPageErrors } from '../fixtures/browser';
import { adminApp, createApprovedUser, uniqueName } from '../fixtures/stack';
import {
  acceptInvitation,
  createWorkspace,
  invite,
  signIn,
  workspaceIdByName,
  workspaceSwitcher,
} from '../fixtures/workspaces';

describe('workspace deletion', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('removes the workspace for all members and the switcher moves on', async () => {
    const ownerName = uniqueName('Dora');
    const memberName = uniqueName('Milo');
    const owner = await createApprovedUser(ownerName);
    const member = await createApprovedUser(memberName);
    const workspaceName = uniqueName('Sandbox');

    const ownerContext = await newContext(browser);
    const ownerPage = await ownerContext.newPage();
    const ownerErrors = trackPageErrors(ownerPage);
    await signIn(ownerPage, owner, ownerName);
    await createWorkspace(ownerPage, workspaceName);
    const workspaceId = await workspaceIdByName(workspaceName);
    await ownerPage.goto(`/workspaces/${workspaceId}/settings`);
    await invite(ownerPage, member.email, 'member');

    const memberContext = await newContext(browser);
    const memberPage = await memberContext.newPage();
    const memberErrors = trackPageErrors(memberPage);
    await signIn(memberPage, member, memberName);
    await acceptInvitation(memberPage, workspaceName, member.email);
    const memberSwitcher = workspaceSwitcher(memberPage);
    expect(await memberSwitcher.selectedName()).toBe(workspaceName);

    await ownerPage.getByRole('button', { name: 'Delete workspace' }).click();
    const question = ownerPage.getByRole('alertdialog', { name: 'Delete workspace?' });
    const deleteButton = question.getByRole('button', { name: 'Delete workspace' });
    const typedName = question.getByRole('textbox', { name: `Type ${workspaceName} to confirm` });
    await typedName.fill('nope');
    expect(await deleteButton.isDisabled()).toBe(true);
    await typedName.fill(workspaceName);
    await deleteButton.click();

    const ownerSwitcher = workspaceSwitcher(ownerPage);
    await ownerPage.getByRole('heading', { level: 2, name: `${ownerName}'s Workspace` }).waitFor();
    await expect.poll(() => ownerSwitcher.names()).not.toContain(workspaceName);
    expect(await ownerSwitcher.selectedName()).toBe(`${ownerName}'s Workspace`);

    await memberPage
      .getByRole('heading', { level: 2, name: `${memberName}'s Workspace` })
      .waitFor();
    await expect.poll(() => memberSwitcher.names()).not.toContain(workspaceName);
    expect(await memberSwitcher.selectedName()).toBe(`${memberName}'s Workspace`);
    expect(await memberPage.getByRole('alert').count()).toBe(0);

    const db = getFirestore(adminApp());
    expect((await db.collection('workspaces').doc(workspaceId).get()).exists).toBe(false);
    const members = await db.collection('workspaces').doc(workspaceId).collection('members').get();
    expect(members.size).toBe(0);

    expect(ownerErrors).toEqual([]);
    expect(memberErrors).toEqual([]);
    await memberContext.close();
    await ownerContext.close();
  }, 150_000);
});

import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/emulators';
import { readAs as read, uploadAs as upload } from '../testing/storage';

/**
 * The storage stand-in's rules against the real Firestore emulator of the test stack
 * (vitest.integration.setup.ts gives it the address): access follows the member documents
 * written here, workspaces/{workspaceId}/members/{uid}, as storage.rules' firestore.get reads
 * them. Requests go over the Firebase v0 REST API with Auth-emulator ID tokens, as the Web SDK
 * sends.
 */

describe('storage stand-in: workspace files need an active member document in Firestore', () => {
  let editor: TestAccount;
  let viewer: TestAccount;
  let outsider: TestAccount;
  let workspaceId: string;

  const memberRef = (account: TestAccount) =>
    db.doc(`workspaces/${workspaceId}/members/${account.uid}`);

  /** A member document in the shape the membership model writes. */
  async function addMember(account: TestAccount, role: string): Promise<void> {
    await memberRef(account).set({
      uid: account.uid,
      workspaceId,
      role,
      displayName: account.email,
      nameLower: account.email.toLowerCase(),
      photoURL: null,
      joinedAt: new Date(),
    });
  }

  beforeAll(async () => {
    [editor, viewer, outsider] = await Promise.all([
      approvedAccount('Canvas Editor'),
      approvedAccount('Canvas Viewer'),
      approvedAccount('Canvas Outsider'),
    ]);
    // Only the member documents: the rules read nothing else.
    workspaceId = `canvas-storage-${Date.now()}`;
    await Promise.all([addMember(editor, 'owner'), addMember(viewer, 'viewer')]);
  });

  const stamp = (account: TestAccount) => ({ uploadedBy: account.uid, workspaceId });
  const imagePath = (fileId: string) => `canvasImages/${workspaceId}/c1/${fileId}`;

  it('lets an editor upload an image, and members read it', async () => {
    expect(await upload(editor, imagePath('a'), 'image/png', stamp(editor))).toBe(200);
    expect(await read(editor, imagePath('a'))).toBe(200);
    expect(await read(viewer, imagePath('a'))).toBe(200);
  });

  it('refuses a viewer, a non-member and a non-image', async () => {
    expect(await upload(viewer, imagePath('b'), 'image/png', stamp(viewer))).toBe(403);
    expect(await upload(outsider, imagePath('c'), 'image/png', stamp(outsider))).toBe(403);
    expect(await read(outsider, imagePath('a'))).toBe(403);
    expect(await upload(editor, imagePath('d'), 'text/plain', stamp(editor))).toBe(403);
  });

  it('applies to videos too, in the workspace’s own folder', async () => {
    const video = `videos/${workspaceId}/clip.webm`;
    expect(await upload(editor, video, 'video/webm', stamp(editor))).toBe(200);
    expect(await read(viewer, video)).toBe(200);
    expect(await read(outsider, video)).toBe(403);
  });

  it('follows member documents as they change: a new member, then a suspended one', async () => {
    await addMember(outsider, 'member');
    expect(await upload(outsider, imagePath('e'), 'image/png', stamp(outsider))).toBe(200);
    expect(await read(outsider, imagePath('e'))).toBe(200);

    await memberRef(outsider).update({ suspended: true });
    expect(await read(outsider, imagePath('e'))).toBe(403);
    expect(await upload(outsider, imagePath('f'), 'image/png', stamp(outsider))).toBe(403);
  });
});

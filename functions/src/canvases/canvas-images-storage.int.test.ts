import { TEST_PORTS } from '@crewspace/common/local-config';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import type { TestAccount } from '../testing/emulators';

/**
 * The storage stand-in's canvasImages rule against the real Firestore emulator of the test
 * stack (vitest.integration.setup.ts gives it the address): membership and role come from the
 * workspace documents written here, as storage.rules' firestore.get/exists read them.
 * Requests go over the Firebase v0 REST API with Auth-emulator ID tokens, as the Web SDK sends.
 */

const STORAGE = `http://127.0.0.1:${TEST_PORTS.storage}/v0/b/${process.env.GCLOUD_PROJECT}.appspot.com/o`;

async function upload(
  account: TestAccount,
  name: string,
  contentType: string,
  metadata: Record<string, string>,
): Promise<number> {
  const boundary = 'canvas-image-boundary';
  const json = JSON.stringify({ name, contentType, metadata });
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${json}\r\n`,
    ),
    Buffer.from(`--${boundary}\r\nContent-Type: ${contentType}\r\n\r\n`),
    Buffer.from('image bytes'),
    Buffer.from(`\r\n--${boundary}--`),
  ]);
  const response = await fetch(`${STORAGE}?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: {
      Authorization: `Firebase ${account.idToken}`,
      'Content-Type': `multipart/related; boundary=${boundary}`,
      'X-Goog-Upload-Protocol': 'multipart',
    },
    body,
  });
  return response.status;
}

async function read(account: TestAccount, name: string): Promise<number> {
  const response = await fetch(`${STORAGE}/${encodeURIComponent(name)}`, {
    headers: { Authorization: `Firebase ${account.idToken}` },
  });
  return response.status;
}

describe('storage stand-in: canvas images need workspace membership from Firestore', () => {
  let editor: TestAccount;
  let viewer: TestAccount;
  let outsider: TestAccount;
  let workspaceId: string;

  beforeAll(async () => {
    [editor, viewer, outsider] = await Promise.all([
      approvedAccount('Canvas Editor'),
      approvedAccount('Canvas Viewer'),
      approvedAccount('Canvas Outsider'),
    ]);
    workspaceId = `canvas-storage-${Date.now()}`;
    await db
      .collection('workspaces')
      .doc(workspaceId)
      .set({
        name: 'Canvas storage',
        ownerId: editor.uid,
        members: [editor.uid, viewer.uid],
      });
    await db
      .collection('workspaceRoles')
      .doc(`${workspaceId}_${viewer.uid}`)
      .set({ workspaceId, userId: viewer.uid, role: 'viewer' });
  });

  const stamp = (account: TestAccount) => ({ uploadedBy: account.uid, workspaceId });
  const imagePath = (fileId: string) => `canvasImages/${workspaceId}/c1/${fileId}`;

  it('lets a member upload an image, and members read it', async () => {
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

  it('follows the members list as it changes', async () => {
    await db
      .collection('workspaces')
      .doc(workspaceId)
      .update({ members: [editor.uid, viewer.uid, outsider.uid] });
    expect(await upload(outsider, imagePath('e'), 'image/png', stamp(outsider))).toBe(200);
  });
});

/**
 * Storage per workspace, end to end on the test stack: uploads through the storage stand-in
 * fire Storage's events, the functions keep workspaces/{ws}/usage/storage from them, and the
 * stand-in's rules (storage.rules) refuse an upload that would pass 20 GiB.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { waitFor } from '../testing/emulators';
import { deleteAs, uploadAs } from '../testing/storage';
import { teamWorkspace } from '../testing/workspaces';
import { countStorageEvent, storageUsageRef } from './storage-usage';

const GiB = 1024 * 1024 * 1024;

function usageReaches(workspaceId: string, bytes: number) {
  return waitFor(async () => {
    const stored = (await storageUsageRef(workspaceId).get()).get('bytes') as number | undefined;
    return stored === bytes ? stored : undefined;
  }, `storage usage of ${workspaceId} at ${bytes} bytes`);
}

describe('storage usage per workspace', () => {
  it('counts uploads, replacements and deletions once each, from Storage’s own events', async () => {
    const owner = await approvedAccount('uploader');
    const team = await teamWorkspace(owner);
    const stamp = { uploadedBy: owner.uid, workspaceId: team.id };
    const video = `videos/${team.id}/cut.webm`;
    expect(await uploadAs(owner, video, 'video/webm', stamp, 1000)).toBe(200);
    await usageReaches(team.id, 1000);
    // Uploaded over: the old generation's 1000 bytes go, the new 3000 count.
    expect(await uploadAs(owner, video, 'video/webm', stamp, 3000)).toBe(200);
    expect(await uploadAs(owner, `thumbnails/${team.id}/cut.jpg`, 'image/jpeg', stamp, 500)).toBe(
      200,
    );
    await usageReaches(team.id, 3500);
    expect(await deleteAs(owner, video)).toBe(204);
    await usageReaches(team.id, 500);

    // The same event delivered again (a retry) changes nothing.
    const ledger = await db.collection(`workspaces/${team.id}/storageObjects`).get();
    const thumbnail = ledger.docs[0]!.data() as { name: string; generation: string; size: number };
    await countStorageEvent('finalized', thumbnail);
    expect((await storageUsageRef(team.id).get()).get('bytes')).toBe(500);
    // A late event of an older generation changes nothing either.
    await countStorageEvent('finalized', { ...thumbnail, generation: '1', size: 99 });
    await countStorageEvent('deleted', { ...thumbnail, generation: '1' });
    expect((await storageUsageRef(team.id).get()).get('bytes')).toBe(500);
  });

  it('refuses an upload past 20 GiB per workspace, and takes one that fits', async () => {
    const owner = await approvedAccount('hoarder');
    const team = await teamWorkspace(owner);
    const stamp = { uploadedBy: owner.uid, workspaceId: team.id };
    await storageUsageRef(team.id).set({ bytes: 20 * GiB - 1000 });

    const image = (name: string) => `canvasImages/${team.id}/c1/${name}`;
    expect(await uploadAs(owner, image('too-big'), 'image/png', stamp, 1001)).toBe(403);
    expect(await uploadAs(owner, image('fits'), 'image/png', stamp, 1000)).toBe(200);
  });
});

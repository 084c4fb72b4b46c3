/**
 * POST /api/canvases/presence/leave against the emulators: the caller's own pointer goes, and
 * nobody else's, whatever the body names; no session, a malformed id or an extra field is refused.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount, newAccount } from '../testing/accounts';
import { callApi, type TestAccount } from '../testing/emulators';

let ann: TestAccount;
let ben: TestAccount;
let pending: TestAccount;

beforeAll(async () => {
  [ann, ben, pending] = await Promise.all([
    approvedAccount('Ann Leaves'),
    approvedAccount('Ben Stays'),
    newAccount('Pending Pat'),
  ]);
});

/** A canvas with pointers of the given people. */
async function canvasWithPointers(uids: string[]) {
  const workspaceId = `ws-${randomUUID()}`;
  const canvasId = `canvas-${randomUUID()}`;
  const presence = db.collection(`workspaces/${workspaceId}/canvases/${canvasId}/presence`);
  await Promise.all(
    uids.map((uid) =>
      presence
        .doc(uid)
        .set({ name: uid, x: 1, y: 2, button: 'up', updatedAt: FieldValue.serverTimestamp() }),
    ),
  );
  const present = async () => (await presence.get()).docs.map((doc) => doc.id).sort();
  return { workspaceId, canvasId, present };
}

function leave(token: string | undefined, body: unknown) {
  return callApi('/canvases/presence/leave', { token, body: JSON.stringify(body) });
}

describe('POST /api/canvases/presence/leave', () => {
  it("removes the caller's own pointer and nobody else's", async () => {
    const canvas = await canvasWithPointers([ann.uid, ben.uid]);
    const answer = await leave(ann.idToken, {
      workspaceId: canvas.workspaceId,
      canvasId: canvas.canvasId,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ left: true });
    expect(await canvas.present()).toEqual([ben.uid]);
    // Leaving again, or a canvas with no pointer of theirs, changes nothing.
    const again = await leave(ann.idToken, {
      workspaceId: canvas.workspaceId,
      canvasId: canvas.canvasId,
    });
    expect(again.status).toBe(200);
    expect(await canvas.present()).toEqual([ben.uid]);
  });

  it("never reaches another person's pointer: the path is the caller's, whatever is sent", async () => {
    const canvas = await canvasWithPointers([ann.uid, ben.uid]);
    const named = await leave(pending.idToken, {
      workspaceId: canvas.workspaceId,
      canvasId: canvas.canvasId,
      userId: ann.uid,
    });
    expect(named.status).toBe(400);
    const pathLike = await leave(ben.idToken, {
      workspaceId: canvas.workspaceId,
      canvasId: `${canvas.canvasId}/presence/${ann.uid}`,
    });
    expect(pathLike.status).toBe(400);
    const stranger = await leave(pending.idToken, {
      workspaceId: canvas.workspaceId,
      canvasId: canvas.canvasId,
    });
    expect(stranger.status).toBe(200);
    expect(await canvas.present()).toEqual([ann.uid, ben.uid].sort());
  });

  it('refuses a call without a valid session with 401', async () => {
    const canvas = await canvasWithPointers([ann.uid]);
    const body = { workspaceId: canvas.workspaceId, canvasId: canvas.canvasId };
    expect((await leave(undefined, body)).status).toBe(401);
    expect((await leave('not-a-token', body)).status).toBe(401);
    expect(await canvas.present()).toEqual([ann.uid]);
  });
});

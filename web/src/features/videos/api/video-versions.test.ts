/**
 * addVersion's own logic with Firestore's doors mocked: the files checked before anything is
 * sent, the next number, and what a refusal leads to. The rules themselves (and two real
 * uploads racing for one number) are tested in rules-tests/video-review.test.ts.
 */
import type * as FirestoreModule from 'firebase/firestore';
import { runTransaction, type Firestore, type Transaction } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildVideo, buildVideoVersion } from '@/testing/builders';
import { addVersion, versionIds } from './video-versions';

vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreModule>()),
  doc: (parent: { path?: string }, ...segments: string[]) => ({
    path: [parent.path, ...segments].filter(Boolean).join('/'),
  }),
  serverTimestamp: () => 'server-time',
  runTransaction: vi.fn(),
}));

const db = {} as Firestore;
const at = { workspaceId: 'ws1', videoId: 'vid9' };
const files = {
  videoURL: 'https://storage/cut-2.webm',
  storagePath: 'videos/ws1/2-abc-cut-2.webm',
  thumbnailUrl: null,
  thumbnailPath: null,
  previewSpriteUrl: null,
  previewSpritePath: null,
};
const denied = () =>
  Object.assign(new Error('Missing or insufficient permissions.'), {
    code: 'permission-denied',
  });

/**
 * The server as the transactions see it: the video's newest number at each attempt, and
 * whether that attempt's write is refused. Records what each attempt wrote.
 */
function server(attempts: { newest: number; refused?: boolean }[]) {
  const writes: { path: string; data: unknown }[][] = [];
  vi.mocked(runTransaction).mockImplementation(async (_db, update) => {
    const attempt = attempts[writes.length];
    if (!attempt) throw new Error('No more attempts expected');
    const written: { path: string; data: unknown }[] = [];
    writes.push(written);
    const transaction = {
      get: async () => ({
        exists: () => true,
        data: () => (attempt.newest > 1 ? { latestVersion: { number: attempt.newest } } : {}),
      }),
      set: (ref: { path: string }, data: unknown) => written.push({ path: ref.path, data }),
      update: (ref: { path: string }, data: unknown) => written.push({ path: ref.path, data }),
    } as unknown as Transaction;
    const result = await update(transaction);
    if (attempt.refused) throw denied();
    return result;
  });
  return writes;
}

beforeEach(() => vi.clearAllMocks());

describe('addVersion', () => {
  it('writes the next number and the video’s copy of it together', async () => {
    const writes = server([{ newest: 1 }]);
    await expect(addVersion(db, at, files, 'alice')).resolves.toBe('v2');
    const version = { number: 2, ...files, uploadedBy: 'alice', uploadedAt: 'server-time' };
    expect(writes).toEqual([
      [
        { path: 'workspaces/ws1/videos/vid9/versions/v2', data: version },
        { path: 'workspaces/ws1/videos/vid9', data: { latestVersion: version } },
      ],
    ]);
  });

  it('refuses files outside the workspace’s folders with a message, sending nothing', async () => {
    await expect(
      addVersion(db, at, { ...files, storagePath: 'videos/ws2/cut.webm' }, 'alice'),
    ).rejects.toThrow("The video file must be in this workspace's videos folder.");
    expect(runTransaction).not.toHaveBeenCalled();
  });

  it('takes the next number when another upload took this one a moment earlier', async () => {
    const writes = server([{ newest: 1, refused: true }, { newest: 2 }]);
    await expect(addVersion(db, at, files, 'alice')).resolves.toBe('v3');
    expect(writes[1]?.[0]?.path).toBe('workspaces/ws1/videos/vid9/versions/v3');
  });

  it('gives up when the same number is refused again (a real refusal)', async () => {
    const writes = server([{ newest: 1, refused: true }, { newest: 1 }]);
    await expect(addVersion(db, at, files, 'alice')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    // The second attempt wrote nothing.
    expect(writes[1]).toEqual([]);
  });

  it('stops after three refusals in a row, and at once on any other error', async () => {
    server([
      { newest: 1, refused: true },
      { newest: 2, refused: true },
      { newest: 3, refused: true },
    ]);
    await expect(addVersion(db, at, files, 'alice')).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(runTransaction).toHaveBeenCalledTimes(3);

    vi.mocked(runTransaction).mockReset();
    vi.mocked(runTransaction).mockRejectedValueOnce(
      Object.assign(new Error('offline'), { code: 'unavailable' }),
    );
    await expect(addVersion(db, at, files, 'alice')).rejects.toThrow('offline');
    expect(runTransaction).toHaveBeenCalledOnce();
  });
});

describe('versionIds', () => {
  it('lists a video’s versions newest first', () => {
    const video = buildVideo({ latest: buildVideoVersion({ number: 3 }) });
    expect(versionIds(video)).toEqual(['v3', 'v2', 'v1']);
  });
});

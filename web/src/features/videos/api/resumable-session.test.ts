/**
 * lib/firebase/storage's resumable uploads with the real `firebase/storage` SDK against the
 * storage stand-in (in-process, port 0): continuing a saved session in a new task (a page reload)
 * and discarding a cancelled upload's bytes. The verbs take this file's own Storage instance,
 * connected to the stand-in as a signed-in, approved member of workspace ws1.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { startStorageEmulator, type StorageEmulator } from '@crewspace/storage-emulator/server';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectStorageEmulator, getBytes, getStorage, ref } from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startResumableUpload,
  type ResumableUpload,
  type StoredFileMetadata,
} from '@/lib/firebase/storage';

const door = { app: undefined as FirebaseApp | undefined };

const metadata: StoredFileMetadata = {
  contentType: 'video/mp4',
  customMetadata: { uploadedBy: 'alice', workspaceId: 'ws1' },
};

let emulator: StorageEmulator;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'web-resumable-session-'));
  // Alice is a member of ws1, as the rules read it from her member document.
  emulator = await startStorageEmulator({
    port: 0,
    dataDir,
    membership: ({ workspaceId, uid }) =>
      Promise.resolve(workspaceId === 'ws1' && uid === 'alice' ? { role: 'member' } : null),
  });
  door.app = initializeApp(
    { projectId: LOCAL_PROJECT_ID, storageBucket: LOCAL_STORAGE_BUCKET, apiKey: 'test' },
    'resumable-session-test',
  );
  connectStorageEmulator(getStorage(door.app), '127.0.0.1', emulator.port, {
    mockUserToken: { sub: 'alice', user_id: 'alice', approved: true },
  });
});

afterAll(async () => {
  if (door.app) await deleteApp(door.app);
  await emulator?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const sha256 = (data: Uint8Array | ArrayBuffer) =>
  createHash('sha256').update(new Uint8Array(data)).digest('hex');

interface Watched {
  upload: ResumableUpload;
  progress: number[];
  session: Promise<string>;
}

/** Starts an upload and records its progress; `pauseAt` pauses it from its own progress report. */
function watch(
  path: string,
  data: Uint8Array,
  options: { resumeSessionUrl?: string; pauseAt?: number } = {},
): Watched {
  const { pauseAt, ...uploadOptions } = options;
  const progress: number[] = [];
  let sessionFound: (url: string) => void = () => {};
  const session = new Promise<string>((resolve) => (sessionFound = resolve));
  let paused = false;
  const upload: ResumableUpload = startResumableUpload(
    getStorage(door.app),
    path,
    data,
    metadata,
    ({ bytesTransferred }) => {
      progress.push(bytesTransferred);
      if (pauseAt !== undefined && !paused && bytesTransferred >= pauseAt) {
        paused = true;
        upload.pause();
      }
    },
    { ...uploadOptions, onSession: sessionFound },
  );
  return { upload, progress, session };
}

/** What the server holds for a session: its received size, or the HTTP status when it has none. */
async function querySession(sessionUrl: string): Promise<number | string> {
  const response = await fetch(sessionUrl, {
    method: 'POST',
    headers: { 'X-Goog-Upload-Command': 'query' },
  });
  if (!response.ok) return `HTTP ${response.status}`;
  return Number(response.headers.get('X-Goog-Upload-Size-Received'));
}

describe('resumable uploads with a saved session', () => {
  it('continues the session in a new task: only the missing bytes are sent, the object is exact', async () => {
    const data = new Uint8Array(randomBytes(8 * 1024 * 1024));
    const path = 'videos/ws1/resumed.mp4';
    // The first page: uploads until two chunks (256 + 512 KiB) are in, then the page goes away.
    const first = watch(path, data, { pauseAt: 768 * 1024 });
    const sessionUrl = await first.session;
    await vi.waitFor(async () =>
      expect(await querySession(sessionUrl)).toBe(first.progress.at(-1)),
    );
    const heldByServer = first.progress.at(-1)!;
    expect(heldByServer).toBeLessThan(data.length);

    // The next page: a new task on the saved session starts where the server stopped.
    const second = watch(path, data, { resumeSessionUrl: sessionUrl });
    const url = await second.upload.done;
    expect(second.progress[0]).toBeGreaterThanOrEqual(heldByServer);
    expect(second.progress.at(-1)).toBe(data.length);
    expect(url).toContain(encodeURIComponent(path));
    const stored = await getBytes(ref(getStorage(door.app), path));
    expect(sha256(stored)).toBe(sha256(data));
  });

  it('a continued task paused before it reaches its session waits for resume', async () => {
    const data = new Uint8Array(randomBytes(1024 * 1024));
    const path = 'videos/ws1/paused-resume.mp4';
    const first = watch(path, data);
    const sessionUrl = await first.session;
    first.upload.pause();
    await vi.waitFor(async () =>
      expect(await querySession(sessionUrl)).toBe(first.progress.at(-1)),
    );
    const held = first.progress.at(-1)!;

    const second = watch(path, data, { resumeSessionUrl: sessionUrl });
    second.upload.pause();
    // Paused: the server's count stays put while other requests go through.
    expect(await querySession(sessionUrl)).toBe(held);
    expect(second.progress).toEqual([]);
    second.upload.resume();
    await second.upload.done;
    expect(second.progress.at(-1)).toBe(data.length);
  });

  it('cancel discards the bytes the server holds for the session', async () => {
    const data = new Uint8Array(randomBytes(2 * 1024 * 1024));
    const watched = watch('videos/ws1/cancelled.mp4', data);
    const sessionUrl = await watched.session;
    expect(await querySession(sessionUrl)).toBeGreaterThan(0);
    watched.upload.cancel();
    await expect(watched.upload.done).rejects.toMatchObject({ code: 'storage/canceled' });
    await vi.waitFor(async () => expect(await querySession(sessionUrl)).toBe('HTTP 404'));
  });

  it('a session the server no longer has fails the upload', async () => {
    const data = new Uint8Array(randomBytes(512 * 1024));
    const first = watch('videos/ws1/expired.mp4', data, { pauseAt: 1 });
    const sessionUrl = await first.session;
    await emulator.reset();
    const second = watch('videos/ws1/expired.mp4', data, { resumeSessionUrl: sessionUrl });
    await expect(second.upload.done).rejects.toMatchObject({ code: expect.any(String) });
  });
});

// @vitest-environment jsdom
import {
  INTERRUPTED_UPLOADS_KEY,
  INTERRUPTED_UPLOAD_MAX_AGE_MS,
  forgetUpload,
  isSameFile,
  readInterruptedUploads,
  rememberUpload,
  updateRememberedProgress,
  type InterruptedUpload,
} from './interrupted-uploads';

const NOW = 1_800_000_000_000;

function entry(overrides: Partial<InterruptedUpload> = {}): InterruptedUpload {
  return {
    uid: 'alice',
    workspaceId: 'ws1',
    sessionUrl: 'http://127.0.0.1:9199/v0/b/bucket/o?name=videos%2Fws1%2Fa.webm&upload_id=s1',
    storagePath: 'videos/ws1/1-abc-a.webm',
    fileName: 'a.webm',
    fileSize: 2_000_000,
    fileLastModified: 1234,
    videoName: 'Clip',
    notes: 'n',
    bytesTransferred: 0,
    savedAt: NOW,
    ...overrides,
  };
}

describe('interrupted uploads in localStorage', () => {
  it('remembers one entry per session, updates its progress forward only, and forgets it', () => {
    rememberUpload(entry(), NOW);
    rememberUpload(entry({ videoName: 'Renamed' }), NOW);
    expect(readInterruptedUploads(NOW)).toEqual([entry({ videoName: 'Renamed' })]);

    updateRememberedProgress(entry().sessionUrl, 500_000, NOW);
    updateRememberedProgress(entry().sessionUrl, 100, NOW);
    expect(readInterruptedUploads(NOW)[0]!.bytesTransferred).toBe(500_000);

    forgetUpload(entry().sessionUrl, NOW);
    expect(readInterruptedUploads(NOW)).toEqual([]);
    expect(window.localStorage.getItem(INTERRUPTED_UPLOADS_KEY)).toBeNull();
  });

  it('ignores malformed storage and entries, and drops expired ones', () => {
    window.localStorage.setItem(INTERRUPTED_UPLOADS_KEY, '{not json');
    expect(readInterruptedUploads(NOW)).toEqual([]);
    window.localStorage.setItem(
      INTERRUPTED_UPLOADS_KEY,
      JSON.stringify([
        entry(),
        { ...entry(), sessionUrl: 'not a url' },
        { ...entry(), storagePath: 'thumbnails/ws1/x.jpg' },
        // The old unscoped layout, and another workspace's folder.
        { ...entry(), storagePath: 'videos/1-abc-a.webm' },
        { ...entry(), storagePath: 'videos/ws2/1-abc-a.webm' },
        entry({
          sessionUrl: 'http://127.0.0.1:9199/old',
          savedAt: NOW - INTERRUPTED_UPLOAD_MAX_AGE_MS,
        }),
      ]),
    );
    expect(readInterruptedUploads(NOW)).toEqual([entry()]);
  });

  it('matches the same file by name, size and last modified time', () => {
    const same = { name: 'a.webm', size: 2_000_000, lastModified: 1234 };
    expect(isSameFile(entry(), same)).toBe(true);
    expect(isSameFile(entry(), { ...same, lastModified: 1235 })).toBe(false);
    expect(isSameFile(entry(), { ...same, size: 1 })).toBe(false);
    expect(isSameFile(entry(), { ...same, name: 'b.webm' })).toBe(false);
  });
});

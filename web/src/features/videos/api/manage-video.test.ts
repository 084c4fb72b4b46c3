import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Firestore } from 'firebase/firestore';
import type { FirebaseStorage } from 'firebase/storage';
import { deleteStoredFile } from '@/lib/firebase/storage';
import { buildVideo, buildVideoVersion } from '@/testing/builders';
import { deleteVideo, saveVideoDetails } from './manage-video';
import { deleteVideoRecord, updateVideo, type Video } from './videos';

vi.mock('@/lib/firebase/storage', () => ({ deleteStoredFile: vi.fn() }));
vi.mock('./videos', () => ({
  deleteVideoRecord: vi.fn(),
  updateVideo: vi.fn(),
}));

/** The Firestore instance the verbs pass through (never used: the writes are mocked). */
const db = {} as Firestore;
const storage = {} as FirebaseStorage;

const video: Video = buildVideo({
  id: 'v1',
  videoName: 'Clip',
  notes: '',
  uploadedBy: 'alice',
  first: buildVideoVersion({
    storagePath: 'videos/ws1/a.webm',
    thumbnailPath: 'thumbnails/ws1/a.webm.jpg',
    uploadedBy: 'alice',
  }),
  // A later version's files go with its document (onVideoDeleted), never from here.
  latest: buildVideoVersion({ number: 2, uploadedBy: 'alice' }),
});

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(deleteStoredFile).mockResolvedValue(undefined);
});

describe('deleteVideo', () => {
  it('the uploader deletes the record, the first version’s video and thumbnail', async () => {
    await expect(deleteVideo({ db, storage }, video, 'alice')).resolves.toEqual({
      filesDeleted: true,
    });
    expect(deleteVideoRecord).toHaveBeenCalledWith(db, 'ws1', 'v1');
    expect(vi.mocked(deleteStoredFile).mock.calls.map(([, path]) => path)).toEqual([
      'videos/ws1/a.webm',
      'thumbnails/ws1/a.webm.jpg',
    ]);
  });

  it('an owner or admin deletes the record only (onVideoDeleted removes the files)', async () => {
    await expect(deleteVideo({ db, storage }, video, 'owner')).resolves.toEqual({
      filesDeleted: false,
    });
    expect(deleteVideoRecord).toHaveBeenCalledWith(db, 'ws1', 'v1');
    expect(deleteStoredFile).not.toHaveBeenCalled();
  });

  it('reports, not throws, a file that could not be deleted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(deleteStoredFile).mockRejectedValueOnce(new Error('denied'));
    await expect(deleteVideo({ db, storage }, video, 'alice')).resolves.toEqual({
      filesDeleted: false,
    });
    expect(error).toHaveBeenCalled();
  });

  it('keeps the files when the record cannot be deleted', async () => {
    vi.mocked(deleteVideoRecord).mockRejectedValueOnce(new Error('permission-denied'));
    await expect(deleteVideo({ db, storage }, video, 'alice')).rejects.toThrow('permission-denied');
    expect(deleteStoredFile).not.toHaveBeenCalled();
  });
});

describe('saveVideoDetails', () => {
  it('trims and saves name and notes', async () => {
    await saveVideoDetails(db, video, { videoName: ' New ', notes: ' n ' });
    expect(updateVideo).toHaveBeenCalledWith(db, 'ws1', 'v1', { videoName: 'New', notes: 'n' });
  });

  it('refuses a blank or too long name', async () => {
    await expect(saveVideoDetails(db, video, { videoName: '  ', notes: '' })).rejects.toThrow(
      '1–200',
    );
    await expect(
      saveVideoDetails(db, video, { videoName: 'x'.repeat(201), notes: '' }),
    ).rejects.toThrow();
    expect(updateVideo).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deleteStoredFile } from '../../../lib/firebase/storage';
import { deleteVideoRecord, updateVideo, type Video } from '../../../lib/firebase/videos-refs';
import { deleteVideo, saveVideoDetails } from './manage-video';

vi.mock('../../../lib/firebase/storage', () => ({ deleteStoredFile: vi.fn() }));
vi.mock('../../../lib/firebase/videos-refs', () => ({
  deleteVideoRecord: vi.fn(),
  updateVideo: vi.fn(),
}));

const video: Video = {
  id: 'v1',
  videoURL: 'u',
  videoName: 'Clip',
  thumbnailUrl: 't',
  notes: '',
  uploadedAt: null,
  uploadedBy: 'alice',
  workspaceId: 'ws1',
  storagePath: 'videos/ws1/a.webm',
  thumbnailPath: 'thumbnails/ws1/a.webm.jpg',
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(deleteStoredFile).mockResolvedValue(undefined);
});

describe('deleteVideo', () => {
  it('the uploader deletes the record, the video and the thumbnail', async () => {
    await expect(deleteVideo(video, 'alice')).resolves.toEqual({ filesDeleted: true });
    expect(deleteVideoRecord).toHaveBeenCalledWith('ws1', 'v1');
    expect(vi.mocked(deleteStoredFile).mock.calls.map(([path]) => path)).toEqual([
      'videos/ws1/a.webm',
      'thumbnails/ws1/a.webm.jpg',
    ]);
  });

  it('an owner or admin deletes the record only (onVideoDeleted removes the files)', async () => {
    await expect(deleteVideo(video, 'owner')).resolves.toEqual({ filesDeleted: false });
    expect(deleteVideoRecord).toHaveBeenCalledWith('ws1', 'v1');
    expect(deleteStoredFile).not.toHaveBeenCalled();
  });

  it('reports, not throws, a file that could not be deleted', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(deleteStoredFile).mockRejectedValueOnce(new Error('denied'));
    await expect(deleteVideo(video, 'alice')).resolves.toEqual({ filesDeleted: false });
    expect(error).toHaveBeenCalled();
  });

  it('keeps the files when the record cannot be deleted', async () => {
    vi.mocked(deleteVideoRecord).mockRejectedValueOnce(new Error('permission-denied'));
    await expect(deleteVideo(video, 'alice')).rejects.toThrow('permission-denied');
    expect(deleteStoredFile).not.toHaveBeenCalled();
  });
});

describe('saveVideoDetails', () => {
  it('trims and saves name and notes', async () => {
    await saveVideoDetails(video, { videoName: ' New ', notes: ' n ' });
    expect(updateVideo).toHaveBeenCalledWith('ws1', 'v1', { videoName: 'New', notes: 'n' });
  });

  it('refuses a blank or too long name', async () => {
    await expect(saveVideoDetails(video, { videoName: '  ', notes: '' })).rejects.toThrow('1–200');
    await expect(
      saveVideoDetails(video, { videoName: 'x'.repeat(201), notes: '' }),
    ).rejects.toThrow();
    expect(updateVideo).not.toHaveBeenCalled();
  });
});

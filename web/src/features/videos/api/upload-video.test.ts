/** The Firebase doors (lib/firebase/storage, ./videos) and the thumbnail capture are mocked. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as storage from '@/lib/firebase/storage';
import type { Firestore } from 'firebase/firestore';
import * as versions from './video-versions';
import * as videos from './videos';
import * as sprite from '../preview-sprite';
import * as thumbnail from '../thumbnail';
import { UploadError, uploadVideo } from './upload-video';

vi.mock('@/lib/firebase/storage', () => ({
  startResumableUpload: vi.fn(),
  uploadSmallFile: vi.fn(),
  isUploadCancelled: (error: { code?: string }) => error?.code === 'storage/canceled',
}));
vi.mock('./videos', () => ({ addVideo: vi.fn() }));
vi.mock('./video-versions', () => ({ addVersion: vi.fn() }));
vi.mock('../thumbnail', () => ({ captureThumbnail: vi.fn() }));
vi.mock('../preview-sprite', () => ({ captureSprite: vi.fn() }));

const file = new File(['abc'], 'My clip.webm', { type: 'video/webm' });
const db = {} as Firestore;
const base = {
  db,
  uid: 'alice',
  workspaceId: 'ws1',
  file,
  videoName: ' Clip ',
  notes: ' n ',
  onProgress: vi.fn(),
};

function fakeTask(done: Promise<string>) {
  return { pause: vi.fn(() => true), resume: vi.fn(() => true), cancel: vi.fn(() => true), done };
}

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(videos.addVideo).mockResolvedValue('v1');
  vi.mocked(versions.addVersion).mockResolvedValue('v2');
  vi.mocked(thumbnail.captureThumbnail).mockResolvedValue(new Blob(['jpg']));
  vi.mocked(sprite.captureSprite).mockResolvedValue(new Blob(['sprite']));
  vi.mocked(storage.uploadSmallFile).mockResolvedValue('https://thumb');
});

describe('uploadVideo', () => {
  it('uploads with uploader metadata, then the thumbnail, then saves the record', async () => {
    vi.mocked(storage.startResumableUpload).mockReturnValue(
      fakeTask(Promise.resolve('https://video')),
    );
    const result = await uploadVideo(base).done;

    const [path, data, metadata] = vi.mocked(storage.startResumableUpload).mock.calls[0]!;
    expect(path).toMatch(/^videos\/ws1\/\d+-[0-9a-z]{8}-My-clip\.webm$/);
    expect(data).toBe(file);
    expect(metadata).toEqual({
      contentType: 'video/webm',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'ws1' },
    });
    const [thumbPath, , thumbMeta] = vi.mocked(storage.uploadSmallFile).mock.calls[0]!;
    expect(thumbPath).toBe(`thumbnails/ws1/${path.slice('videos/ws1/'.length)}.jpg`);
    expect(thumbMeta).toEqual({
      contentType: 'image/jpeg',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'ws1' },
    });
    const [spritePath, spriteData] = vi.mocked(storage.uploadSmallFile).mock.calls[1]!;
    expect(spritePath).toBe(`thumbnails/ws1/${path.slice('videos/ws1/'.length)}.sprite.jpg`);
    expect(spriteData).toEqual(new Blob(['sprite']));
    expect(videos.addVideo).toHaveBeenCalledWith(db, {
      videoURL: 'https://video',
      videoName: 'Clip',
      thumbnailUrl: 'https://thumb',
      notes: 'n',
      uploadedBy: 'alice',
      workspaceId: 'ws1',
      storagePath: path,
      thumbnailPath: thumbPath,
      previewSpriteUrl: 'https://thumb',
      previewSpritePath: spritePath,
    });
    expect(result).toMatchObject({
      videoId: 'v1',
      versionId: 'v1',
      videoName: 'Clip',
      workspaceId: 'ws1',
    });
    expect(versions.addVersion).not.toHaveBeenCalled();
  });

  it('saves a new version of a video instead of a new video, with the same files', async () => {
    vi.mocked(storage.startResumableUpload).mockReturnValue(
      fakeTask(Promise.resolve('https://video')),
    );
    const result = await uploadVideo({
      ...base,
      versionOf: { videoId: 'vid9', videoName: 'Cut' },
    }).done;
    const [path] = vi.mocked(storage.startResumableUpload).mock.calls[0]!;
    expect(path).toMatch(/^videos\/ws1\/\d+-[0-9a-z]{8}-My-clip\.webm$/);
    expect(versions.addVersion).toHaveBeenCalledWith(
      db,
      { workspaceId: 'ws1', videoId: 'vid9' },
      {
        videoURL: 'https://video',
        thumbnailUrl: 'https://thumb',
        storagePath: path,
        thumbnailPath: `thumbnails/ws1/${path.slice('videos/ws1/'.length)}.jpg`,
        previewSpriteUrl: 'https://thumb',
        previewSpritePath: `thumbnails/ws1/${path.slice('videos/ws1/'.length)}.sprite.jpg`,
      },
      'alice',
    );
    expect(videos.addVideo).not.toHaveBeenCalled();
    expect(result).toMatchObject({ videoId: 'vid9', versionId: 'v2' });
  });

  it('a failed thumbnail or preview is logged and the video is still saved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.mocked(storage.startResumableUpload).mockReturnValue(
      fakeTask(Promise.resolve('https://video')),
    );
    vi.mocked(thumbnail.captureThumbnail).mockRejectedValue(new Error('no frame'));
    vi.mocked(sprite.captureSprite).mockRejectedValue(new Error('no length'));
    const result = await uploadVideo(base).done;
    expect(result?.thumbnailUrl).toBeNull();
    expect(videos.addVideo).toHaveBeenCalledWith(
      db,
      expect.objectContaining({
        thumbnailUrl: null,
        thumbnailPath: null,
        previewSpriteUrl: null,
        previewSpritePath: null,
      }),
    );
    expect(warn).toHaveBeenCalled();
  });

  it('a cancelled upload resolves null and saves nothing', async () => {
    vi.mocked(storage.startResumableUpload).mockReturnValue(
      fakeTask(Promise.reject(Object.assign(new Error('x'), { code: 'storage/canceled' }))),
    );
    await expect(uploadVideo(base).done).resolves.toBeNull();
    expect(videos.addVideo).not.toHaveBeenCalled();
  });

  it('passes pause, resume and cancel to the task', () => {
    const task = fakeTask(new Promise<string>(() => {}));
    vi.mocked(storage.startResumableUpload).mockReturnValue(task);
    const upload = uploadVideo(base);
    upload.pause();
    upload.resume();
    upload.cancel();
    expect(task.pause).toHaveBeenCalledOnce();
    expect(task.resume).toHaveBeenCalledOnce();
    expect(task.cancel).toHaveBeenCalledOnce();
  });

  it('refuses when not signed in, without a workspace, or for a non-video file', () => {
    expect(() => uploadVideo({ ...base, uid: null })).toThrow(
      new UploadError('unauthenticated', 'Sign in to upload videos.'),
    );
    expect(() => uploadVideo({ ...base, workspaceId: null })).toThrow(UploadError);
    expect(() =>
      uploadVideo({ ...base, file: new File(['x'], 'a.png', { type: 'image/png' }) }),
    ).toThrow('Only video files can be uploaded.');
    expect(storage.startResumableUpload).not.toHaveBeenCalled();
  });

  it('refuses a file the workspace’s 20 GiB of storage has no room for, saying so', () => {
    const GiB = 1024 ** 3;
    const file = new File(['x'.repeat(2048)], 'cut.mp4', { type: 'video/mp4' });
    expect(() => uploadVideo({ ...base, file, storageUsed: 20 * GiB - 1024 })).toThrow(
      new UploadError(
        'storage-full',
        'This workspace keeps 20 GiB of its 20 GiB, so this file (2 KiB) does not fit. Delete videos or canvas images to make room.',
      ),
    );
    expect(storage.startResumableUpload).not.toHaveBeenCalled();
    // Unknown usage leaves the judgement to the rules.
    uploadVideo({ ...base, file, storageUsed: null });
    expect(storage.startResumableUpload).toHaveBeenCalledOnce();
  });
});

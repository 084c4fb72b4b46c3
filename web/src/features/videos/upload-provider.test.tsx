/**
 * The provider with the upload verb and the current workspace mocked: the test drives progress
 * and completion by hand and checks the modal, the minimized bar and the completion effects.
 */
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type * as UploadVideoModule from './api/upload-video';
import type { UploadedVideo, UploadVideoInput, VideoUpload } from './api/upload-video';
import { uploadVideo } from './api/upload-video';
import { UploadVideoAction } from './components/upload-video-button';
import { discardUploadSession } from '@/lib/firebase/storage';
import {
  readInterruptedUploads,
  rememberUpload,
  type InterruptedUpload,
} from './interrupted-uploads';
import { act, chooseFile, render, videoFile } from './test-utils';
import { VIDEO_UPLOAD_COMPLETE_EVENT, useUploads } from './upload-context';
import { UploadProvider } from './upload-provider';

const workspace = vi.hoisted(() => ({ current: { id: 'ws1', name: 'Demo' } as unknown }));
const storage = vi.hoisted(() => ({ used: null as number | null }));
vi.mock('@/features/workspaces', () => ({
  useWorkspace: () => ({ current: workspace.current, role: 'member' }),
  useStorageUsed: () => storage.used,
}));
vi.mock('@/lib/firebase/storage', () => ({ discardUploadSession: vi.fn() }));
vi.mock('./api/upload-video', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadVideoModule>()),
  uploadVideo: vi.fn(),
}));

interface Controlled {
  input: UploadVideoInput;
  task: {
    pause: ReturnType<typeof vi.fn>;
    resume: ReturnType<typeof vi.fn>;
    cancel: ReturnType<typeof vi.fn>;
  };
  finish(video: UploadedVideo | null): Promise<void>;
  fail(error: Error): Promise<void>;
}

function controlUploads(): Controlled[] {
  const started: Controlled[] = [];
  vi.mocked(uploadVideo).mockImplementation((input) => {
    let resolve!: (video: UploadedVideo | null) => void;
    let reject!: (error: Error) => void;
    const done = new Promise<UploadedVideo | null>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    const task = { pause: vi.fn(), resume: vi.fn(), cancel: vi.fn() };
    started.push({
      input,
      task,
      finish: (video) => act(async () => resolve(video)),
      fail: (error) => act(async () => reject(error)),
    });
    return { ...task, done } satisfies VideoUpload;
  });
  return started;
}

const saved: UploadedVideo = {
  videoId: 'v1',
  versionId: 'v1',
  videoName: 'Demo',
  videoURL: 'https://video',
  thumbnailUrl: null,
  workspaceId: 'ws1',
  storagePath: 'videos/ws1/x',
};

function Signal() {
  const { lastCompleted } = useUploads();
  return <output aria-label="last completed">{lastCompleted?.videoId ?? 'none'}</output>;
}

/** What a video's review page offers: its "Upload new version". */
function NewVersionButton() {
  const { openVersionUploader } = useUploads();
  return (
    <button
      type="button"
      onClick={() => openVersionUploader({ videoId: 'vid9', videoName: 'Cut' })}
    >
      Upload new version
    </button>
  );
}

function setup(uid: string | null = 'alice', address = '/w/ws1/calendar') {
  const celebrate = vi.fn();
  const started = controlUploads();
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[address]}>
      <UploadProvider uid={uid} celebrate={celebrate}>
        <UploadVideoAction />
        <NewVersionButton />
        <Signal />
      </UploadProvider>
    </MemoryRouter>,
  );
  async function startOne(name = 'Demo') {
    const dialog = screen.getByRole('dialog', { name: 'Upload video' });
    await chooseFile(
      user,
      within(dialog).getByLabelText('Video file'),
      videoFile('demo.webm', 2_000_000),
    );
    const nameInput = within(dialog).getByLabelText('Video name');
    await user.clear(nameInput);
    await user.type(nameInput, name);
    await user.click(within(dialog).getByRole('button', { name: 'Start Upload' }));
  }
  return { user, celebrate, started, startOne };
}

beforeEach(() => {
  vi.clearAllMocks();
  workspace.current = { id: 'ws1', name: 'Demo' };
});

describe('UploadProvider', () => {
  it('useUploads throws outside the provider', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Signal />)).toThrow('useUploads must be used inside <UploadProvider>.');
    error.mockRestore();
  });

  it('opens the modal from the button only when a workspace is set', async () => {
    workspace.current = null;
    const { user } = setup();
    const button = screen.getByRole('button', { name: 'Upload video' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Choose a workspace to upload videos');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('runs an upload: item at 0%, progress, pause/resume, completion effects', async () => {
    const { user, celebrate, started, startOne } = setup();
    const events: CustomEvent[] = [];
    const onComplete = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);

    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne('Demo');
    expect(started).toHaveLength(1);
    expect(started[0]!.input).toMatchObject({
      uid: 'alice',
      workspaceId: 'ws1',
      videoName: 'Demo',
    });
    const bar = screen.getByRole('progressbar', { name: 'Demo progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '0');

    act(() => started[0]!.input.onProgress({ bytesTransferred: 500_000, totalBytes: 2_000_000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '25');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(started[0]!.task.pause).toHaveBeenCalledOnce();
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Paused');
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(started[0]!.task.resume).toHaveBeenCalledOnce();

    await started[0]!.finish(saved);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(celebrate).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('last completed')).toHaveTextContent('v1');
    expect(events).toHaveLength(1);
    expect(events[0]!.detail).toEqual(saved);
    window.removeEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);
  });

  it('uploads a new version of a video through the same uploader, asking only for the file', async () => {
    const { user, celebrate, started } = setup();
    const events: CustomEvent[] = [];
    const onComplete = (event: Event) => events.push(event as CustomEvent);
    window.addEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);

    await user.click(screen.getByRole('button', { name: 'Upload new version' }));
    const dialog = screen.getByRole('dialog', { name: 'Upload new version' });
    expect(dialog).toHaveTextContent('The file becomes the newest version of “Cut”');
    expect(within(dialog).queryByLabelText('Video name')).toBeNull();
    await chooseFile(
      user,
      within(dialog).getByLabelText('Video file'),
      videoFile('cut-2.webm', 2_000_000),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Start Upload' }));
    expect(started[0]!.input).toMatchObject({
      workspaceId: 'ws1',
      videoName: 'Cut',
      versionOf: { videoId: 'vid9', videoName: 'Cut' },
    });
    const bar = screen.getByRole('progressbar', { name: 'Cut (new version) progress' });
    act(() => started[0]!.input.onProgress({ bytesTransferred: 1_000_000, totalBytes: 2_000_000 }));
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(started[0]!.task.pause).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(started[0]!.task.resume).toHaveBeenCalledOnce();

    const version = { ...saved, videoId: 'vid9', versionId: 'v2' };
    await started[0]!.finish(version);
    expect(celebrate).toHaveBeenCalledOnce();
    expect(events.map((event) => event.detail as unknown)).toEqual([version]);
    window.removeEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);

    // The header's button opens the uploader for a new video again.
    await user.click(screen.getByRole('button', { name: 'Close uploader' }));
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    expect(screen.getByRole('dialog', { name: 'Upload video' })).toBeInTheDocument();
  });

  it('pauses a running upload when the browser goes offline and resumes it when it is back', async () => {
    const { user, started, startOne } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne('Demo');
    act(() => started[0]!.input.onProgress({ bytesTransferred: 500_000, totalBytes: 2_000_000 }));

    act(() => window.dispatchEvent(new Event('offline')));
    expect(started[0]!.task.pause).toHaveBeenCalledOnce();
    expect(screen.getByTestId('upload-status')).toHaveTextContent(
      'Paused while offline · resumes when the connection returns',
    );
    // The connection's pause is not the user's to lift; Cancel stays.
    expect(screen.queryByRole('button', { name: 'Resume' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();

    act(() => window.dispatchEvent(new Event('online')));
    expect(started[0]!.task.resume).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeEnabled();
  });

  it('keeps an upload the user paused paused when the connection comes back', async () => {
    const { user, started, startOne } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne('Demo');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    act(() => window.dispatchEvent(new Event('offline')));
    act(() => window.dispatchEvent(new Event('online')));
    expect(started[0]!.task.pause).toHaveBeenCalledOnce();
    expect(started[0]!.task.resume).not.toHaveBeenCalled();
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Paused');
    expect(screen.getByRole('button', { name: 'Resume' })).toBeEnabled();
  });

  it('cancel removes the item and stops the task, with no completion effects', async () => {
    const { user, celebrate, started, startOne } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(started[0]!.task.cancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    await started[0]!.finish(null);
    expect(celebrate).not.toHaveBeenCalled();
  });

  it('minimizes to a bar with the average progress, restores, and closes when the last upload ends', async () => {
    const { user, started, startOne } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne('One');
    await startOne('Two');
    act(() => started[0]!.input.onProgress({ bytesTransferred: 1_000_000, totalBytes: 2_000_000 }));
    await user.click(screen.getByRole('button', { name: 'Minimize' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const bar = screen.getByRole('region', { name: 'Video uploads' });
    expect(within(bar).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');

    await user.click(within(bar).getByRole('button', { name: 'Restore' }));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Minimize' }));

    await started[0]!.finish(saved);
    expect(screen.getByRole('region', { name: 'Video uploads' })).toBeInTheDocument();
    await started[1]!.finish({ ...saved, videoId: 'v2' });
    expect(screen.queryByRole('region', { name: 'Video uploads' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before the page is left while an upload runs or waits, and not after', async () => {
    const leave = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented ? 'asks first' : 'leaves';
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, started, startOne } = setup();
    expect(leave()).toBe('leaves');
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne('One');
    expect(leave()).toBe('asks first');
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(leave()).toBe('asks first');
    await started[0]!.finish(saved);
    expect(leave()).toBe('leaves');
    // A failed upload has nothing left to lose.
    await startOne('Two');
    await started[1]!.fail(new Error('network'));
    expect(leave()).toBe('leaves');
    error.mockRestore();
  });

  it('a failed upload is logged and marked, and can be removed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, started, startOne } = setup();
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await startOne();
    await started[0]!.fail(new Error('network'));
    expect(error).toHaveBeenCalled();
    expect(screen.getByTestId('upload-status')).toHaveTextContent('Upload failed');
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('refuses with a clear message when not signed in', async () => {
    vi.mocked(uploadVideo).mockImplementation(
      (await vi.importActual<typeof UploadVideoModule>('./api/upload-video')).uploadVideo,
    );
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UploadProvider uid={null} celebrate={vi.fn()}>
          <UploadVideoAction />
        </UploadProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await chooseFile(user, screen.getByLabelText('Video file'), videoFile('a.webm', 16));
    await user.click(screen.getByRole('button', { name: 'Start Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Sign in to upload videos.');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says in the upload dialog when the workspace’s storage has no room for the file', async () => {
    vi.mocked(uploadVideo).mockImplementation(
      (await vi.importActual<typeof UploadVideoModule>('./api/upload-video')).uploadVideo,
    );
    storage.used = 20 * 1024 ** 3;
    const user = userEvent.setup();
    render(
      <MemoryRouter>
        <UploadProvider uid="u1" celebrate={vi.fn()}>
          <UploadVideoAction />
        </UploadProvider>
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Upload video' }));
    await chooseFile(user, screen.getByLabelText('Video file'), videoFile('a.mp4', 16));
    await user.click(screen.getByRole('button', { name: 'Start Upload' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This workspace keeps 20 GiB of its 20 GiB, so this file (16 bytes) does not fit.',
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    storage.used = null;
  });

  describe('after a page reload', () => {
    const file = videoFile('demo.webm', 2_000_000, { lastModified: 1234 });
    const interrupted: InterruptedUpload = {
      uid: 'alice',
      workspaceId: 'ws1',
      sessionUrl: 'http://127.0.0.1:9199/v0/b/b/o?upload_id=s1',
      storagePath: 'videos/ws1/1-abc-demo.webm',
      fileName: 'demo.webm',
      fileSize: 2_000_000,
      fileLastModified: 1234,
      videoName: 'Demo',
      notes: '',
      bytesTransferred: 1_000_000,
      savedAt: Date.now(),
    };

    it('remembers a running upload until it finishes', async () => {
      const { user, started, startOne } = setup();
      await user.click(screen.getByRole('button', { name: 'Upload video' }));
      await startOne('Demo');
      act(() =>
        started[0]!.input.onSession!({
          sessionUrl: interrupted.sessionUrl,
          storagePath: interrupted.storagePath,
        }),
      );
      expect(readInterruptedUploads()).toEqual([
        expect.objectContaining({
          uid: 'alice',
          workspaceId: 'ws1',
          sessionUrl: interrupted.sessionUrl,
          storagePath: interrupted.storagePath,
          fileName: 'demo.webm',
          videoName: 'Demo',
        }),
      ]);
      // The first progress is saved at once (a reload may come any moment).
      act(() => started[0]!.input.onProgress({ bytesTransferred: 500_000, totalBytes: 2_000_000 }));
      expect(readInterruptedUploads()[0]!.bytesTransferred).toBe(500_000);
      // Running in this page: not offered as interrupted.
      expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
      await started[0]!.finish(saved);
      expect(readInterruptedUploads()).toEqual([]);
    });

    it('lists an interrupted upload and resumes it when the same file is picked', async () => {
      rememberUpload(interrupted);
      const { user, started } = setup();
      await user.click(screen.getByRole('button', { name: 'Upload video' }));
      const list = screen.getByRole('region', { name: 'Interrupted uploads' });
      expect(list).toHaveTextContent('Demo (demo.webm, 50%)');

      await chooseFile(user, screen.getByLabelText('Video file'), file);
      await user.click(screen.getByRole('button', { name: 'Resume Upload' }));
      expect(started[0]!.input.resume).toEqual(interrupted);
      expect(screen.getByRole('progressbar', { name: 'Demo progress' })).toHaveAttribute(
        'aria-valuenow',
        '50',
      );
      expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
      await started[0]!.finish(saved);
      expect(readInterruptedUploads()).toEqual([]);
    });

    it('resumes an interrupted new version as a version of its video', async () => {
      const target = { videoId: 'vid9', videoName: 'Cut' };
      rememberUpload({ ...interrupted, videoName: 'Cut', versionOf: target });
      const { user, started } = setup();
      await user.click(screen.getByRole('button', { name: 'Upload video' }));
      expect(screen.getByRole('region', { name: 'Interrupted uploads' })).toHaveTextContent(
        'Cut (new version) (demo.webm, 50%)',
      );
      await chooseFile(user, screen.getByLabelText('Video file'), file);
      await user.click(screen.getByRole('button', { name: 'Resume Upload' }));
      expect(started[0]!.input).toMatchObject({ videoName: 'Cut', versionOf: target });
    });

    it('tells of an interrupted upload on any page with the bar, which opens the uploader', async () => {
      rememberUpload(interrupted);
      const { user, started } = setup();
      const bar = screen.getByRole('region', { name: 'Video uploads' });
      expect(bar).toHaveTextContent('An upload was interrupted: choose the file again to resume.');
      await user.click(within(bar).getByRole('button', { name: 'Resume…' }));
      const dialog = screen.getByRole('dialog', { name: 'Upload video' });
      expect(within(dialog).getByLabelText('Video file')).toHaveFocus();
      expect(screen.queryByRole('region', { name: 'Video uploads' })).not.toBeInTheDocument();

      // Minimized over another upload, the bar still says so.
      await chooseFile(
        user,
        within(dialog).getByLabelText('Video file'),
        videoFile('other.webm', 100),
      );
      await user.click(within(dialog).getByRole('button', { name: 'Start Upload' }));
      await user.click(screen.getByRole('button', { name: 'Minimize' }));
      expect(screen.getByRole('region', { name: 'Video uploads' })).toHaveTextContent(
        'An upload was interrupted: choose the file again to resume.',
      );
      await started[0]!.finish(saved);
      // Closed again: the bar alone, until hidden for this visit.
      await user.click(screen.getByRole('button', { name: 'Hide' }));
      expect(screen.queryByRole('region', { name: 'Video uploads' })).not.toBeInTheDocument();
    });

    it('leaves the Videos page to list interrupted uploads itself', () => {
      rememberUpload(interrupted);
      setup('alice', '/w/ws1/videos');
      expect(screen.queryByRole('region', { name: 'Video uploads' })).not.toBeInTheDocument();
    });

    it('discards an interrupted upload and its stored bytes', async () => {
      rememberUpload(interrupted);
      const { user } = setup();
      await user.click(screen.getByRole('button', { name: 'Upload video' }));
      await user.click(screen.getByRole('button', { name: 'Discard Demo' }));
      expect(discardUploadSession).toHaveBeenCalledWith(interrupted.sessionUrl);
      expect(readInterruptedUploads()).toEqual([]);
      expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
    });

    it('offers nothing to another user', async () => {
      rememberUpload({ ...interrupted, uid: 'bob' });
      const { user } = setup('alice');
      await user.click(screen.getByRole('button', { name: 'Upload video' }));
      expect(screen.queryByRole('region', { name: 'Interrupted uploads' })).not.toBeInTheDocument();
    });
  });
});

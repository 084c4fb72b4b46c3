/**
 * The library with its data hooks and writes mocked; the uploader context is a stub. It sits on
 * its route, so picking a video opens its address as in the app.
 */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type * as Workspaces from '@/features/workspaces';
import type { Workspace } from '@/features/workspaces';
import type { LiveState } from '@/lib/firebase/live-data';
import { buildMember } from '@/testing/builders';
import { deleteVideo, saveVideoDetails } from '../api/manage-video';
import { useVideo, useVideos } from '../api/use-videos';
import type { Video } from '../api/videos';
import { render } from '../test-utils';
import { UploadContext, type UploadContextValue } from '../upload-context';
import { VIDEOS_PAGE_SIZE, VideoLibrary } from './video-library';
import type * as UseVideosModule from '../api/use-videos';

const listed = vi.hoisted(() => ({ videos: [] as Video[] }));
vi.mock('../api/use-videos', async (importOriginal) => ({
  ...(await importOriginal<typeof UseVideosModule>()),
  useVideos: vi.fn(),
  // The open video is read by id; here it is one of the listed ones.
  useVideo: vi.fn((_workspaceId: string, videoId: string | null) =>
    videoId === null
      ? { status: 'ready', data: null }
      : { status: 'ready', data: listed.videos.find((video) => video.id === videoId) ?? null },
  ),
}));
// Uploader names come from their member documents; alice has left. The upload button reads the
// current workspace (it is disabled without one).
const memberIdsAsked = vi.hoisted(() => [] as string[][]);
vi.mock('@/features/workspaces', async (importOriginal) => ({
  ...(await importOriginal<typeof Workspaces>()),
  useWorkspace: () => ({ current: { id: 'ws1', name: 'Demo' } }),
  useMembersById: (_workspaceId: string, uids: readonly string[]) => {
    memberIdsAsked.push([...uids]);
    const known = [
      buildMember({ uid: 'owner', displayName: 'Olive', role: 'owner' }),
      buildMember({ uid: 'bob', displayName: 'Bob' }),
    ];
    return { status: 'ready', byId: new Map(known.map((m) => [m.uid, m])) };
  },
}));
vi.mock('../api/manage-video', () => ({
  deleteVideo: vi.fn(async () => ({ filesDeleted: true })),
  saveVideoDetails: vi.fn(async () => undefined),
}));

const workspace = { id: 'ws1', name: 'Demo', ownerId: 'owner' } as Workspace;
const roles: Record<string, WorkspaceRole> = { owner: 'owner', alice: 'member', bob: 'member' };

function buildVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v1',
    videoURL: 'https://example.test/v1.webm',
    videoName: 'Kick-off',
    thumbnailUrl: 'https://example.test/v1.jpg',
    notes: 'First call',
    uploadedAt: new Date('2026-01-02T10:00:00Z'),
    uploadedBy: 'bob',
    workspaceId: 'ws1',
    storagePath: 'videos/ws1/v1.webm',
    thumbnailPath: 'thumbnails/ws1/v1.webm.jpg',
    ...overrides,
  };
}

const uploads = { openUploader: vi.fn() } as unknown as UploadContextValue;

function LibraryRoute({ uid }: { uid: string }) {
  const { videoId = null } = useParams();
  return (
    <VideoLibrary
      workspace={workspace}
      uid={uid}
      role={roles[uid] ?? null}
      selectedVideoId={videoId}
    />
  );
}

function setup(videos: LiveState<Video[]>, uid = 'alice') {
  vi.mocked(useVideos).mockReturnValue(videos);
  listed.videos = videos.status === 'ready' ? videos.data : [];
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/w/ws1/videos']}>
      <UploadContext value={uploads}>
        <Routes>
          <Route path="/w/:workspaceId/videos/:videoId?" element={<LibraryRoute uid={uid} />} />
        </Routes>
      </UploadContext>
    </MemoryRouter>,
  );
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  memberIdsAsked.length = 0;
});

describe('VideoLibrary', () => {
  it('shows loading, error and empty states', () => {
    setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the error', () => {
    setup({ status: 'error', error: new Error('denied') });
    expect(screen.getByRole('alert')).toHaveTextContent('denied');
  });

  it('shows the empty state without a second upload button (the page header has the one)', () => {
    setup({ status: 'ready', data: [] });
    expect(screen.getByText('No videos in Demo yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upload video' })).toBeNull();
  });

  it('lists videos with uploader, queries a bounded page and loads more', async () => {
    const page = Array.from({ length: VIDEOS_PAGE_SIZE }, (_, index) =>
      buildVideo({ id: `v${index}`, videoName: `Video ${index}` }),
    );
    const { user } = setup({ status: 'ready', data: page });
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE);
    const grid = screen.getByRole('list', { name: 'Videos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(VIDEOS_PAGE_SIZE);
    expect(within(grid).getAllByText(/^Bob/)).toHaveLength(VIDEOS_PAGE_SIZE);
    // Only the uploaders' member documents are read.
    expect(new Set(memberIdsAsked.at(-1))).toEqual(new Set(['bob']));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE * 2);
  });

  it('has no Load more when the page is not full', () => {
    setup({ status: 'ready', data: [buildVideo()] });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('plays the selected video with its details; a member cannot manage others’ videos', async () => {
    const { user } = setup({ status: 'ready', data: [buildVideo()] });
    await user.click(screen.getByRole('button', { name: /Kick-off/ }));
    const details = screen.getByRole('article', { name: 'Kick-off' });
    const player = within(details).getByLabelText('Video: Kick-off');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('src', 'https://example.test/v1.webm');
    expect(useVideo).toHaveBeenLastCalledWith('ws1', 'v1');
    expect(within(details).getByRole('button', { name: 'Copy link to Kick-off' })).toBeEnabled();
    expect(details).toHaveTextContent('First call');
    expect(details).toHaveTextContent('Uploaded by Bob');
    expect(within(details).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  });

  it('lets the uploader rename, edit notes and delete', async () => {
    const video = buildVideo({ uploadedBy: 'alice' });
    const { user } = setup({ status: 'ready', data: [video] });
    await user.click(screen.getByRole('button', { name: /Kick-off/ }));
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit video' });
    const name = within(form).getByLabelText('Video name');
    await user.clear(name);
    await user.type(name, 'Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(saveVideoDetails).toHaveBeenCalledWith(expect.anything(), video, {
      videoName: 'Renamed',
      notes: 'First call',
    });

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = screen.getByRole('alertdialog', { name: 'Delete video?' });
    expect(question).toHaveTextContent('Kick-off');
    await user.click(within(question).getByRole('button', { name: 'Delete video' }));
    expect(deleteVideo).toHaveBeenCalledWith(expect.anything(), video, 'alice');
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
  });

  it('names an uploader who left as a former member', () => {
    setup({ status: 'ready', data: [buildVideo({ uploadedBy: 'carl' })] }, 'bob');
    expect(screen.getByText(/A former member/)).toBeInTheDocument();
  });

  it('lets the workspace owner delete someone else’s video', async () => {
    const { user } = setup({ status: 'ready', data: [buildVideo()] }, 'owner');
    await user.click(screen.getByRole('button', { name: /Kick-off/ }));
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

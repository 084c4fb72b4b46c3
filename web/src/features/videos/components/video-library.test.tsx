/**
 * The library with its data hooks mocked; the uploader context is a stub. It sits on its route,
 * so picking a video opens its address (the review page, tested in review/review-page.test.tsx).
 */
import { screen, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import type * as Workspaces from '@/features/workspaces';
import type { Workspace } from '@/features/workspaces';
import type { LiveState } from '@/lib/firebase/live-data';
import { buildMember, buildVideo, buildVideoVersion } from '@/testing/builders';
import { useVideos } from '../api/use-videos';
import type { Video } from '../api/videos';
import { render } from '../test-utils';
import { UploadContext, type UploadContextValue } from '../upload-context';
import { VIDEOS_PAGE_SIZE, VideoLibrary } from './video-library';
import type * as UseVideosModule from '../api/use-videos';

vi.mock('../api/use-videos', async (importOriginal) => ({
  ...(await importOriginal<typeof UseVideosModule>()),
  useVideos: vi.fn(),
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
const workspace = { id: 'ws1', name: 'Demo', ownerId: 'owner' } as Workspace;

const uploads = { openUploader: vi.fn() } as unknown as UploadContextValue;

/** Where picking a tile leads: the address's video id. */
function OpenedVideo() {
  const { videoId } = useParams();
  return <p>Opened {videoId}</p>;
}

function setup(videos: LiveState<Video[]>, uid = 'alice') {
  vi.mocked(useVideos).mockReturnValue(videos);
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={['/w/ws1/videos']}>
      <UploadContext value={uploads}>
        <Routes>
          <Route
            path="/w/:workspaceId/videos"
            element={<VideoLibrary workspace={workspace} uid={uid} />}
          />
          <Route path="/w/:workspaceId/videos/:videoId" element={<OpenedVideo />} />
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

  it('says in plain words that no video has the filtered status', async () => {
    const { user } = setup({ status: 'ready', data: [] });
    const filter = screen.getByRole('combobox', { name: 'Review status' });
    await user.selectOptions(filter, 'needs-review');
    expect(screen.getByText('No videos in Demo need review.')).toBeInTheDocument();
    await user.selectOptions(filter, 'changes-requested');
    expect(screen.getByText('No videos in Demo have changes requested.')).toBeInTheDocument();
  });

  it('lists videos with uploader, queries a bounded page and loads more', async () => {
    const page = Array.from({ length: VIDEOS_PAGE_SIZE }, (_, index) =>
      buildVideo({ id: `v${index}`, videoName: `Video ${index}` }),
    );
    const { user } = setup({ status: 'ready', data: page });
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE, null);
    const grid = screen.getByRole('list', { name: 'Videos' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(VIDEOS_PAGE_SIZE);
    expect(within(grid).getAllByText(/^Bob/)).toHaveLength(VIDEOS_PAGE_SIZE);
    // Only the uploaders' member documents are read.
    expect(new Set(memberIdsAsked.at(-1))).toEqual(new Set(['bob']));
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE * 2, null);
  });

  it('has no Load more when the page is not full', () => {
    setup({ status: 'ready', data: [buildVideo()] });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows each video’s review status, links to its review page, and filters by status', async () => {
    const { user } = setup({
      status: 'ready',
      data: [buildVideo({ reviewStatus: 'changes-requested' })],
    });
    const tile = screen.getByRole('link', { name: /Kick-off/ });
    expect(tile).toHaveTextContent('Changes requested');
    // A real link to the video's address: it opens in a new tab and copies like any link.
    expect(tile).toHaveAttribute('href', '/w/ws1/videos/vid1');
    await user.selectOptions(screen.getByLabelText('Review status'), 'Approved');
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE, 'approved');
    await user.selectOptions(screen.getByLabelText('Review status'), 'All videos');
    expect(useVideos).toHaveBeenLastCalledWith('ws1', VIDEOS_PAGE_SIZE, null);
    await user.click(screen.getByRole('link', { name: /Kick-off/ }));
    expect(screen.getByText('Opened vid1')).toBeInTheDocument();
  });

  it('shows the newest version: its thumbnail and number', () => {
    setup({
      status: 'ready',
      data: [
        buildVideo({ latest: buildVideoVersion({ number: 2 }) }),
        buildVideo({ id: 'vid2', videoName: 'Single' }),
      ],
    });
    const versioned = screen.getByRole('link', { name: /Kick-off/ });
    expect(versioned.querySelector('img')).toHaveAttribute('src', 'https://example.test/v2.jpg');
    expect(within(versioned).getByText('v2')).toBeInTheDocument();
    // One version: no number to show.
    expect(within(screen.getByRole('link', { name: /Single/ })).queryByText('v1')).toBeNull();
  });

  it('names an uploader who left as a former member', () => {
    setup({ status: 'ready', data: [buildVideo({ uploadedBy: 'carl' })] }, 'bob');
    expect(screen.getByText(/A former member/)).toBeInTheDocument();
  });
});

/**
 * The review page with its data hooks and writes mocked: the player and its markers, the
 * comments in video order with what each role may do, replying, resolving (resolved threads
 * behind a toggle), a link's `?comment=`, the review status, and the details (rename, delete)
 * that moved here from the library.
 */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type * as Workspaces from '@/features/workspaces';
import type { Workspace } from '@/features/workspaces';
import { buildMember } from '@/testing/builders';
import { deleteVideo, saveVideoDetails } from '../api/manage-video';
import type * as UseVideosModule from '../api/use-videos';
import type { Video } from '../api/videos';
import { render } from '../test-utils';
import type { VideoComment } from '../api/video-comments';
import { VideoReviewPage } from './review-page';

const data = vi.hoisted(() => ({ video: null as Video | null, comments: [] as VideoComment[] }));
const review = vi.hoisted(() => ({
  comment: vi.fn(async () => 'new'),
  edit: vi.fn(async () => undefined),
  resolve: vi.fn(async () => undefined),
  remove: vi.fn(async () => undefined),
  setStatus: vi.fn(async () => undefined),
  recordDuration: vi.fn(async () => undefined),
}));
vi.mock('../api/use-videos', async (importOriginal) => ({
  ...(await importOriginal<typeof UseVideosModule>()),
  useVideo: () => ({ status: 'ready', data: data.video }),
}));
vi.mock('../api/use-video-review', () => ({
  useVideoComments: () => ({ status: 'ready', data: data.comments }),
  useReviewActions: () => review,
}));
vi.mock('../api/manage-video', () => ({
  deleteVideo: vi.fn(async () => ({ filesDeleted: true })),
  saveVideoDetails: vi.fn(async () => undefined),
}));
vi.mock('@/features/workspaces', async (importOriginal) => ({
  ...(await importOriginal<typeof Workspaces>()),
  useMembersById: () => {
    const known = [
      buildMember({ uid: 'bob', displayName: 'Bob' }),
      buildMember({ uid: 'rey', displayName: 'Rey' }),
    ];
    return { status: 'ready', byId: new Map(known.map((m) => [m.uid, m])) };
  },
}));

const workspace = { id: 'ws1', name: 'Demo', ownerId: 'owner' } as Workspace;

function buildVideo(overrides: Partial<Video> = {}): Video {
  return {
    id: 'v1',
    videoURL: 'https://example.test/v1.webm',
    videoName: 'Kick-off',
    thumbnailUrl: null,
    notes: 'First call',
    uploadedAt: new Date('2026-01-02T10:00:00Z'),
    uploadedBy: 'bob',
    workspaceId: 'ws1',
    storagePath: 'videos/ws1/v1.webm',
    thumbnailPath: null,
    reviewStatus: 'needs-review',
    duration: 30,
    previewSpriteUrl: null,
    previewSpritePath: null,
    ...overrides,
  };
}

function buildComment(id: string, overrides: Partial<VideoComment> = {}): VideoComment {
  return {
    id,
    text: `Note ${id}`,
    time: 0,
    endTime: null,
    versionId: 'v1',
    parentId: null,
    mentions: [],
    resolved: false,
    createdBy: 'rey',
    createdAt: new Date('2026-01-03T10:00:00Z'),
    edited: false,
    ...overrides,
  };
}

function setup(uid: string, role: WorkspaceRole, address = '/w/ws1/videos/v1') {
  const user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route
          path="/w/:workspaceId/videos/:videoId"
          element={<VideoReviewPage workspace={workspace} uid={uid} role={role} videoId="v1" />}
        />
        <Route path="/w/:workspaceId/videos" element={<p>The library</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return { user };
}

beforeEach(() => {
  vi.clearAllMocks();
  data.video = buildVideo();
  data.comments = [
    buildComment('late', { time: 20 }),
    buildComment('early', { time: 4 }),
    buildComment('reply', { time: 4, parentId: 'early', createdBy: 'bob', text: 'On it' }),
    buildComment('done', { time: 9, resolved: true }),
  ];
});

describe('VideoReviewPage', () => {
  it('shows the player, the details and the open threads in video order', () => {
    setup('bob', 'member');
    const player = screen.getByLabelText('Video: Kick-off');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('src', 'https://example.test/v1.webm');
    expect(screen.getByRole('article', { name: 'Kick-off' })).toHaveTextContent('First call');
    const threads = within(screen.getByRole('list', { name: 'Comment threads' }));
    expect(threads.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^0:04Rey.*Note early.*0:04You.*On it/),
      expect.stringMatching(/^0:20Rey.*Note late/),
    ]);
  });

  it('shows resolved threads behind a toggle, and opens one a link names', async () => {
    const { user } = setup('bob', 'member');
    expect(screen.queryByText('Note done')).toBeNull();
    await user.click(screen.getByLabelText('Show resolved (1)'));
    expect(screen.getByText('Note done')).toBeInTheDocument();
  });

  it('highlights the comment a link names, even a resolved one, and brings it into view', () => {
    // jsdom lays nothing out, so it has no scrollIntoView of its own.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    setup('bob', 'member', '/w/ws1/videos/v1?t=9&comment=done');
    const comment = screen.getByText('Note done').closest('[role="article"]');
    expect(comment).toHaveAttribute('aria-current', 'true');
    expect(scrolled.mock.contexts).toEqual([comment]);
  });

  it('lets a member comment at the moment, reply and resolve', async () => {
    const { user } = setup('bob', 'member');
    await user.type(screen.getByLabelText('Comment at 0:00'), 'Too dark');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(review.comment).toHaveBeenCalledWith(
      {
        text: 'Too dark',
        mentions: [],
        time: 0,
        endTime: null,
        versionId: 'v1',
        parentId: null,
      },
      30,
    );

    const late = screen.getByText('Note late').closest('li')!;
    await user.click(within(late).getByRole('button', { name: 'Reply' }));
    await user.type(within(late).getByLabelText('Reply'), 'Agreed');
    await user.click(within(late).getByRole('button', { name: 'Reply' }));
    expect(review.comment).toHaveBeenLastCalledWith(
      expect.objectContaining({ text: 'Agreed', time: 20, parentId: 'late' }),
      30,
    );
    await user.click(await within(late).findByRole('button', { name: 'Resolve' }));
    expect(review.resolve).toHaveBeenCalledWith('late', true);
  });

  it('lets a viewer read but not comment, reply, resolve or set the status', () => {
    setup('vic', 'viewer');
    expect(screen.getByText('Note early')).toBeInTheDocument();
    expect(screen.getByText(/Your role \(viewer\) can read the comments/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Comment at/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resolve' })).toBeNull();
    expect(screen.queryByLabelText('Review status')).toBeNull();
    expect(screen.getByText('Needs review')).toBeInTheDocument();
  });

  it('lets an editor set the review status', async () => {
    const { user } = setup('rey', 'member');
    await user.selectOptions(screen.getByLabelText('Review status'), 'Changes requested');
    expect(review.setStatus).toHaveBeenCalledWith('changes-requested');
  });

  it('offers a member edit and delete of their own comments only', () => {
    setup('rey', 'member');
    const reply = screen.getByText('On it').closest('[role="article"]') as HTMLElement;
    expect(within(reply).queryByRole('button', { name: 'Delete' })).toBeNull();
    const own = screen.getByText('Note early').closest('[role="article"]') as HTMLElement;
    expect(within(own).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(own).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('offers an admin every delete but no edit of others’ words', () => {
    setup('ada', 'admin');
    const reply = screen.getByText('On it').closest('[role="article"]') as HTMLElement;
    expect(within(reply).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(reply).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('lets the uploader rename and delete the video, back to the library', async () => {
    const { user } = setup('bob', 'member');
    await user.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Edit video' });
    await user.clear(within(form).getByLabelText('Video name'));
    await user.type(within(form).getByLabelText('Video name'), 'Renamed');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(saveVideoDetails).toHaveBeenCalledWith(expect.anything(), data.video, {
      videoName: 'Renamed',
      notes: 'First call',
    });
    const details = screen.getByRole('article', { name: 'Kick-off' });
    await user.click(await within(details).findByRole('button', { name: 'Delete' }));
    await user.click(within(details).getByRole('button', { name: 'Delete video' }));
    expect(deleteVideo).toHaveBeenCalledWith(expect.anything(), data.video, 'bob');
    await waitFor(() => expect(screen.getByText('The library')).toBeInTheDocument());
  });
});

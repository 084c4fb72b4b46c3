/**
 * The review page with its data hooks and writes mocked: the player and its markers, the
 * comments in video order with what each role may do, replying, resolving (resolved threads
 * behind a toggle), a link's `?comment=`, the review status, the details (rename, delete)
 * that moved here from the library, and versions (the newest by default, the switcher, each
 * version's own comments, "Upload new version" and who may use it).
 */
import { screen, waitFor, within } from '@testing-library/dom';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import type * as Workspaces from '@/features/workspaces';
import type { Workspace } from '@/features/workspaces';
import { buildMember, buildVideo, buildVideoVersion } from '@/testing/builders';
import { deleteVideo, saveVideoDetails } from '../api/manage-video';
import type * as UseVideosModule from '../api/use-videos';
import type { Video, VideoVersion } from '../api/videos';
import { act, render } from '../test-utils';
import type * as UploadContextModule from '../upload-context';
import { VIDEO_UPLOAD_COMPLETE_EVENT } from '../upload-context';
import type { VideoComment } from '../api/video-comments';
import { VideoReviewPage } from './review-page';

const data = vi.hoisted(() => ({
  video: null as Video | null,
  comments: [] as VideoComment[],
  /** Versions between the first and the newest, as their documents would give them. */
  between: [] as VideoVersion[],
}));
const uploads = vi.hoisted(() => ({ openVersionUploader: vi.fn() }));
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
  useVideoComments: (_at: unknown, versionId: string) => ({
    status: 'ready',
    data: data.comments.filter((comment) => comment.versionId === versionId),
  }),
  useVideoVersion: (video: Video, id: string) => ({
    status: 'ready',
    data: [video.first, video.latest, ...data.between].find((version) => version.id === id) ?? null,
  }),
  useReviewActions: () => review,
}));
vi.mock('../upload-context', async (importOriginal) => ({
  ...(await importOriginal<typeof UploadContextModule>()),
  useUploads: () => uploads,
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
  data.video = buildVideo({ id: 'v1', first: buildVideoVersion({ thumbnailUrl: null }) });
  data.between = [];
  data.comments = [
    buildComment('late', { time: 20 }),
    buildComment('early', { time: 4 }),
    buildComment('reply', { time: 4, parentId: 'early', createdBy: 'bob', text: 'On it' }),
    buildComment('done', { time: 9, resolved: true }),
  ];
});

/** The player's video as loaded, 40 s long; returns a way to play it to a second. */
function loadPlayer(): (seconds: number) => void {
  const video = screen.getByLabelText<HTMLVideoElement>('Video: Kick-off');
  Object.defineProperty(video, 'duration', { configurable: true, value: 40 });
  Object.defineProperty(video, 'readyState', { configurable: true, value: 1 });
  act(() => video.dispatchEvent(new Event('loadedmetadata')));
  return (seconds) =>
    act(() => {
      video.currentTime = seconds;
      video.dispatchEvent(new Event('timeupdate'));
    });
}

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

  it('draws a range comment as a range on the timeline and names it 0:10–0:14', async () => {
    data.comments = [
      buildComment('range', { time: 10, endTime: 14 }),
      buildComment('dot', { time: 30 }),
    ];
    const { user } = setup('bob', 'member');
    const playTo = loadPlayer();

    // 10 s into 40 s, for 4 s: from 25 % of the bar, 10 % of it long; a moment is a dot.
    const range = screen.getByRole('button', { name: 'Comment marker at 0:10–0:14' });
    expect(range).toHaveStyle({ left: '25%', width: '10%' });
    expect(screen.getByRole('button', { name: 'Comment marker at 0:30' }).style.width).toBe('');
    const thread = screen.getByText('Note range').closest('li')!;
    expect(within(thread).getByRole('button', { name: 'Go to 0:10–0:14' })).toHaveTextContent(
      '0:10–0:14',
    );

    // Writing one: the composer names the range it is pinned to.
    await user.click(screen.getByRole('button', { name: 'Go to 0:10–0:14' }));
    await user.click(screen.getByLabelText('Comment at 0:10'));
    playTo(14);
    await user.click(screen.getByRole('button', { name: 'End range here' }));
    expect(screen.getByLabelText('Comment at 0:10–0:14')).toBeInTheDocument();
  });

  it('keeps the moment pinned for the next comment when the last one’s save lands late', async () => {
    let saved!: () => void;
    review.comment.mockImplementationOnce(
      () => new Promise<string>((resolve) => (saved = () => resolve('first'))),
    );
    const { user } = setup('bob', 'member');
    const playTo = loadPlayer();

    await user.type(screen.getByLabelText('Comment at 0:00'), 'First');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    // While the first is being saved, the next is pinned at 0:12 and the video plays on.
    playTo(12);
    await user.click(screen.getByRole('button', { name: 'Use current time' }));
    playTo(15);
    await act(async () => saved());
    expect(screen.getByLabelText('Comment at 0:12')).toBeInTheDocument();
  });

  it('pins the next comment where the box is focused while the last one is still saving', async () => {
    let saved!: () => void;
    review.comment.mockImplementationOnce(
      () => new Promise<string>((resolve) => (saved = () => resolve('first'))),
    );
    const { user } = setup('bob', 'member');
    const playTo = loadPlayer();

    await user.type(screen.getByLabelText('Comment at 0:00'), 'First');
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    playTo(12);
    await user.click(screen.getByLabelText('Comment at 0:12'));
    playTo(15);
    await user.click(screen.getByRole('button', { name: 'End range here' }));
    await act(async () => saved());
    expect(screen.getByLabelText('Comment at 0:12–0:15')).toBeInTheDocument();
  });

  it('gives a refused comment its moment back with its text', async () => {
    review.comment.mockRejectedValueOnce(new Error('Refused'));
    const { user } = setup('bob', 'member');
    const playTo = loadPlayer();
    playTo(7);
    await user.type(screen.getByLabelText('Comment at 0:07'), 'Lost?');
    playTo(20);
    await user.click(screen.getByRole('button', { name: 'Comment' }));
    expect(await screen.findByLabelText('Comment at 0:07')).toHaveValue('Lost?');
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

  describe('versions', () => {
    beforeEach(() => {
      data.video = buildVideo({
        id: 'v1',
        latest: buildVideoVersion({ number: 3, duration: 40, uploadedBy: 'rey' }),
      });
      data.between = [buildVideoVersion({ number: 2 })];
      data.comments = [
        buildComment('old', { time: 4, text: 'Logo jumps' }),
        buildComment('new', { time: 35, versionId: 'v3', text: 'Better now' }),
      ];
    });

    const player = () => screen.getByLabelText('Video: Kick-off');
    const threadTexts = () =>
      within(screen.getByRole('list', { name: 'Comment threads' }))
        .queryAllByRole('listitem')
        .map((item) => item.textContent);

    it('opens the newest version with its own comments, and switches to another', async () => {
      const { user } = setup('bob', 'member');
      expect(player()).toHaveAttribute('src', 'https://example.test/v3.webm');
      expect(screen.getByRole('heading', { name: 'Comments on v3' })).toBeInTheDocument();
      expect(threadTexts()).toEqual([expect.stringContaining('Better now')]);
      expect(screen.getByText(/v3 uploaded by Rey/)).toBeInTheDocument();
      const versions = screen.getByLabelText('Version');
      expect(
        within(versions)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['v3 (newest)', 'v2', 'v1']);

      await user.selectOptions(versions, 'v1');
      expect(player()).toHaveAttribute('src', 'https://example.test/v1.webm');
      expect(threadTexts()).toEqual([expect.stringContaining('Logo jumps')]);
      expect(screen.getByText(/This is v1; the newest is v3\./)).toHaveAttribute('role', 'status');

      await user.selectOptions(screen.getByLabelText('Version'), 'v2');
      expect(player()).toHaveAttribute('src', 'https://example.test/v2.webm');
      expect(screen.getByText('No comments on v2 yet.')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Show v3' }));
      expect(player()).toHaveAttribute('src', 'https://example.test/v3.webm');
    });

    it('comments on the version shown, checked against its own length', async () => {
      const { user } = setup('bob', 'member', '/w/ws1/videos/v1?v=v2');
      await user.type(screen.getByLabelText('Comment at 0:00'), 'Still dark');
      await user.click(screen.getByRole('button', { name: 'Comment' }));
      expect(review.comment).toHaveBeenCalledWith(
        expect.objectContaining({ text: 'Still dark', versionId: 'v2' }),
        30,
      );
    });

    it('opens the version, moment and comment a link names', () => {
      Element.prototype.scrollIntoView = vi.fn();
      setup('bob', 'member', '/w/ws1/videos/v1?v=v1&t=4&comment=old');
      expect(player()).toHaveAttribute('src', 'https://example.test/v1.webm');
      const comment = screen.getByText('Logo jumps').closest('[role="article"]');
      expect(comment).toHaveAttribute('aria-current', 'true');
    });

    it('says when a link names a version the video does not have', async () => {
      const { user } = setup('bob', 'member', '/w/ws1/videos/v1?v=v9');
      expect(screen.getByText('This video has no version v9.')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show the newest (v3)' }));
      expect(player()).toHaveAttribute('src', 'https://example.test/v3.webm');
    });

    it('shows the version just uploaded from this tab', () => {
      setup('bob', 'member', '/w/ws1/videos/v1?v=v1');
      act(() => {
        window.dispatchEvent(
          new CustomEvent(VIDEO_UPLOAD_COMPLETE_EVENT, {
            detail: { videoId: 'v1', versionId: 'v3' },
          }),
        );
      });
      expect(player()).toHaveAttribute('src', 'https://example.test/v3.webm');
    });
  });

  it('offers editors "Upload new version", which opens the uploader for this video', async () => {
    const { user } = setup('rey', 'member');
    await user.click(screen.getByRole('button', { name: 'Upload new version' }));
    expect(uploads.openVersionUploader).toHaveBeenCalledWith({
      videoId: 'v1',
      videoName: 'Kick-off',
    });
  });

  it('tells a viewer why they cannot upload a new version', () => {
    setup('vic', 'viewer');
    expect(screen.queryByRole('button', { name: 'Upload new version' })).toBeNull();
    expect(
      screen.getByText('Your role (viewer) cannot upload new versions in this workspace.'),
    ).toBeInTheDocument();
  });
});

import { screen } from '@testing-library/dom';
import { buildVideo, buildVideoVersion } from '@/testing/builders';
import type { Video } from '../api/videos';
import { render } from '../test-utils';
import { VideoMomentFrame } from './video-moment-frame';

const data: { video: Video | null } = { video: null };

vi.mock('../api/use-videos', () => ({
  useVideo: () => ({ status: 'ready', data: data.video }),
}));
vi.mock('../api/use-video-review', () => ({
  useVideoVersion: (video: Video, id: string) => ({
    status: 'ready',
    data: [video.first, video.latest].find((version) => version.id === id) ?? null,
  }),
}));

const at = { workspaceId: 'ws1', videoId: 'vid1', versionId: 'v2', time: 12 };

describe('the frame of a video moment', () => {
  it('shows the sprite cell of the moment: 0:12 of 20 s is frame 12, third column, third row', () => {
    const latest = buildVideoVersion({
      number: 2,
      duration: 20,
      previewSpriteUrl: 'https://example.test/v2.sprite.jpg',
    });
    data.video = buildVideo({ latest });
    render(<VideoMomentFrame {...at} />);
    const frame = screen.getByRole('img', { name: 'Frame of Kick-off at 0:12' });
    const grid = frame.querySelector('img')!;
    expect(grid).toHaveAttribute('src', 'https://example.test/v2.sprite.jpg');
    // 5 columns by 4 rows: the grid is 5 frames wide and moved 2 columns and 2 rows.
    expect(grid.style.width).toBe('500%');
    expect(grid.style.transform).toBe('translate(-40%, -50%)');
  });

  it('shows the version’s thumbnail when it has no sprite', () => {
    data.video = buildVideo({ latest: buildVideoVersion({ number: 2 }) });
    render(<VideoMomentFrame {...at} />);
    expect(screen.getByRole('img', { name: 'Thumbnail of Kick-off' })).toHaveAttribute(
      'src',
      'https://example.test/v2.jpg',
    );
  });

  it('shows nothing once the video or its version is gone', () => {
    data.video = buildVideo();
    render(<VideoMomentFrame {...at} />);
    expect(screen.queryByRole('img')).toBeNull();
    data.video = null;
    render(<VideoMomentFrame {...at} />);
    expect(screen.queryByRole('img')).toBeNull();
  });
});

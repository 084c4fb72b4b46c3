/** A task's source: the excerpt, a link back opened where it was, and a deleted one said plainly. */
import type { TaskSource } from '@crewspace/common/tasks';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TaskSourceView } from './task-source';

const comment: TaskSource = {
  kind: 'video-comment',
  ref: { videoId: 'v1', commentId: 'c2', threadId: 'c1', versionId: 'v2', time: 12 },
  excerpt: 'The logo jumps at 0:12',
};

describe('the source of a task', () => {
  it('shows the excerpt and the link', () => {
    render(
      <MemoryRouter>
        <TaskSourceView workspaceId="ws1" source={comment} />
      </MemoryRouter>,
    );
    expect(screen.getByText('The logo jumps at 0:12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the comment in the video' })).toHaveAttribute(
      'href',
      '/w/ws1/videos/v1?v=v2&t=12&comment=c2',
    );
  });

  it('keeps the excerpt of a deleted source and says the original is gone, with no link', () => {
    render(
      <MemoryRouter>
        <TaskSourceView workspaceId="ws1" source={{ ...comment, deleted: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText('The logo jumps at 0:12')).toBeInTheDocument();
    expect(screen.getByText(/The original is gone/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows what the source’s feature passes in, but not for a deleted source', () => {
    const preview = (source: TaskSource) =>
      source.kind === 'video-comment' ? <p>Frame at {source.ref.time}</p> : null;
    const { rerender } = render(
      <MemoryRouter>
        <TaskSourceView workspaceId="ws1" source={comment} preview={preview} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Frame at 12')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <TaskSourceView
          workspaceId="ws1"
          source={{ ...comment, deleted: true }}
          preview={preview}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByText('Frame at 12')).toBeNull();
  });
});

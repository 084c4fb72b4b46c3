/** The chips a source shows: its own tasks only, each with its state, each a link to the task. */
import type { TaskSource } from '@crewspace/common/tasks';
import { act, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase } from '@/testing/firebase';
import type { SourceItem, SourceTask } from '../api/use-source-tasks';
import { SourceTaskChips } from './source-task-chips';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

let store: FakeFirestore;

function task(id: string, status: SourceTask['status'], source: TaskSource): SourceTask {
  return { id, workspaceId: 'ws1', title: `Task ${id}`, status, source };
}

function message(messageId: string): TaskSource {
  return { kind: 'message', ref: { cid: 'team:general', messageId }, excerpt: '' };
}

function renderChips(item: SourceItem, label = 'Tasks') {
  store = createFakeFirestore();
  renderWithFirebase(
    <MemoryRouter>
      <SourceTaskChips workspaceId="ws1" item={item} label={label} />
    </MemoryRouter>,
  );
  const [listener] = store.queriesOn('tasks');
  if (!listener) throw new Error('No task query was opened.');
  return listener;
}

describe('SourceTaskChips', () => {
  it("asks for the channel's tasks once, and shows the message's own with their state", () => {
    const listener = renderChips(
      { kind: 'message', cid: 'team:general', messageId: 'm1' },
      'Tasks from this message',
    );
    expect(store.queriesOn('tasks')).toHaveLength(1);
    act(() =>
      listener.next([
        task('t1', 'in-review', message('m1')),
        task('t2', 'todo', message('m2')),
        task('t3', 'done', message('m1')),
      ]),
    );
    const list = within(screen.getByRole('list', { name: 'Tasks from this message' }));
    const links = list.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/w/ws1/tasks/t1',
      '/w/ws1/tasks/t3',
    ]);
    expect(links[0]).toHaveAccessibleName('Task: Task t1, In review');
    expect(links[1]).toHaveAccessibleName('Task: Task t3, Done');
  });

  it('shows nothing while the source has no tasks', () => {
    const listener = renderChips({ kind: 'canvas', canvasId: 'k1' });
    act(() => listener.next([]));
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows a comment thread's tasks, whichever comment of it they were made from", () => {
    const listener = renderChips({ kind: 'video-comment', videoId: 'v1', threadId: 'c1' });
    const fromComment = (commentId: string, threadId: string): TaskSource => ({
      kind: 'video-comment',
      ref: { videoId: 'v1', commentId, threadId, versionId: 'v1', time: 12 },
      excerpt: '',
    });
    act(() =>
      listener.next([
        task('t1', 'todo', fromComment('c1', 'c1')),
        task('t2', 'todo', fromComment('c2', 'c1')),
        task('t3', 'todo', fromComment('c9', 'c9')),
      ]),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/w/ws1/tasks/t1',
      '/w/ws1/tasks/t2',
    ]);
  });

  it("shows an event's tasks on every showing, a showing's only on that one", () => {
    const listener = renderChips({
      kind: 'event',
      eventId: 'ev1',
      occurrence: '2026-05-04T09:00:00.000Z',
    });
    const fromEvent = (occurrence: string | null): TaskSource => ({
      kind: 'event',
      ref: { eventId: 'ev1', occurrence },
      excerpt: '',
    });
    act(() =>
      listener.next([
        task('t1', 'todo', fromEvent(null)),
        task('t2', 'todo', fromEvent('2026-05-04T09:00:00.000Z')),
        task('t3', 'todo', fromEvent('2026-05-11T09:00:00.000Z')),
      ]),
    );
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/w/ws1/tasks/t1',
      '/w/ws1/tasks/t2',
    ]);
  });
});

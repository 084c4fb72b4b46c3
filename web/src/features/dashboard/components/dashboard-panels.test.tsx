/**
 * DashboardPanels against the fake Firestore: the queries it opens are the owning features'
 * queries with the dashboard's limits, compared with queryEqual.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { upcomingEventsQuery } from '@/features/calendar/api/events';
import { pinnedCanvasesQuery } from '@/features/canvases/api/canvases';
import { taskQuery } from '@/features/tasks/api/tasks';
import { videosQuery } from '@/features/videos/api/videos';
import { myTasksQuery } from '@crewspace/common/task-queries';
import type { Workspace } from '@/features/workspaces';
import { buildNotification } from '@/testing/builders';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders, testFirestore } from '@/testing/firebase';
import { DashboardPanels } from './dashboard-panels';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

const NOW = new Date('2026-03-02T09:00:00Z');
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

const workspace: Workspace = {
  id: 'ws1',
  name: 'Crew',
  ownerId: 'u1',
  membersCount: 1,
  description: '',
  isDefault: false,
  createdAt: null,
  updatedAt: null,
};

function renderPanels(notifications = [buildNotification()]) {
  const store = createFakeFirestore();
  render(
    <TestFirebaseProviders>
      <MemoryRouter>
        <DashboardPanels
          workspace={workspace}
          uid="u1"
          notifications={notifications}
          chatUnread={3}
        />
      </MemoryRouter>
    </TestFirebaseProviders>,
  );
  const db = testFirestore();
  return {
    store,
    pinned: () => store.query(pinnedCanvasesQuery(db, 'ws1', 6)),
    videos: () => store.query(videosQuery(db, 'ws1', 6)),
    events: () =>
      store.query(upcomingEventsQuery(db, 'ws1', NOW, new Date(NOW.getTime() + WEEK_MS), 5)),
    myTasks: () => store.query(taskQuery(db, myTasksQuery('ws1', 'u1'))),
  };
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPanels', () => {
  it('asks for bounded lists: 6 pinned canvases, 6 videos, 5 events in the next 7 days, 10 of my tasks', () => {
    const { store, pinned, videos, events, myTasks } = renderPanels();
    expect([pinned(), videos(), events(), myTasks()]).toHaveLength(4);
    expect(myTasksQuery('ws1', 'u1').limit).toBe(10);
    // And the workspace document for its time zone, which due dates are read on.
    expect(store.docPaths()).toEqual(['workspaces/ws1']);
    expect(store.open()).toHaveLength(5);
  });

  it('lists my tasks as the query orders them, the late one marked overdue', async () => {
    const { myTasks } = renderPanels();
    const task = (id: string, title: string, due: string) => ({
      id,
      workspaceId: 'ws1',
      title,
      status: 'todo',
      due,
      assignees: ['u1'],
    });
    act(() =>
      myTasks().next([
        task('t1', 'File the report', '2026-02-27'),
        task('t2', 'Call Ana', '2026-03-04'),
      ]),
    );
    const items = await card('My tasks').findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'File the reportOverdue: Feb 27',
      'Call AnaDue Mar 4',
    ]);
    expect(within(items[0]!).getByText(/Overdue/)).toHaveClass('late');
    expect(card('My tasks').getByRole('link', { name: 'File the report' })).toHaveAttribute(
      'href',
      '/w/ws1/tasks/t1',
    );
  });

  it('shows loading, then empty states', async () => {
    const { pinned, videos, events } = renderPanels();
    expect(card('Recent videos').getByText('Loading...')).toBeInTheDocument();
    act(() => {
      pinned().next([]);
      videos().next([]);
      events().next([]);
    });
    expect(await card('Pinned canvases').findByText('No pinned canvases.')).toBeInTheDocument();
    expect(card('Recent videos').getByText('No videos uploaded yet.')).toBeInTheDocument();
    expect(card('Upcoming events').getByText('Nothing in the next 7 days.')).toBeInTheDocument();
  });

  it('shows a plain message, never the raw error, when a query fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { videos } = renderPanels();
    act(() => videos().error(new Error('FirebaseError: Missing or insufficient permissions')));
    expect(
      await card('Recent videos').findByText('Recent videos could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/insufficient permissions/)).not.toBeInTheDocument();
  });

  it('lists at most 5 notifications and the chat unread total', () => {
    renderPanels(
      Array.from({ length: 7 }, (_, index) =>
        buildNotification({ id: `n${index}`, title: `Note ${index}` }),
      ),
    );
    expect(card('Recent notifications').getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('link', { name: '3 unread chat messages' })).toBeInTheDocument();
  });
});

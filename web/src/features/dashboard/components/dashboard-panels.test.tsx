/** DashboardPanels with the data layer replaced by the fake Firestore and tagged fake queries. */
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Workspace } from '../../../lib/firebase/converters';
import { buildNotification } from '../../../testing/builders';
import { createFakeFirestore } from '../../../testing/fake-firestore';
import { DashboardPanels } from './dashboard-panels';

const fake = vi.hoisted(() => ({ store: null as ReturnType<typeof createFakeFirestore> | null }));

vi.mock('../../../lib/firebase/firestore', () => ({
  listenToQuery: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToQuery']>) =>
    fake.store!.listenToQuery(...args),
}));
vi.mock('../../../lib/firebase/projects-data', () => ({
  pinnedCanvasesQuery: (workspaceId: string, max: number) => ({ kind: 'pinned', workspaceId, max }),
  recentVideosQuery: (workspaceId: string, max: number) => ({ kind: 'videos', workspaceId, max }),
  upcomingEventsQuery: (workspaceId: string, from: Date, to: Date, max: number) => ({
    kind: 'events',
    workspaceId,
    from,
    to,
    max,
  }),
}));

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
  fake.store = createFakeFirestore();
  render(
    <MemoryRouter>
      <DashboardPanels workspace={workspace} notifications={notifications} chatUnread={3} />
    </MemoryRouter>,
  );
  return fake.store;
}

const card = (name: string) => within(screen.getByRole('region', { name }));

describe('DashboardPanels', () => {
  it('asks for bounded lists: 6 pinned canvases, 6 videos, 5 events in the next 7 days', () => {
    const store = renderPanels();
    expect(store.open('pinned')[0]!.source).toMatchObject({ workspaceId: 'ws1', max: 6 });
    expect(store.open('videos')[0]!.source).toMatchObject({ max: 6 });
    const events = store.open('events')[0]!.source as { from: Date; to: Date; max: number };
    expect(events.max).toBe(5);
    expect(events.to.getTime() - events.from.getTime()).toBe(7 * 24 * 60 * 60 * 1000);
  });

  it('shows loading, then empty states', async () => {
    const store = renderPanels();
    expect(card('Recent videos').getByText('Loading...')).toBeInTheDocument();
    store.open('pinned')[0]!.next([]);
    store.open('videos')[0]!.next([]);
    store.open('events')[0]!.next([]);
    expect(await card('Pinned canvases').findByText('No pinned canvases.')).toBeInTheDocument();
    expect(card('Recent videos').getByText('No videos uploaded yet.')).toBeInTheDocument();
    expect(card('Upcoming events').getByText('Nothing in the next 7 days.')).toBeInTheDocument();
  });

  it('shows a plain message, never the raw error, when a query fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = renderPanels();
    store.open('videos')[0]!.error(new Error('FirebaseError: Missing or insufficient permissions'));
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

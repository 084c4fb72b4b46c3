/**
 * The provider against the fake Firestore (src/testing/fake-firestore.ts): the test pushes
 * snapshots and errors into the two queries and checks what the bell shows and writes.
 */
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildNotification } from '@/testing/builders';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { notificationsQuery, unreadNotificationsQuery } from './api/notifications';
import { NotificationBell } from './components/notification-bell';
import { NotificationsProvider } from './notifications-provider';
import type * as NotificationsModule from './api/notifications';

const markNotificationsRead = vi.hoisted(() =>
  vi.fn(async (_db: unknown, _ids: readonly string[]) => undefined),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('./api/notifications', async (importOriginal) => ({
  ...(await importOriginal<typeof NotificationsModule>()),
  markNotificationsRead,
}));

type Kind = 'notifications' | 'unreadNotifications';

function setup(emailVerified = true) {
  const store = createFakeFirestore();
  const sound = { play: vi.fn(), dispose: vi.fn() };
  renderWithFirebase(
    <NotificationsProvider uid="u1" emailVerified={emailVerified} createSound={() => sound}>
      <NotificationBell />
    </NotificationsProvider>,
  );
  const listener = (kind: Kind) =>
    store.query(
      kind === 'notifications'
        ? notificationsQuery(testFirestore(), 'u1')
        : unreadNotificationsQuery(testFirestore(), 'u1'),
    );
  const push = (kind: Kind, value: unknown) => act(() => listener(kind).next(value));
  const fail = (kind: Kind, error: Error) => act(() => listener(kind).error(error));
  return { sound, push, fail, store };
}

const first = buildNotification({
  id: 'n1',
  title: 'First',
  createdAt: new Date('2025-01-01T09:00:00Z'),
});
const second = buildNotification({
  id: 'n2',
  title: 'Second',
  createdAt: new Date('2025-01-01T10:00:00Z'),
});

describe('NotificationsProvider with the bell', () => {
  beforeEach(() => markNotificationsRead.mockClear());

  it('listens to the list and the unread query of this user only', () => {
    const { store } = setup();
    expect(store.queriesOn('notifications')).toHaveLength(2);
    expect(store.query(notificationsQuery(testFirestore(), 'u1'))).toBeDefined();
    expect(store.query(unreadNotificationsQuery(testFirestore(), 'u1'))).toBeDefined();
  });

  it('shows the unread count and the list newest first', async () => {
    const { push } = setup();
    push('notifications', [first, second]);
    push('unreadNotifications', [second, first]);
    const bell = screen.getByRole('button', { name: 'Notifications, 2 unread' });
    await userEvent.click(bell);
    const items = within(screen.getByRole('list', { name: 'Latest notifications' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => within(item).getByText(/First|Second/).textContent)).toEqual([
      'Unread: Second',
      'Unread: First',
    ]);
  });

  it('tells an unverified account to verify before answering an invitation', async () => {
    const invitation = buildNotification({
      id: 'n3',
      type: 'workspace-invitation',
      title: 'Alice invited you to Crew',
    });
    const hint = 'Verify your email address to accept: open the invitation to get a link.';
    const { push } = setup(false);
    push('notifications', [invitation, first]);
    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));
    const items = within(screen.getByRole('list', { name: 'Latest notifications' }));
    expect(items.getAllByText(hint)).toHaveLength(1);
    expect(within(items.getAllByRole('listitem')[0]!).getByText(hint)).toBeInTheDocument();
  });

  it('gives an empty list and zero unread when the query fails (missing index)', async () => {
    const { fail } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fail('notifications', new Error('FAILED_PRECONDITION: The query requires an index.'));
    fail('unreadNotifications', new Error('FAILED_PRECONDITION: The query requires an index.'));
    const bell = screen.getByRole('button', { name: 'Notifications' });
    expect(screen.queryByTestId('unread-count')).not.toBeInTheDocument();
    await userEvent.click(bell);
    expect(screen.getByText('You are all caught up.')).toBeInTheDocument();
  });

  it('marks one read, updating the badge at once', async () => {
    const { push } = setup();
    push('notifications', [first, second]);
    push('unreadNotifications', [second, first]);
    await userEvent.click(screen.getByRole('button', { name: /Notifications, 2 unread/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: First' }));
    expect(markNotificationsRead).toHaveBeenCalledWith(expect.anything(), ['n1']);
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read in one batched write', async () => {
    const { push } = setup();
    push('notifications', [first, second]);
    push('unreadNotifications', [second, first]);
    await userEvent.click(screen.getByRole('button', { name: /Notifications, 2 unread/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(markNotificationsRead).toHaveBeenCalledTimes(1);
    expect(markNotificationsRead).toHaveBeenCalledWith(expect.anything(), ['n2', 'n1']);
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('restores the badge when the write fails', async () => {
    const { push } = setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    markNotificationsRead.mockRejectedValueOnce(new Error('permission-denied'));
    push('notifications', [first]);
    push('unreadNotifications', [first]);
    await userEvent.click(screen.getByRole('button', { name: /1 unread/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark read: First' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not update notifications');
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('plays the sound for a new arrival, not for what was already there', () => {
    const { push, sound } = setup();
    push('unreadNotifications', [first]);
    expect(sound.play).not.toHaveBeenCalled();
    push('unreadNotifications', [second, first]);
    expect(sound.play).toHaveBeenCalledTimes(1);
    push('unreadNotifications', [second]);
    expect(sound.play).toHaveBeenCalledTimes(1);
  });
});

import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '../../../lib/firebase/converters';
import { createFakeFirestore } from '../../../testing/fake-firestore';
import { AdminConsole } from './admin-console';

const fake = vi.hoisted(() => ({ store: null as ReturnType<typeof createFakeFirestore> | null }));
const setUserApproval = vi.hoisted(() => vi.fn(async (_uid: string, _approved: boolean) => {}));

vi.mock(
  '../../../lib/firebase/refs',
  async () => (await import('../../../testing/fake-firestore')).fakeRefs,
);
vi.mock('../../../lib/firebase/firestore', () => ({
  listenToQuery: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToQuery']>) =>
    fake.store!.listenToQuery(...args),
  readQuery: vi.fn(async () => []),
}));
vi.mock('../api/approve-user', () => ({ setUserApproval }));

function account(uid: string, approvalStatus: UserProfile['approvalStatus']): UserProfile {
  return {
    uid,
    email: `${uid}@crewspace.test`,
    displayName: uid[0]!.toUpperCase() + uid.slice(1),
    photoURL: '',
    role: 'user',
    isApproved: approvalStatus === 'approved',
    approvalStatus,
    username: null,
    createdAt: null,
  };
}

function listFor(status: 'pending' | 'rejected') {
  const listener = fake
    .store!.open('usersByApproval')
    .find((open) => (open.source as { status: string }).status === status);
  if (!listener) throw new Error(`no ${status} listener`);
  return listener;
}

beforeEach(() => {
  fake.store = createFakeFirestore();
  setUserApproval.mockClear();
});

describe('AdminConsole', () => {
  it('lists pending and declined accounts apart, each with the actions its status allows', async () => {
    render(<AdminConsole />);
    expect(screen.getAllByText('Loading...')).toHaveLength(2);
    act(() => {
      listFor('pending').next([account('pat', 'pending')]);
      listFor('rejected').next([account('rex', 'rejected')]);
    });

    const pending = screen.getByRole('list', { name: 'Accounts awaiting approval' });
    expect(within(pending).getByRole('button', { name: 'Approve Pat' })).toBeEnabled();
    await userEvent.click(within(pending).getByRole('button', { name: 'Reject Pat' }));
    expect(setUserApproval).toHaveBeenCalledWith('pat', false);

    const declined = screen.getByRole('list', { name: 'Declined accounts' });
    expect(within(declined).getByText('Rejected')).toBeInTheDocument();
    expect(within(declined).queryByRole('button', { name: 'Reject Rex' })).toBeNull();
    await userEvent.click(within(declined).getByRole('button', { name: 'Approve Rex' }));
    expect(setUserApproval).toHaveBeenCalledWith('rex', true);
  });

  it('filters both lists by the search box and says when nothing matches', async () => {
    render(<AdminConsole />);
    act(() => {
      listFor('pending').next([account('pat', 'pending'), account('sam', 'pending')]);
      listFor('rejected').next([]);
    });
    expect(screen.getByText('No account has been declined.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by email' }), 'sam');
    const pending = screen.getByRole('list', { name: 'Accounts awaiting approval' });
    expect(
      within(pending)
        .getAllByRole('listitem')
        .map((row) => row.ariaLabel),
    ).toEqual(['Sam']);
    expect(screen.getByText('No declined account matches your search.')).toBeInTheDocument();
  });

  it('shows a failed list as an error instead of an empty one', () => {
    render(<AdminConsole />);
    act(() => listFor('pending').error(new Error('Missing or insufficient permissions.')));
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load pending accounts');
  });
});

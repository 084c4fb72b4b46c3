import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserProfile } from '@/features/profile';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase, testFirestore } from '@/testing/firebase';
import { usersByApprovalQuery } from '../api/accounts';
import { AdminConsole } from './admin-console';
import type * as AccountsModule from '../api/accounts';

const setUserApproval = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _uid: string, _approved: boolean) => {}),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/accounts', async (importOriginal) => ({
  ...(await importOriginal<typeof AccountsModule>()),
  findUsersByEmail: vi.fn(async () => []),
  setUserApproval,
}));

let store: FakeFirestore;
const render = renderWithFirebase;

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
    profileChanges: {},
  };
}

function listFor(status: 'pending' | 'rejected') {
  return store.query(usersByApprovalQuery(testFirestore(), status));
}

beforeEach(() => {
  store = createFakeFirestore();
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
    expect(setUserApproval).toHaveBeenCalledWith(expect.anything(), 'pat', false);

    const declined = screen.getByRole('list', { name: 'Declined accounts' });
    expect(within(declined).getByText('Rejected')).toBeInTheDocument();
    expect(within(declined).queryByRole('button', { name: 'Reject Rex' })).toBeNull();
    await userEvent.click(within(declined).getByRole('button', { name: 'Approve Rex' }));
    expect(setUserApproval).toHaveBeenCalledWith(expect.anything(), 'rex', true);
  });

  it('moves focus to the next account once the one approved leaves the list', async () => {
    render(<AdminConsole />);
    act(() => {
      listFor('pending').next([account('pat', 'pending'), account('sam', 'pending')]);
      listFor('rejected').next([]);
    });
    await userEvent.click(screen.getByRole('button', { name: 'Approve Pat' }));
    expect(setUserApproval).toHaveBeenCalledWith(expect.anything(), 'pat', true);
    await act(async () => listFor('pending').next([account('sam', 'pending')]));
    expect(screen.getByRole('button', { name: 'Approve Sam' })).toHaveFocus();
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

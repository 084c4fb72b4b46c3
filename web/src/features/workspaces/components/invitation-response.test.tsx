/**
 * The invitation page for an unverified and a verified account: Firestore is the fake store, and
 * the auth and callable doors are spies.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type * as SessionModule from '@/features/auth/api/session';
import { createFakeFirestore } from '@/testing/fake-firestore';
import { renderWithFirebase } from '@/testing/firebase';
import { InvitationResponse, type InvitationResponseProps } from './invitation-response';

const auth = vi.hoisted(() => ({
  sendVerificationEmail: vi.fn(async (_auth: unknown, _continueUrl: string) => undefined),
  refreshEmailVerification: vi.fn(async (_auth: unknown) => false),
}));
const callRespondToInvitation = vi.hoisted(() =>
  vi.fn(async (_functions: unknown, _request: unknown) => ({ workspaceId: 'ws1', accepted: true })),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('../api/workspace-callables', () => ({ callRespondToInvitation }));
vi.mock('@/features/auth/api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  ...auth,
}));

function renderPage(overrides: Partial<InvitationResponseProps> = {}) {
  const store = createFakeFirestore();
  const props: InvitationResponseProps = {
    invitationId: 'inv1',
    email: 'ada@crewspace.test',
    emailVerified: false,
    onAccepted: vi.fn(),
    ...overrides,
  };
  const view = renderWithFirebase(
    <MemoryRouter>
      <InvitationResponse {...props} />
    </MemoryRouter>,
  );
  return { props, store, rerender: view.rerender };
}

const DAY = 24 * 60 * 60 * 1000;

/** The page for a verified account, showing `fields` over a pending invitation to Crew. */
function renderVerified(fields: Record<string, unknown>) {
  const { store } = renderPage({ emailVerified: true });
  act(() =>
    store.doc('invitations/inv1').next({
      id: 'inv1',
      workspaceId: 'ws1',
      workspaceName: 'Crew',
      email: 'ada@crewspace.test',
      role: 'viewer',
      invitedBy: 'alice',
      invitedByName: 'Alice',
      status: 'pending',
      createdAt: null,
      expiresAt: new Date(Date.now() + DAY),
      revokedReason: null,
      ...fields,
    }),
  );
}

describe('InvitationResponse', () => {
  beforeEach(() => {
    auth.sendVerificationEmail.mockClear();
    auth.refreshEmailVerification.mockReset().mockResolvedValue(false);
  });

  it('tells an unverified account why it cannot accept yet, and reads no invitation', () => {
    const { store } = renderPage();
    expect(screen.getByText('Verify your email address')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Verify your email address to accept invitations\. We will send a link to ada@crewspace\.test/,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
    expect(store.listeners).toEqual([]);
  });

  it('sends the link, says to check the inbox, and checks again on “I’ve verified it”', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(auth.sendVerificationEmail).toHaveBeenCalledWith(
      expect.anything(),
      window.location.href,
    );
    expect(await screen.findByText('Check your inbox')).toBeInTheDocument();
    expect(screen.getByText(/We sent a link to ada@crewspace\.test/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send it again' })).toBeInTheDocument();

    auth.refreshEmailVerification.mockClear();
    await user.click(screen.getByRole('button', { name: "I've verified it" }));
    expect(auth.refreshEmailVerification).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(/is not verified yet/)).toBeInTheDocument();
    expect(screen.getByText('Check your inbox')).toBeInTheDocument();
  });

  it('checks the account on opening and whenever the tab comes back, without a press', async () => {
    renderPage();
    // The link in the email leads back to this page: it checks at once.
    expect(auth.refreshEmailVerification).toHaveBeenCalledTimes(1);
    // Back to this tab after opening the link elsewhere.
    await act(async () => window.dispatchEvent(new Event('focus')));
    expect(auth.refreshEmailVerification).toHaveBeenCalledTimes(2);
    // Nothing is said unasked: a failed check stays quiet until "I've verified it".
    auth.refreshEmailVerification.mockRejectedValueOnce(new Error('offline'));
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(auth.refreshEmailVerification).toHaveBeenCalledTimes(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a refused send in plain words', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    auth.sendVerificationEmail.mockRejectedValueOnce(
      Object.assign(new Error('quota'), { code: 'auth/too-many-requests' }),
    );
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Send verification email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email could not be sent. Too many attempts. Wait a moment and try again.',
    );
  });

  it('shows the invitation once the token says the address is verified', async () => {
    const { props, store, rerender } = renderPage();
    rerender(
      <MemoryRouter>
        <InvitationResponse {...props} emailVerified />
      </MemoryRouter>,
    );
    const invitation = store.doc('invitations/inv1');
    act(() =>
      invitation.next({
        id: 'inv1',
        workspaceId: 'ws1',
        workspaceName: 'Crew',
        email: 'ada@crewspace.test',
        role: 'viewer',
        invitedBy: 'alice',
        invitedByName: 'Alice',
        status: 'pending',
        createdAt: null,
        expiresAt: new Date(Date.now() + DAY),
        revokedReason: null,
      }),
    );
    expect(screen.getByText(/You can answer until /)).toBeInTheDocument();
    // The verification panel had focus; the invitation takes it, announced by its heading.
    expect(screen.getByRole('heading', { name: 'Join Crew' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Accept invitation' }));
    expect(callRespondToInvitation).toHaveBeenCalledWith(expect.anything(), {
      invitationId: 'inv1',
      accept: true,
    });
    expect(props.onAccepted).toHaveBeenCalledWith('ws1');
    // The buttons are gone: focus goes on to what comes next.
    expect(await screen.findByRole('button', { name: 'Open Crew' })).toHaveFocus();
  });

  it('asks again when the read is refused just after verifying, before saying it is not found', async () => {
    const { props, store, rerender } = renderPage();
    rerender(
      <MemoryRouter>
        <InvitationResponse {...props} emailVerified />
      </MemoryRouter>,
    );
    // Firestore's connection still carries the token from before the verification.
    act(() =>
      store
        .doc('invitations/inv1')
        .error(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    );
    expect(screen.queryByText('Invitation not found')).not.toBeInTheDocument();
    const retried = await vi.waitFor(() => store.doc('invitations/inv1'), { timeout: 2000 });
    act(() =>
      retried.next({
        id: 'inv1',
        workspaceId: 'ws1',
        workspaceName: 'Crew',
        email: 'ada@crewspace.test',
        role: 'viewer',
        invitedBy: 'alice',
        invitedByName: 'Alice',
        status: 'pending',
        createdAt: null,
        expiresAt: new Date(Date.now() + DAY),
        revokedReason: null,
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Join Crew' })).toBeInTheDocument();
  });

  it('takes a refusal as the answer for an account verified before it opened the page', () => {
    const { store } = renderPage({ emailVerified: true });
    act(() =>
      store
        .doc('invitations/inv1')
        .error(Object.assign(new Error('denied'), { code: 'permission-denied' })),
    );
    expect(screen.getByText('Invitation not found')).toBeInTheDocument();
  });

  it('says an expired invitation is no longer valid, for how long invitations last, and offers no answer', () => {
    renderVerified({ expiresAt: new Date(Date.now() - DAY) });
    expect(screen.getByText('No longer valid')).toBeInTheDocument();
    expect(
      screen.getByText(/This invitation expired on .*: invitations last 14 days\. Ask Alice/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says an invitation revoked with its inviter’s right is no longer valid, and why', () => {
    renderVerified({ status: 'revoked', revokedReason: 'inviter-lost-right' });
    expect(screen.getByText('No longer valid')).toBeInTheDocument();
    expect(
      screen.getByText(/no longer stands: Alice can no longer invite people to Crew\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).toBeNull();
  });

  it('says a withdrawn invitation was withdrawn', () => {
    renderVerified({ status: 'revoked', revokedReason: 'withdrawn' });
    expect(screen.getByText(/This invitation was withdrawn\./)).toBeInTheDocument();
  });
});

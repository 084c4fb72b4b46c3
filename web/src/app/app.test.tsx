/**
 * The whole route table against a fake data layer: lib/firebase/{auth,refs,firestore,...} are
 * replaced, so the test controls the session and sees every Firestore listener the app opens.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type * as ChatClientModule from '../features/chat/chat-client';
import type { AuthSession } from '../lib/firebase/auth';
import { buildMember, buildSession, buildWorkspace } from '../testing/builders';
import { createFakeFirestore } from '../testing/fake-firestore';
import { AppProviders } from './providers/app-providers';
import { routes } from './router';

const fake = vi.hoisted(() => ({
  store: null as ReturnType<typeof createFakeFirestore> | null,
  emitSession: null as ((session: AuthSession | null) => void) | null,
}));
const refreshSessionClaims = vi.hoisted(() => vi.fn(async () => false));
const trackPageView = vi.hoisted(() => vi.fn(async () => undefined));
/** The chat connection: recorded, never opened (no chat service in this test). */
const connectChatUser = vi.hoisted(() =>
  vi.fn<typeof ChatClientModule.connectChatUser>(() => new Promise<void>(() => undefined)),
);

vi.mock('../lib/firebase/refs', async () => (await import('../testing/fake-firestore')).fakeRefs);
vi.mock(
  '../lib/firebase/members-data',
  async () => (await import('../testing/fake-firestore')).fakeMemberRefs,
);
vi.mock(
  '../lib/firebase/workspace-data',
  async () => (await import('../testing/fake-firestore')).fakeWorkspaceRefs,
);
vi.mock('../lib/firebase/firestore', () => ({
  listenToDoc: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToDoc']>) =>
    fake.store!.listenToDoc(...args),
  listenToQuery: (...args: Parameters<ReturnType<typeof createFakeFirestore>['listenToQuery']>) =>
    fake.store!.listenToQuery(...args),
  readDoc: vi.fn(async () => null),
  readQuery: vi.fn(async () => []),
  markNotificationsRead: vi.fn(async () => undefined),
  updateUserProfile: vi.fn(async () => undefined),
}));
vi.mock('../lib/firebase/auth', () => ({
  watchSession: (onSession: (session: AuthSession | null) => void) => {
    fake.emitSession = onSession;
    return () => undefined;
  },
  refreshSessionClaims,
  currentTokenSource: () => null,
  signInWithEmail: vi.fn(),
  signUpWithEmail: vi.fn(),
  signInWithGoogle: vi.fn(),
  sendPasswordReset: vi.fn(),
  signOutUser: vi.fn(async () => undefined),
}));
vi.mock('../lib/firebase/functions', () => ({
  callApproveUser: vi.fn(),
  callClaimUsername: vi.fn(),
}));
vi.mock('../lib/firebase/analytics', () => ({ trackPageView }));
vi.mock('../features/chat/chat-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ChatClientModule>()),
  connectChatUser,
}));

const WebSocketSpy = vi.fn();

function renderAt(path: string) {
  fake.store = createFakeFirestore();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, store: fake.store };
}

/** The approveUser callable's write, as the pending user's own document listener sees it. */
function approveInFirestore(store: ReturnType<typeof createFakeFirestore>) {
  act(() =>
    store.open('user')[0]!.next({
      isApproved: true,
      approvalStatus: 'approved',
      email: 'ada@crewspace.test',
      displayName: 'Ada',
    }),
  );
}

function signIn(session: AuthSession | null) {
  act(() => fake.emitSession?.(session));
}

describe('routing and gating', () => {
  beforeEach(() => {
    vi.stubGlobal('WebSocket', WebSocketSpy);
    WebSocketSpy.mockClear();
    refreshSessionClaims.mockClear();
    connectChatUser.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    '/home',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/terms',
    '/claim-username',
  ])('opens no Firestore listener and no chat connection for a visitor on %s', (path) => {
    const { store, router } = renderAt(path);
    signIn(null);
    expect(router.state.location.pathname).toBe(path);
    expect(store.listeners).toEqual([]);
    expect(WebSocketSpy).not.toHaveBeenCalled();
    expect(connectChatUser).not.toHaveBeenCalled();
  });

  it.each(['/privacy', '/terms', '/claim-username'])(
    'starts no signed-in provider for an approved user on %s',
    (path) => {
      const { store, router } = renderAt(path);
      signIn(buildSession({ approved: true }));
      expect(router.state.location.pathname).toBe(path);
      expect(store.listeners).toEqual([]);
      expect(WebSocketSpy).not.toHaveBeenCalled();
      expect(connectChatUser).not.toHaveBeenCalled();
    },
  );

  it("shows 'Loading...' on a protected route while auth is loading", () => {
    renderAt('/calendar');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a protected route to /home', () => {
    const { router } = renderAt('/admin');
    signIn(null);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('keeps an unapproved account on /home and moves on by itself once approved', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ approved: false });
    signIn(pending);
    expect(router.state.location.pathname).toBe('/home');
    expect(
      screen.getByRole('heading', { name: 'Your account awaits approval' }),
    ).toBeInTheDocument();
    // Only the pending user's own document is watched, for the approval.
    expect(store.open('user')).toHaveLength(1);
    expect(store.open('notifications')).toHaveLength(0);

    approveInFirestore(store);
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalled());
    signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('heading', { name: /Welcome, Ada/ })).toBeInTheDocument();
  });

  it('refreshes again while the token lacks the claim, with no token change in between', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ approved: false });
    signIn(pending);
    // The first fresh token comes before the function set the claim (and equals the old one, so
    // no session change follows); the second carries it.
    refreshSessionClaims.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    approveInFirestore(store);
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(2), {
      timeout: 3_000,
    });
    signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(refreshSessionClaims).toHaveBeenCalledTimes(2);
  });

  it('waits for the claim while the sign-up trigger has not written the document', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ approved: false });
    signIn(pending);
    // A Google sign-up: the trigger sets the claim with the document, and the document's
    // creation event may never reach this listener; the token alone must let the user in.
    refreshSessionClaims.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    act(() => store.open('user')[0]!.next(null));
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(2), {
      timeout: 3_000,
    });
    signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('stops refreshing once the document says the account awaits an admin', async () => {
    const { store } = renderAt('/home');
    signIn(buildSession({ approved: false }));
    act(() => store.open('user')[0]!.next(null));
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(1));
    act(() =>
      store.open('user')[0]!.next({
        email: 'ada@crewspace.test',
        displayName: 'Ada',
        isApproved: false,
        approvalStatus: 'pending',
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(refreshSessionClaims).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('heading', { name: 'Your account awaits approval' }),
    ).toBeInTheDocument();
  });

  it('tells a declined account so on /home, and still moves on if approved later', async () => {
    const { router, store } = renderAt('/home');
    signIn(buildSession({ approved: false }));
    const profile = { email: 'ada@crewspace.test', displayName: 'Ada' };
    act(() =>
      store.open('user')[0]!.next({ ...profile, isApproved: false, approvalStatus: 'rejected' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account was not approved' }),
    ).toBeInTheDocument();
    expect(refreshSessionClaims).not.toHaveBeenCalled();

    act(() =>
      store.open('user')[0]!.next({ ...profile, isApproved: true, approvalStatus: 'approved' }),
    );
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalled());
    expect(router.state.location.pathname).toBe('/home');
    expect(
      screen.getByRole('heading', { name: 'Your account awaits approval' }),
    ).toBeInTheDocument();
  });

  it('starts the signed-in providers on an allowed route', async () => {
    const { store } = renderAt('/');
    signIn(buildSession({ uid: 'ada' }));
    expect(store.open('user')).toHaveLength(1);
    // The switcher reads the user's own member documents, a bounded page of them.
    expect(store.open('memberships').map((listener) => listener.source)).toEqual([
      { kind: 'memberships', uid: 'ada', max: 50 },
    ]);
    expect(store.open('notifications')).toHaveLength(1);
    await vi.waitFor(() => expect(connectChatUser).toHaveBeenCalledTimes(1));
    expect(connectChatUser.mock.calls[0]?.[1]).toMatchObject({ id: 'ada' });
  });

  it('lists workspaces from the member documents and listens only to the current one', async () => {
    const { store } = renderAt('/');
    signIn(buildSession({ uid: 'ada' }));
    act(() =>
      store
        .open('memberships')[0]!
        .next([
          buildMember({ uid: 'ada', workspaceId: 'default-ada', workspaceName: "Ada's Workspace" }),
          buildMember({ uid: 'ada', workspaceId: 'shared', workspaceName: 'Shared' }),
        ]),
    );
    const sources = (kind: string) => store.open(kind).map((listener) => listener.source);
    expect(sources('workspace')).toEqual([{ kind: 'workspace', id: 'default-ada' }]);
    expect(sources('member')).toEqual([{ kind: 'member', workspaceId: 'default-ada', uid: 'ada' }]);
    const switcher = screen.getByRole('combobox', { name: 'Current workspace' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loading…', "Ada's Workspace", 'Shared']);

    act(() => {
      store.open('workspace')[0]!.next(buildWorkspace({ id: 'default-ada', name: 'Ada HQ' }));
      store.open('member')[0]!.next(buildMember({ uid: 'ada', workspaceId: 'default-ada' }));
    });
    expect(await screen.findByRole('heading', { name: 'Ada HQ' })).toBeInTheDocument();
    // The members card reads the first few members only.
    expect(sources('memberPage')).toEqual([
      {
        kind: 'memberPage',
        workspaceId: 'default-ada',
        names: null,
        after: null,
        until: null,
        max: 12,
      },
    ]);

    await userEvent.selectOptions(switcher, 'shared');
    expect(sources('workspace')).toEqual([{ kind: 'workspace', id: 'shared' }]);
    expect(sources('member')).toEqual([{ kind: 'member', workspaceId: 'shared', uid: 'ada' }]);
  });

  it('links every section from the main navigation and offers an upload from any page', () => {
    renderAt('/');
    signIn(buildSession());
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/'],
      ['Projects', '/projects'],
      ['Chat', '/chat'],
      ['Videos', '/videos'],
      ['Canvases', '/canvases'],
      ['Calendar', '/calendar'],
    ]);
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeInTheDocument();
  });

  it('checks the sign-up form before calling Firebase and says what to fix', async () => {
    const { signUpWithEmail } = await import('../lib/firebase/auth');
    renderAt('/signup');
    signIn(null);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveAccessibleDescription(
      'Enter the name people will see.',
    );
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Enter an email address.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'At least 6 characters. Use at least 6 characters.',
    );
    expect(signUpWithEmail).not.toHaveBeenCalled();
  });

  it('keeps a non-admin out of /admin and shows the Admin entry only to admins', () => {
    const { router } = renderAt('/admin');
    signIn(buildSession({ admin: false }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    signIn(buildSession({ admin: true }));
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('keeps the product name as the page title and tracks a page view per route change', async () => {
    const { router } = renderAt('/privacy');
    signIn(null);
    expect(document.title).toBe('Crewspace');
    await act(() => router.navigate('/terms'));
    expect(trackPageView).toHaveBeenCalledWith('/privacy', 'Crewspace');
    expect(trackPageView).toHaveBeenCalledWith('/terms', 'Crewspace');
  });
});

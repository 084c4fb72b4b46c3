/**
 * The whole route table against a fake data layer: the session comes from a fake Auth (through
 * the app's Firebase providers, as in the app), Firestore data from src/testing/fake-firestore.ts,
 * so the test controls the session and sees every Firestore listener the app opens. What the app
 * imports on demand (the signed-in chunk, the pending account's watch) is imported once up front,
 * so each import resolves at once and a step of the test only waits for the app to settle.
 */
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import type { AuthSession } from '@/features/auth';
import type * as SessionModule from '@/features/auth/api/session';
import type * as ChatClientModule from '@/features/chat/api/chat-client';
import { memberPageQuery, myMembershipsQuery } from '@/features/workspaces/api/members';
import { STORAGE_KEYS } from '@/lib/browser-storage';
import { firestoreService } from '@/lib/firebase/firestore-service';
import { LIVE_GRACE_MS } from '@/lib/firebase/live-data';
import { buildMember, buildSession, buildWorkspace } from '@/testing/builders';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders, createFakeAuth, fakeUser, testApp } from '@/testing/firebase';
import { AppProviders } from './providers/app-providers';
import { routes } from './router';
import type * as CanvasesModule from '@/features/canvases/api/canvases';

const refreshSessionClaims = vi.hoisted(() => vi.fn(async () => false));
/** Signing out tells the session listeners, as Firebase does before signOut resolves. */
const signOutUser = vi.hoisted(() => vi.fn(async () => auth.emit(null)));
const trackPageView = vi.hoisted(() => vi.fn(async () => undefined));
/** The chat connection: recorded, never opened (no chat service in this test). */
const connectChatUser = vi.hoisted(() =>
  vi.fn<typeof ChatClientModule.connectChatUser>(() => new Promise<void>(() => undefined)),
);
/** Old canvas links are looked up in the user's workspaces: here only "shared" has it. */
const canvasExists = vi.hoisted(() =>
  vi.fn(async (_db: unknown, workspaceId: string, _canvasId: string) => workspaceId === 'shared'),
);

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);
vi.mock('@/features/auth/api/session', async (importOriginal) => ({
  ...(await importOriginal<typeof SessionModule>()),
  refreshSessionClaims,
  signUpWithEmail: vi.fn(),
  signOutUser,
}));
vi.mock('@/features/canvases/api/canvases', async (importOriginal) => ({
  ...(await importOriginal<typeof CanvasesModule>()),
  canvasExists,
}));
vi.mock('@/lib/firebase/analytics', () => ({ trackPageView }));
vi.mock('@/features/chat/api/chat-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ChatClientModule>()),
  connectChatUser,
}));

const WebSocketSpy = vi.fn();
let auth: ReturnType<typeof createFakeAuth>;

function renderAt(path: string) {
  const store = createFakeFirestore();
  auth = createFakeAuth();
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestFirebaseProviders auth={auth} firestore={false}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </TestFirebaseProviders>,
  );
  return { router, store };
}

/** The Firestore instance the signed-in providers give the app. */
function db() {
  return firestoreService(testApp());
}

/**
 * Lets the app settle: claims are read asynchronously, and the signed-in shell, its pages and the
 * pending account's watch come from dynamic imports (preloaded, see beforeAll), each a few ticks.
 */
async function settle() {
  for (let tick = 0; tick < 5; tick++) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

/** The session's user signs in (or out, with null), and the app settles. */
async function signIn(session: AuthSession | null) {
  await act(async () => auth.emit(session ? fakeUser(session) : null));
  await settle();
}

/** The approveUser callable's write, as the pending user's own document listener sees it. */
function approveInFirestore(store: FakeFirestore, uid: string) {
  act(() =>
    store.doc(`users/${uid}`).next({
      isApproved: true,
      approvalStatus: 'approved',
      email: 'ada@crewspace.test',
      displayName: 'Ada',
    }),
  );
}

/** Ada's memberships arrive: her personal workspace and a shared one. */
function membershipsArrive(store: FakeFirestore) {
  act(() =>
    store
      .query(myMembershipsQuery(db(), 'ada', 30))
      .next([
        buildMember({ uid: 'ada', workspaceId: 'default-ada', workspaceName: "Ada's Workspace" }),
        buildMember({ uid: 'ada', workspaceId: 'shared', workspaceName: 'Shared' }),
      ]),
  );
}

/** The workspace document and Ada's member document in it answer. */
function workspaceOpens(store: FakeFirestore, id: string, name: string) {
  act(() => {
    store.doc(`workspaces/${id}`).next(buildWorkspace({ id, name }));
    store.doc(`workspaces/${id}/members/ada`).next(buildMember({ uid: 'ada', workspaceId: id }));
  });
}

describe('routing and gating', () => {
  beforeAll(async () => {
    await Promise.all([
      import('./signed-in'),
      import('./routes/waiting-room'),
      import('@/features/auth/api/watch-pending-account'),
      import('@/lib/firebase/firestore-service'),
      import('@/lib/firebase/functions-service'),
    ]);
  }, 60_000);

  beforeEach(() => {
    vi.stubGlobal('WebSocket', WebSocketSpy);
    WebSocketSpy.mockClear();
    refreshSessionClaims.mockClear();
    signOutUser.mockClear();
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
  ])('opens no Firestore listener and no chat connection for a visitor on %s', async (path) => {
    const { store, router } = renderAt(path);
    await signIn(null);
    expect(router.state.location.pathname).toBe(path);
    expect(store.listeners).toEqual([]);
    expect(WebSocketSpy).not.toHaveBeenCalled();
    expect(connectChatUser).not.toHaveBeenCalled();
  });

  it.each(['/privacy', '/terms', '/claim-username'])(
    'starts no signed-in provider for an approved user on %s',
    async (path) => {
      const { store, router } = renderAt(path);
      await signIn(buildSession({ approved: true }));
      expect(router.state.location.pathname).toBe(path);
      expect(store.listeners).toEqual([]);
      expect(WebSocketSpy).not.toHaveBeenCalled();
      expect(connectChatUser).not.toHaveBeenCalled();
    },
  );

  it('shows a browser that never had a session the public pages before Auth answers', async () => {
    window.localStorage.removeItem(STORAGE_KEYS.sessionHint);
    renderAt('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    cleanup();
    renderAt('/home');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    cleanup();
    renderAt('/claim-username');
    expect(await screen.findByRole('heading', { name: 'Claim a username' })).toBeInTheDocument();
  });

  it('waits for Auth on /login where this browser had a session, then sends the user on', async () => {
    const pending = buildSession({ uid: 'ada', approved: false });
    renderAt('/home');
    await signIn(pending);
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionHint)).toBe('1');
    cleanup();
    const { router } = renderAt('/login');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    await signIn(pending);
    expect(router.state.location.pathname).toBe('/home');
    // Signing out forgets it: the next visit shows the form at once.
    await signIn(null);
    expect(window.localStorage.getItem(STORAGE_KEYS.sessionHint)).toBeNull();
  });

  it("shows 'Loading...' on a protected route while auth is loading", () => {
    renderAt('/w/shared/calendar');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('sends a signed-out visitor from a protected route to /home', async () => {
    const { router } = renderAt('/admin');
    await signIn(null);
    expect(router.state.location.pathname).toBe('/home');
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('keeps an unapproved account on /home and moves on by itself once approved', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ uid: 'ada', approved: false });
    await signIn(pending);
    expect(router.state.location.pathname).toBe('/home');
    expect(
      screen.getByRole('heading', { name: 'Your account awaits approval' }),
    ).toBeInTheDocument();
    // Only the pending user's own document is watched, for the approval.
    expect(store.docPaths()).toEqual(['users/ada']);
    expect(store.queriesOn('notifications')).toHaveLength(0);

    approveInFirestore(store, 'ada');
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalled());
    await signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
    membershipsArrive(store);
    expect(router.state.location.pathname).toBe('/w/default-ada');
    workspaceOpens(store, 'default-ada', "Ada's Workspace");
    // The dashboard is a lazy page of the signed-in chunk: on a busy machine it takes a moment.
    expect(
      await screen.findByRole('heading', { name: /Welcome, Ada/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('refreshes again while the token lacks the claim, with no token change in between', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ uid: 'ada', approved: false });
    await signIn(pending);
    // The first fresh token comes before the function set the claim (and equals the old one, so
    // no session change follows); the second carries it.
    refreshSessionClaims.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    approveInFirestore(store, 'ada');
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(2), {
      timeout: 3_000,
    });
    await signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(refreshSessionClaims).toHaveBeenCalledTimes(2);
  });

  it('waits for the claim while the sign-up trigger has not written the document', async () => {
    const { router, store } = renderAt('/');
    const pending = buildSession({ uid: 'ada', approved: false });
    await signIn(pending);
    // A Google sign-up: the trigger sets the claim with the document, and the document's
    // creation event may never reach this listener; the token alone must let the user in.
    refreshSessionClaims.mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    act(() => store.doc('users/ada').next(null));
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(2), {
      timeout: 3_000,
    });
    await signIn({ ...pending, approved: true });
    expect(router.state.location.pathname).toBe('/');
  });

  it('stops refreshing once the document says the account awaits an admin', async () => {
    const { store } = renderAt('/home');
    await signIn(buildSession({ uid: 'ada', approved: false }));
    act(() => store.doc('users/ada').next(null));
    await vi.waitFor(() => expect(refreshSessionClaims).toHaveBeenCalledTimes(1));
    act(() =>
      store.doc('users/ada').next({
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

  it('tells a declined account so on /home, and asks it to sign in again if approved later', async () => {
    const { router, store } = renderAt('/home');
    await signIn(buildSession({ uid: 'ada', approved: false }));
    const profile = { email: 'ada@crewspace.test', displayName: 'Ada' };
    act(() =>
      store.doc('users/ada').next({ ...profile, isApproved: false, approvalStatus: 'rejected' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account was not approved' }),
    ).toBeInTheDocument();

    // The decline revoked this session: a fresh token would still be refused, so none is asked.
    act(() =>
      store.doc('users/ada').next({ ...profile, isApproved: true, approvalStatus: 'approved' }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Your account is approved' }),
    ).toBeInTheDocument();
    expect(refreshSessionClaims).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(signOutUser).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('starts the signed-in providers on an allowed route', async () => {
    const { store } = renderAt('/');
    await signIn(buildSession({ uid: 'ada' }));
    expect(store.docPaths()).toEqual(['users/ada']);
    // The switcher reads the user's own member documents, a bounded page of them.
    expect(store.queriesOn('members')).toEqual([store.query(myMembershipsQuery(db(), 'ada', 30))]);
    // The bell: the latest notifications and the unread ones.
    expect(store.queriesOn('notifications')).toHaveLength(2);
    // The chat waits for the page's own data (Firestore's first answer), then 2 s while the page
    // draws it, then idle time (a timer in jsdom).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(connectChatUser).not.toHaveBeenCalled();
    act(() => store.serverConfirmation('users/ada').next(true));
    await vi.waitFor(() => expect(connectChatUser).toHaveBeenCalledTimes(1), { timeout: 4_500 });
    expect(connectChatUser.mock.calls[0]?.[1]).toMatchObject({ id: 'ada' });
  });

  it('opens the remembered workspace from / and listens only to the current one', async () => {
    const { store, router } = renderAt('/');
    await signIn(buildSession({ uid: 'ada' }));
    membershipsArrive(store);
    expect(router.state.location.pathname).toBe('/w/default-ada');
    expect(store.docPaths()).toEqual([
      'users/ada',
      'workspaces/default-ada',
      'workspaces/default-ada/members/ada',
    ]);
    const switcher = screen.getByRole('combobox', { name: 'Current workspace' });
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Loading…', "Ada's Workspace", 'Shared']);

    workspaceOpens(store, 'default-ada', 'Ada HQ');
    expect(await screen.findByRole('heading', { name: 'Ada HQ' })).toBeInTheDocument();
    // The members card reads the first few members only.
    const firstMembers = memberPageQuery(db(), 'default-ada', {
      names: null,
      after: null,
      until: null,
      max: 12,
    });
    expect(store.query(firstMembers)).toBeDefined();

    // Switching opens the other workspace's address; the previous one's listeners close once
    // nothing has used them for the grace period.
    await userEvent.selectOptions(switcher, 'shared');
    expect(router.state.location.pathname).toBe('/w/shared');
    await vi.waitFor(
      () =>
        expect(store.docPaths()).toEqual([
          'users/ada',
          'workspaces/shared',
          'workspaces/shared/members/ada',
        ]),
      { timeout: LIVE_GRACE_MS + 2_000 },
    );
  }, 15_000);

  it('opens the workspace in the address and makes it current, whatever was remembered', async () => {
    window.localStorage.setItem(`${STORAGE_KEYS.currentWorkspace}.ada`, 'default-ada');
    const { store, router } = renderAt('/w/shared/projects');
    await signIn(buildSession({ uid: 'ada' }));
    expect(store.docPaths()).toEqual([
      'users/ada',
      'workspaces/shared',
      'workspaces/shared/members/ada',
    ]);
    workspaceOpens(store, 'shared', 'Shared');
    expect(await screen.findByRole('heading', { name: 'Projects' })).toBeInTheDocument();
    expect(screen.getByText('Everything Shared is working on.')).toBeInTheDocument();
    expect(window.localStorage.getItem(`${STORAGE_KEYS.currentWorkspace}.ada`)).toBe('shared');
    expect(router.state.location.pathname).toBe('/w/shared/projects');
  });

  it('tells a non-member plainly, without showing the page', async () => {
    const { store } = renderAt('/w/theirs/canvases/c1');
    await signIn(buildSession({ uid: 'ada' }));
    const denied = Object.assign(new Error('Missing or insufficient permissions.'), {
      code: 'permission-denied',
    });
    act(() => {
      store.doc('workspaces/theirs').error(denied);
      store.doc('workspaces/theirs/members/ada').error(denied);
    });
    expect(
      await screen.findByRole('heading', { name: 'You are not a member of this workspace' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/projects', '/w/default-ada/projects'],
    ['/canvases', '/w/default-ada/canvases'],
    ['/videos', '/w/default-ada/videos'],
    ['/calendar?event=e1', '/w/default-ada/calendar?event=e1'],
    ['/workspaces/shared/settings', '/w/shared/settings'],
  ])('sends the old address %s to %s', async (from, to) => {
    const { store, router } = renderAt(from);
    await signIn(buildSession({ uid: 'ada' }));
    membershipsArrive(store);
    const { pathname, search } = router.state.location;
    expect(`${pathname}${search}`).toBe(to);
  });

  it('finds the workspace of an old canvas link among the memberships, one read each', async () => {
    canvasExists.mockClear();
    const { store, router } = renderAt('/canvases/c1');
    await signIn(buildSession({ uid: 'ada' }));
    membershipsArrive(store);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/w/shared/canvases/c1'));
    expect(canvasExists.mock.calls.map(([, workspaceId]) => workspaceId)).toEqual([
      'default-ada',
      'shared',
    ]);
  });

  it('links every section of the current workspace from the main navigation', async () => {
    const { store } = renderAt('/');
    await signIn(buildSession({ uid: 'ada' }));
    membershipsArrive(store);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Dashboard', '/w/default-ada'],
      ['Projects', '/w/default-ada/projects'],
      ['Tasks', '/w/default-ada/tasks'],
      ['Chat', '/chat'],
      ['Videos', '/w/default-ada/videos'],
      ['Canvases', '/w/default-ada/canvases'],
      ['Calendar', '/w/default-ada/calendar'],
    ]);
    expect(screen.getByRole('button', { name: 'Upload video' })).toBeInTheDocument();
  });

  it('marks only the dashboard as the current page while the workspaces load', async () => {
    renderAt('/');
    await signIn(buildSession({ uid: 'ada' }));
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['Dashboard']);
  });

  it('leaves nothing of the person in localStorage once their session ends', async () => {
    renderAt('/');
    await signIn(buildSession({ uid: 'ada' }));
    const personal = [
      `${STORAGE_KEYS.recentItems}:ada`,
      `${STORAGE_KEYS.chatLastActive}.ada`,
      STORAGE_KEYS.interruptedUploads,
      `${STORAGE_KEYS.currentWorkspace}.ada`,
    ];
    for (const key of personal) window.localStorage.setItem(key, '[]');
    window.localStorage.setItem(STORAGE_KEYS.theme, 'dark');

    await signIn(null);
    expect(personal.filter((key) => window.localStorage.getItem(key) !== null)).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
  });

  it('checks the sign-up form before calling Firebase and says what to fix', async () => {
    const { signUpWithEmail } = await import('@/features/auth/api/session');
    renderAt('/signup');
    await signIn(null);
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

  it('keeps a non-admin out of /admin and shows the Admin entry only to admins', async () => {
    const { router } = renderAt('/admin');
    await signIn(buildSession({ admin: false }));
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    await signIn(buildSession({ admin: true }));
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
  });

  it('keeps the product name as the page title and tracks a page view per route change', async () => {
    const { router } = renderAt('/privacy');
    await signIn(null);
    expect(document.title).toBe('Crewspace');
    await act(() => router.navigate('/terms'));
    expect(trackPageView).toHaveBeenCalledWith('/privacy', 'Crewspace');
    expect(trackPageView).toHaveBeenCalledWith('/terms', 'Crewspace');
  });
});

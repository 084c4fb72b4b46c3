/**
 * The server connection from Firestore's own view of the user's document (the fake Firestore
 * pushes what `serverConfirmed$` would): never "connected" before the server has answered, and
 * "unreachable" only once the silence has lasted `UNREACHABLE_AFTER_MS`.
 */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createFakeFirestore, type FakeFirestore } from '@/testing/fake-firestore';
import { TestFirebaseProviders } from '@/testing/firebase';
import { UNREACHABLE_AFTER_MS, useServerConnection } from './use-server-connection';

vi.mock(
  '@/lib/firebase/snapshots',
  async () => (await import('@/testing/fake-firestore')).fakeSnapshots,
);

let store: FakeFirestore;

function wrapper({ children }: { children: ReactNode }) {
  return <TestFirebaseProviders>{children}</TestFirebaseProviders>;
}

beforeEach(() => {
  vi.useFakeTimers();
  store = createFakeFirestore();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('useServerConnection', () => {
  it('is connecting until Firestore confirms the user document with the server', () => {
    const { result } = renderHook(() => useServerConnection('u1'), { wrapper });
    expect(result.current).toBe('connecting');
    store.serverConfirmation('users/u1');
    act(() => store.serverConfirmation('users/u1').next(true));
    expect(result.current).toBe('connected');
  });

  it('calls the server unreachable once it has been silent 10 s, and connected when it answers', () => {
    expect(UNREACHABLE_AFTER_MS).toBe(10_000);
    const { result } = renderHook(() => useServerConnection('u1'), { wrapper });
    act(() => store.serverConfirmation('users/u1').next(false));
    act(() => vi.advanceTimersByTime(9_999));
    expect(result.current).toBe('connecting');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('unreachable');
    act(() => store.serverConfirmation('users/u1').next(true));
    expect(result.current).toBe('connected');
    // A new silence starts its own wait.
    act(() => store.serverConfirmation('users/u1').next(false));
    expect(result.current).toBe('connecting');
  });

  it('takes a refused listen as an answer from the server', () => {
    const { result } = renderHook(() => useServerConnection('u1'), { wrapper });
    act(() => store.serverConfirmation('users/u1').error(new Error('permission-denied')));
    expect(result.current).toBe('connected');
  });

  it('reads nothing and leaves it to the network without a user', () => {
    const { result } = renderHook(() => useServerConnection(null), { wrapper });
    expect(result.current).toBe('connected');
    expect(store.open()).toEqual([]);
  });
});

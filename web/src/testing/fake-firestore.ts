/**
 * A stand-in for lib/firebase/snapshots.ts, the one module where Firestore data enters the app:
 * every document or query a hook opens is recorded with the real reference or query the feature
 * built (from a real Firestore SDK that never connects), and the test pushes app models or errors
 * into it. Everything else (feature hooks, reactfire's useObservable, live-data.ts) runs as in the
 * app. A test file installs it with:
 *
 *   vi.mock('@/lib/firebase/snapshots', async () =>
 *     (await import('@/testing/fake-firestore')).fakeSnapshots);
 *
 * and calls createFakeFirestore() before rendering. setup-tests.ts closes the streams each test
 * left open, so the next test's hooks open theirs against its own store.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { queryEqual } from 'firebase/firestore';
import { Observable } from 'rxjs';

export interface FakeListener {
  source: DocumentReference<unknown> | Query<unknown>;
  /**
   * What it listens for: the data, only whether the server has confirmed the document, or a
   * query's documents and changes (push `{ docs, changed }`).
   */
  kind: 'data' | 'server' | 'changes';
  next: (value: unknown) => void;
  error: (error: Error) => void;
  closed: boolean;
}

export interface FakeFirestore {
  listeners: FakeListener[];
  /** Open listeners on documents' data: their paths, in the order they were opened. */
  docPaths(): string[];
  /** The open listener on this document path's data (throws when there is none). */
  doc(path: string): FakeListener;
  /** The open listener on whether the server confirmed this document (serverConfirmed$). */
  serverConfirmation(path: string): FakeListener;
  /** Open listeners on queries of a collection (or collection group) with this id. */
  queriesOn(collectionId: string): FakeListener[];
  /** The open listener on a query equal to this one (throws when there is none). */
  query(query: Query<unknown>): FakeListener;
  /** Every open listener. */
  open(): FakeListener[];
}

let current: FakeFirestore | null = null;
const recorded: FakeListener[] = [];

function observe(
  source: FakeListener['source'],
  kind: FakeListener['kind'] = 'data',
): Observable<unknown> {
  return new Observable((subscriber) => {
    const listener: FakeListener = {
      source,
      kind,
      next: (value) => subscriber.next(value),
      error: (error) => subscriber.error(error),
      closed: false,
    };
    (current?.listeners ?? recorded).push(listener);
    return () => {
      listener.closed = true;
    };
  });
}

function isDoc(source: FakeListener['source']): source is DocumentReference<unknown> {
  return source.type === 'document';
}

/**
 * The collection id a query reads. Test-only: the public Query type does not expose it, so this
 * reads the SDK's internal query (a collection group, or the last segment of its path).
 */
function collectionIdOf(query: Query<unknown>): string {
  const internal = (
    query as unknown as {
      _query: { collectionGroup: string | null; path: { lastSegment(): string } };
    }
  )._query;
  return internal.collectionGroup ?? internal.path.lastSegment();
}

export function createFakeFirestore(): FakeFirestore {
  const listeners: FakeListener[] = [];
  const open = () => listeners.filter((listener) => !listener.closed);
  const openOnData = () => open().filter((listener) => listener.kind === 'data');
  const store: FakeFirestore = {
    listeners,
    open,
    docPaths: () =>
      openOnData()
        .map((listener) => listener.source)
        .filter(isDoc)
        .map((ref) => ref.path),
    doc(path) {
      const found = openOnData().find(({ source }) => isDoc(source) && source.path === path);
      if (!found)
        throw new Error(`No open listener on ${path}; open: ${store.docPaths().join(', ')}`);
      return found;
    },
    serverConfirmation(path) {
      const found = open().find(
        ({ source, kind }) => kind === 'server' && isDoc(source) && source.path === path,
      );
      if (!found) throw new Error(`No open listener on whether the server confirmed ${path}`);
      return found;
    },
    queriesOn: (collectionId) =>
      openOnData().filter(
        ({ source }) => !isDoc(source) && collectionIdOf(source) === collectionId,
      ),
    query(query) {
      const found = openOnData().find(
        ({ source }) => !isDoc(source) && queryEqual(source as Query<unknown>, query),
      );
      if (!found) throw new Error(`No open listener on that query (${collectionIdOf(query)})`);
      return found;
    },
  };
  current = store;
  return store;
}

/** The module that replaces lib/firebase/snapshots.ts in component tests. */
export const fakeSnapshots = {
  docValue$: (ref: DocumentReference<unknown>) => observe(ref),
  queryValues$: (query: Query<unknown>) => observe(query),
  serverConfirmed$: (ref: DocumentReference<unknown>) => observe(ref, 'server'),
  queryChanges$: (query: Query<unknown>) => observe(query, 'changes'),
};

/**
 * Why the feature hooks read Firestore through live-data.ts instead of calling reactfire's
 * useFirestoreDocData / useFirestoreCollectionData directly: each reactfire test below shows a
 * defect in the installed reactfire (4.2.x), and its twin shows live-data.ts without it. The
 * streams are plain rxjs Observables that count their subscribers (reactfire's Firestore hooks
 * are `useObservable` over rxfire streams of the same kind), and a real Firestore SDK pointed at
 * a closed port for the cache keys (nothing is ever read).
 */
import { act, render } from '@testing-library/react';
import { initializeApp, deleteApp, type FirebaseApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getFirestore,
  limit,
  query,
  terminate,
  type Firestore,
} from 'firebase/firestore';
import { Component, type ReactNode } from 'react';
import {
  FirebaseAppProvider,
  useFirestoreCollectionData,
  useFirestoreDocData,
  useObservable,
  type ReactFireGlobals,
} from 'reactfire';
import { Observable, throwError } from 'rxjs';
import { readOnlyConverter } from './converter';
import {
  LIVE_GRACE_MS,
  closeAllLiveData,
  openLiveDataCount,
  useDocData,
  useLiveStream,
  type LiveState,
} from './live-data';

/** A stream that counts who is subscribed, emitting `value` on subscribe. */
function countingStream(value: string) {
  const counts = { subscribed: 0, unsubscribed: 0 };
  const stream = new Observable<string>((subscriber) => {
    counts.subscribed += 1;
    subscriber.next(value);
    return () => {
      counts.unsubscribed += 1;
    };
  });
  return { stream, counts };
}

let nextKey = 0;
function uniqueKey(label: string): string {
  nextKey += 1;
  return `defects:${label}:${nextKey}`;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>boundary: {this.state.error.message}</p> : this.props.children;
  }
}

function ReactfireReader({ id, source }: { id: string; source: Observable<string> }) {
  const { status, data } = useObservable(id, source);
  return <p>{status === 'success' ? data : status}</p>;
}

function LiveReader({ id, source }: { id: string; source: Observable<string> }) {
  const live: LiveState<string> = useLiveStream(id, () => source);
  return (
    <p>{live.status === 'ready' ? live.data : live.status === 'error' ? live.error.message : ''}</p>
  );
}

afterEach(() => {
  closeAllLiveData();
  vi.useRealTimers();
  vi.spyOn(console, 'error').mockRestore();
});

describe('listeners after the last component leaves', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('reactfire: stays subscribed for good', () => {
    const { stream, counts } = countingStream('v');
    const view = render(<ReactfireReader id={uniqueKey('leak')} source={stream} />);
    view.unmount();
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(counts.subscribed).toBe(1);
    expect(counts.unsubscribed).toBe(0);
  });

  it('live-data: unsubscribes once the grace period has passed', () => {
    const { stream, counts } = countingStream('v');
    const view = render(<LiveReader id={uniqueKey('closed')} source={stream} />);
    expect(view.container).toHaveTextContent('v');
    view.unmount();
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS - 1));
    expect(counts.unsubscribed).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(counts.unsubscribed).toBe(1);
    expect(openLiveDataCount()).toBe(0);
  });

  it('live-data: a component that comes back within the grace period reuses the stream', () => {
    const { stream, counts } = countingStream('v');
    const id = uniqueKey('reuse');
    render(<LiveReader id={id} source={stream} />).unmount();
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS / 2));
    const again = render(<LiveReader id={id} source={stream} />);
    expect(again.container).toHaveTextContent('v');
    act(() => vi.advanceTimersByTime(LIVE_GRACE_MS * 4));
    expect(counts).toEqual({ subscribed: 1, unsubscribed: 0 });
  });
});

describe('a stream that fails (permission denied, say)', () => {
  it('reactfire: throws during render, and the next visit gets the same error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const id = uniqueKey('throws');
    const denied = throwError(() => new Error('permission-denied'));
    const first = render(
      <Boundary>
        <ReactfireReader id={id} source={denied} />
      </Boundary>,
    );
    expect(first.container).toHaveTextContent('boundary: permission-denied');
    first.unmount();
    const { stream, counts } = countingStream('now a member');
    const second = render(
      <Boundary>
        <ReactfireReader id={id} source={stream} />
      </Boundary>,
    );
    expect(second.container).toHaveTextContent('boundary: permission-denied');
    expect(counts.subscribed).toBe(0);
  });

  it('live-data: reports the error as state, and the next visit tries again', async () => {
    const id = uniqueKey('state');
    const denied = throwError(() => new Error('permission-denied'));
    const first = render(<LiveReader id={id} source={denied} />);
    expect(first.container).toHaveTextContent('permission-denied');
    first.unmount();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const { stream, counts } = countingStream('now a member');
    const second = render(<LiveReader id={id} source={stream} />);
    expect(second.container).toHaveTextContent('now a member');
    expect(counts.subscribed).toBe(1);
  });
});

describe('cache keys', () => {
  let app: FirebaseApp;
  let db: Firestore;
  const globals = globalThis as unknown as ReactFireGlobals;
  const named = (name: string) =>
    readOnlyConverter<{ name: string }, { title?: string }>(name, () => ({ name }));

  beforeEach(() => {
    app = initializeApp({ projectId: 'demo-defects', apiKey: 'k' }, uniqueKey('app'));
    db = getFirestore(app);
    // Port 1 refuses connections: listeners stay loading and nothing is read.
    connectFirestoreEmulator(db, '127.0.0.1', 1);
  });
  afterEach(async () => {
    await terminate(db);
    await deleteApp(app);
  });

  function DocReader({ reader }: { reader: () => unknown }) {
    reader();
    return null;
  }

  function docStreams(path: string): string[] {
    return [...globals._reactFirePreloadedObservables.keys()].filter((key) =>
      key.includes(`:${path}:`),
    );
  }

  it('reactfire: one document read through two converters shares one stream', () => {
    const ref = doc(db, 'things', uniqueKey('doc').replace(/:/g, '-'));
    const view = render(
      <FirebaseAppProvider firebaseApp={app}>
        <DocReader reader={() => useFirestoreDocData(ref.withConverter(named('summary')))} />
        <DocReader reader={() => useFirestoreDocData(ref.withConverter(named('settings')))} />
      </FirebaseAppProvider>,
    );
    expect(docStreams(ref.path)).toHaveLength(1);
    view.unmount();
  });

  it('live-data: one document read through two converters gets two streams', () => {
    const ref = doc(db, 'things', uniqueKey('doc').replace(/:/g, '-'));
    const summary = named('summary');
    const settings = named('settings');
    const view = render(
      <>
        <DocReader reader={() => useDocData(ref.withConverter(summary))} />
        <DocReader reader={() => useDocData(ref.withConverter(settings))} />
      </>,
    );
    expect(openLiveDataCount()).toBe(2);
    view.unmount();
  });

  it('reactfire: every query ever read stays in its key list', () => {
    const before = globals._reactFireFirestoreQueryCache?.length ?? 0;
    const things = collection(db, 'things');
    const view = render(
      <FirebaseAppProvider firebaseApp={app}>
        {[1, 2, 3].map((max) => (
          <DocReader
            key={max}
            reader={() => useFirestoreCollectionData(query(things, limit(max)))}
          />
        ))}
      </FirebaseAppProvider>,
    );
    view.unmount();
    expect(globals._reactFireFirestoreQueryCache.length).toBe(before + 3);
  });
});

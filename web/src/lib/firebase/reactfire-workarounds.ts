/**
 * The one place that works around reactfire (4.2.x): its `useObservable` underlies every live
 * hook, with three of its defects fixed here. reactfire-workarounds.test.tsx shows each defect in
 * the installed reactfire beside its fix, and the private field this module depends on, so a
 * reactfire that fixes a defect or renames the field fails a test instead of changing silently.
 *
 * - **Listeners never close.** reactfire keeps every stream it ever opened in a global cache and
 *   stays subscribed to it after the last component unmounts (shareReplay without refCount, and
 *   a reset timer that is cleared on first subscribe and never set again). Here each stream is
 *   counted by the components using it and stopped a short while after the last one leaves.
 * - **Errors are thrown, and stay.** `useObservable` rethrows a stream's error during render
 *   (even without Suspense) and keeps the failed stream cached. Here an error is a value
 *   (`{ status: 'error' }`) and a failed stream is dropped when its components leave, so the next
 *   visit tries again (a member added since sees the workspace).
 * - **Cache keys.** `useFirestoreDocData` keys a document by its path only (two converters on one
 *   document share one stream), and `useFirestoreCollectionData` keys queries in an array that
 *   only grows. Here targets are matched by the caller's equality (refEqual / queryEqual, which
 *   compare converters) among the streams that are open, and a closed stream's key is never
 *   reused.
 *
 * Closing a stream must also drop reactfire's cached subject for its key, and reactfire offers no
 * API for that: `_reactFirePreloadedObservables` (its global cache) is the private field read
 * here, and nowhere else.
 */
import { useEffect, useMemo } from 'react';
import { useObservable, type ReactFireGlobals } from 'reactfire';
import { NEVER, Subject, catchError, map, of, takeUntil, type Observable } from 'rxjs';

export type LiveState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

/** How long a stream no component uses stays open (a page change that reads it again reuses it). */
export const LIVE_GRACE_MS = 5_000;

/** What a live hook reads, and how to tell two reads of the same thing apart from two others. */
export interface StreamTarget {
  /** A label for the stream's key (doc, query, ...). */
  kind: string;
  value: unknown;
  same(a: unknown, b: unknown): boolean;
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };

interface Stream {
  readonly id: string;
  readonly target: StreamTarget;
  users: number;
  failed: boolean;
  closed: boolean;
  readonly stop: Subject<void>;
  timer: ReturnType<typeof setTimeout> | null;
}

/**
 * The open streams. Kept on a global of our own, not only in this module, so that the test set-up
 * (testing/setup-tests.ts) can see whether a test left any open without loading reactfire for the
 * tests that use none.
 */
const OPEN_STREAMS = Symbol.for('crewspace.liveStreams');
const globals = globalThis as { [OPEN_STREAMS]?: Stream[] };
const open: Stream[] = (globals[OPEN_STREAMS] ??= []);
let nextId = 0;

function reactfireCache(): Map<string, unknown> | undefined {
  return (globalThis as unknown as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
}

function close(stream: Stream): void {
  if (stream.closed) return;
  stream.closed = true;
  if (stream.timer) clearTimeout(stream.timer);
  stream.stop.next();
  open.splice(open.indexOf(stream), 1);
  // The next visit starts a fresh reactfire subject under a new id.
  reactfireCache()?.delete(stream.id);
}

function scheduleClose(stream: Stream, delay: number): void {
  if (stream.timer) clearTimeout(stream.timer);
  stream.timer = setTimeout(() => close(stream), delay);
}

function streamFor(target: StreamTarget): Stream {
  const found = open.find(
    (stream) =>
      stream.target.kind === target.kind && target.same(stream.target.value, target.value),
  );
  if (found) return found;
  nextId += 1;
  const stream: Stream = {
    id: `crewspace:${target.kind}:${nextId}`,
    target,
    users: 0,
    failed: false,
    closed: false,
    stop: new Subject<void>(),
    timer: null,
  };
  open.push(stream);
  // Opened while rendering; a render React throws away never mounts, so close it unless used.
  scheduleClose(stream, LIVE_GRACE_MS * 2);
  return stream;
}

function acquire(stream: Stream): void {
  if (stream.closed) return;
  stream.users += 1;
  if (stream.timer) clearTimeout(stream.timer);
  stream.timer = null;
}

function release(stream: Stream): void {
  if (stream.closed) return;
  stream.users -= 1;
  if (stream.users <= 0) scheduleClose(stream, stream.failed ? 0 : LIVE_GRACE_MS);
}

/** Closes every open stream (sign-out: the next user starts from nothing). */
export function closeAllLiveData(): void {
  for (const stream of [...open]) close(stream);
}

/** How many streams are open (tests). */
export function openLiveDataCount(): number {
  return open.length;
}

const IDLE_ID = 'crewspace:idle';

/**
 * The latest value of `source`, shared by every component reading the same target (a null
 * target reads nothing: loading). Only the first reader of a stream subscribes to its source.
 */
export function useSharedStream<T>(
  target: StreamTarget | null,
  source: () => Observable<T>,
): LiveState<T> {
  const stream = target ? streamFor(target) : null;
  const observable: Observable<Outcome<T>> = stream
    ? source().pipe(
        map((value): Outcome<T> => ({ ok: true, value })),
        catchError((error: unknown) => {
          stream.failed = true;
          return of<Outcome<T>>({ ok: false, error: asError(error) });
        }),
        takeUntil(stream.stop),
      )
    : NEVER;
  const status = useObservable<Outcome<T>>(stream?.id ?? IDLE_ID, observable);
  useEffect(() => {
    if (!stream) return undefined;
    acquire(stream);
    return () => release(stream);
  }, [stream]);
  const outcome = status.status === 'success' ? status.data : null;
  return useMemo<LiveState<T>>(() => {
    if (!outcome) return { status: 'loading' };
    return outcome.ok
      ? { status: 'ready', data: outcome.value }
      : { status: 'error', error: outcome.error };
  }, [outcome]);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

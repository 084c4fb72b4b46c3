/**
 * Live Firestore data for the feature hooks, on reactfire's `useObservable` (the hook that
 * reactfire's `useFirestoreDocData` / `useFirestoreCollectionData` are made of) and the same
 * rxfire streams, with three of reactfire's defects fixed (each shown by
 * reactfire-defects.test.tsx):
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
 *   only grows. Here targets are matched with refEqual / queryEqual (which compare converters)
 *   among the streams that are open, and a closed stream's key is never reused.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { queryEqual, refEqual } from 'firebase/firestore';
import { useEffect, useMemo } from 'react';
import { useObservable, type ReactFireGlobals } from 'reactfire';
import { NEVER, Subject, catchError, map, of, takeUntil, type Observable } from 'rxjs';
import { docValue$, queryValues$ } from './snapshots';

export type LiveState<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: Error };

/** How long a stream no component uses stays open (a page change that reads it again reuses it). */
export const LIVE_GRACE_MS = 5_000;

type Outcome<T> = { ok: true; value: T } | { ok: false; error: Error };

interface Stream {
  readonly id: string;
  readonly target: unknown;
  readonly same: (a: unknown, b: unknown) => boolean;
  users: number;
  failed: boolean;
  closed: boolean;
  readonly stop: Subject<void>;
  timer: ReturnType<typeof setTimeout> | null;
}

const open: Stream[] = [];
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

function streamFor(kind: string, target: unknown, same: (a: unknown, b: unknown) => boolean) {
  const found = open.find((stream) => stream.same(stream.target, target));
  if (found) return found;
  nextId += 1;
  const stream: Stream = {
    id: `crewspace:${kind}:${nextId}`,
    target,
    same,
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

function useStream<T>(stream: Stream | null, source: () => Observable<T>): LiveState<T> {
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

const READY_NULL = { status: 'ready', data: null } as const;
const READY_EMPTY: LiveState<never[]> = { status: 'ready', data: [] };

/**
 * One document, live, through its converter: null while it does not exist. A null `ref` reads
 * nothing and is ready with null at once.
 */
export function useDocData<T>(ref: DocumentReference<T> | null): LiveState<T | null> {
  const stream = ref ? streamFor('doc', ref, isSameRef) : null;
  const live = useStream(stream, () => (ref ? docValue$(ref) : NEVER));
  return ref ? live : READY_NULL;
}

/** A query's documents, live, in query order. A null `query` reads nothing and is ready with []. */
export function useQueryData<T>(query: Query<T> | null): LiveState<T[]> {
  const stream = query ? streamFor('query', query, isSameQuery) : null;
  const live = useStream(stream, () => (query ? queryValues$(query) : NEVER));
  return query ? live : READY_EMPTY;
}

/**
 * Any stream built from Firestore streams (several queries combined, say), shared by `key`: the
 * key must name everything the stream depends on. A null key reads nothing (loading).
 */
export function useLiveStream<T>(key: string | null, source: () => Observable<T>): LiveState<T> {
  const stream = key ? streamFor('stream', key, isSameKey) : null;
  return useStream(stream, source);
}

function isSameRef(a: unknown, b: unknown): boolean {
  return isRef(a) && isRef(b) && refEqual(a, b);
}

function isSameQuery(a: unknown, b: unknown): boolean {
  return isQuery(a) && isQuery(b) && queryEqual(a, b);
}

function isSameKey(a: unknown, b: unknown): boolean {
  return typeof a === 'string' && a === b;
}

function isRef(value: unknown): value is DocumentReference<unknown> {
  return (value as { type?: unknown } | null)?.type === 'document';
}

function isQuery(value: unknown): value is Query<unknown> {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'query' || type === 'collection';
}

/**
 * Live Firestore data for the feature hooks: a feature names what it reads (a typed document or
 * query, with its converter) and gets its latest value as state. Built on reactfire's
 * `useObservable` (the hook reactfire's own Firestore hooks are made of) through
 * reactfire-workarounds.ts, over the streams of snapshots.ts. Code that needs every change in
 * order, or opens and closes listeners as it goes, takes a feed from live-feeds.ts instead.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { queryEqual, refEqual } from 'firebase/firestore';
import { combineLatest, NEVER } from 'rxjs';
import { useSharedStream, type LiveState, type StreamTarget } from './reactfire-workarounds';
import { docValue$, queryValues$, serverConfirmed$ } from './snapshots';

export { LIVE_GRACE_MS, type LiveState } from './reactfire-workarounds';

const READY_NULL = { status: 'ready', data: null } as const;
const READY_EMPTY: LiveState<never[]> = { status: 'ready', data: [] };

function target(kind: string, value: unknown, same: StreamTarget['same']): StreamTarget {
  return { kind, value, same };
}

/**
 * One document, live, through its converter: null while it does not exist. A null `ref` reads
 * nothing and is ready with null at once.
 */
export function useDocData<T>(ref: DocumentReference<T> | null): LiveState<T | null> {
  const live = useSharedStream(ref && target('doc', ref, isSameRef), () =>
    ref ? docValue$(ref) : NEVER,
  );
  return ref ? live : READY_NULL;
}

/** A query's documents, live, in query order. A null `query` reads nothing and is ready with []. */
export function useQueryData<T>(query: Query<T> | null): LiveState<T[]> {
  const live = useSharedStream(query && target('query', query, isSameQuery), () =>
    query ? queryValues$(query) : NEVER,
  );
  return query ? live : READY_EMPTY;
}

/**
 * Several queries' documents, live, one list per query in the order given (ready once each has
 * answered): a read that one query cannot express (an `in` filter over more ids than one query
 * takes, or two ranges). No queries (or null) read nothing and are ready with [].
 */
export function useQueriesData<T>(queries: readonly Query<T>[] | null): LiveState<T[][]> {
  const reads = queries && queries.length > 0 ? queries : null;
  const live = useSharedStream(reads && target('queries', reads, isSameQueries), () =>
    reads ? combineLatest(reads.map((query) => queryValues$(query))) : NEVER,
  );
  return reads ? live : READY_EMPTY;
}

/**
 * Whether Firestore has confirmed the document with its server (false while it serves it from its
 * cache only: connecting, or the server out of reach), live. A null `ref` reads nothing (loading).
 */
export function useServerConfirmed(ref: DocumentReference<unknown> | null): LiveState<boolean> {
  return useSharedStream(ref && target('server', ref, isSameRef), () =>
    ref ? serverConfirmed$(ref) : NEVER,
  );
}

function isSameRef(a: unknown, b: unknown): boolean {
  return isRef(a) && isRef(b) && refEqual(a, b);
}

function isSameQuery(a: unknown, b: unknown): boolean {
  return isQuery(a) && isQuery(b) && queryEqual(a, b);
}

function isSameQueries(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  return a.every((query: unknown, index) => isSameQuery(query, b[index]));
}

function isRef(value: unknown): value is DocumentReference<unknown> {
  return (value as { type?: unknown } | null)?.type === 'document';
}

function isQuery(value: unknown): value is Query<unknown> {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'query' || type === 'collection';
}

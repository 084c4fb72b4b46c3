/**
 * Live Firestore data pushed to code that manages its own listening: a sync engine that must see
 * every change in order (the canvas's elements; a state hook would merge two snapshots that
 * arrive within one render), a pager whose pages open and close as a list grows, and the pending
 * account's watch on public pages (where reactfire is not loaded). A feature names what it reads
 * (a typed document or query) and gets a feed; how the listener is opened stays here. No
 * reactfire: this module is light enough for the public pages' lazy code.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { map, type Observable } from 'rxjs';
import { docValue$, queryChanges$, queryValues$, type QueryChanges } from './snapshots';

export type { QueryChanges } from './snapshots';

/** Something live to subscribe to; `subscribe` returns the function that stops it. */
export interface LiveFeed<T> {
  subscribe(onNext: (value: T) => void, onError: (error: Error) => void): () => void;
}

function feed<T>(source: () => Observable<T>): LiveFeed<T> {
  return {
    subscribe(next, error) {
      // Firestore's listeners fail with a FirestoreError, an Error.
      const subscription = source().subscribe({ next, error });
      return () => subscription.unsubscribe();
    },
  };
}

/** One document, through its converter: null while it does not exist. */
export function docFeed<T>(ref: DocumentReference<T>): LiveFeed<T | null> {
  return feed(() => docValue$(ref));
}

/** A query's documents, through its converter, in query order, on every change. */
export function queryFeed<T>(query: Query<T>): LiveFeed<T[]> {
  return feed(() => queryValues$(query));
}

/** A query's snapshots as documents and changes; `initial` is true for the first. */
export function queryChangesFeed<T>(
  query: Query<T>,
): LiveFeed<QueryChanges<T> & { initial: boolean }> {
  return feed(() =>
    queryChanges$(query).pipe(map((changes, index) => ({ ...changes, initial: index === 0 }))),
  );
}

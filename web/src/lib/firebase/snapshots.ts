/**
 * The wire between Firestore and the live-data layer: a document or a query as an Observable of
 * app models (rxfire's fromRef, the stream reactfire's own Firestore hooks are built on). Only
 * live-data.ts and live-feeds.ts read it; component tests replace this one module with
 * src/testing/fake-firestore.ts.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { distinctUntilChanged, map, type Observable } from 'rxjs';

/** The document's data through its converter; null while it does not exist. */
export function docValue$<T>(ref: DocumentReference<T>): Observable<T | null> {
  return fromRef(ref).pipe(map((snapshot) => (snapshot.exists() ? snapshot.data() : null)));
}

/**
 * Whether Firestore has confirmed the document with its server (false while it serves it from
 * its cache only: connecting, or the server out of reach), on every change of that.
 */
export function serverConfirmed$(ref: DocumentReference<unknown>): Observable<boolean> {
  return fromRef(ref, { includeMetadataChanges: true }).pipe(
    map((snapshot) => !snapshot.metadata.fromCache),
    distinctUntilChanged(),
  );
}

/** The query's documents through its converter, in query order. */
export function queryValues$<T>(query: Query<T>): Observable<T[]> {
  return fromRef(query).pipe(map((snapshot) => snapshot.docs.map((docSnap) => docSnap.data())));
}

/** One snapshot of a query, as a sync engine reads it. */
export interface QueryChanges<T> {
  /** Every document, in query order. */
  docs: T[];
  /**
   * The documents added or changed since the previous snapshot (every one in the first), except
   * those whose latest change is this tab's own write not yet acknowledged: the engine has them.
   */
  changed: T[];
}

/** The query's snapshots as documents and changes, through its converter. */
export function queryChanges$<T>(query: Query<T>): Observable<QueryChanges<T>> {
  return fromRef(query).pipe(
    map((snapshot) => ({
      docs: snapshot.docs.map((docSnap) => docSnap.data()),
      changed: snapshot
        .docChanges()
        .filter((change) => change.type !== 'removed' && !change.doc.metadata.hasPendingWrites)
        .map((change) => change.doc.data()),
    })),
  );
}

/**
 * The wire between Firestore and the hooks: a document or a query as an Observable of app models
 * (rxfire's fromRef, the stream reactfire's own Firestore hooks are built on). Component tests
 * replace this one module with src/testing/fake-firestore.ts.
 */
import type { DocumentReference, Query } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { map, type Observable } from 'rxjs';

/** The document's data through its converter; null while it does not exist. */
export function docValue$<T>(ref: DocumentReference<T>): Observable<T | null> {
  return fromRef(ref).pipe(map((snapshot) => (snapshot.exists() ? snapshot.data() : null)));
}

/** The query's documents through its converter, in query order. */
export function queryValues$<T>(query: Query<T>): Observable<T[]> {
  return fromRef(query).pipe(map((snapshot) => snapshot.docs.map((docSnap) => docSnap.data())));
}

import type { Query } from 'firebase/firestore';

/** Reads the SDK's private query to learn its collection: a workaround outside lib/firebase. */
export function collectionOf(query: Query<unknown>): string {
  const internal = query as unknown as { _query: { path: { lastSegment(): string } } };
  return internal._query.path.lastSegment();
}

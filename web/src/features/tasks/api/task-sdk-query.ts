/**
 * A shared task query (common/src/task-queries.ts, plain data) as the web SDK asks it, through
 * one converter, so every reader of tasks asks exactly what the rules tests and the bench ask.
 */
import type { TaskQuery } from '@crewspace/common/task-queries';
import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type FirestoreDataConverter,
  type Firestore,
  type Query,
} from 'firebase/firestore';

export function taskSdkQuery<T>(
  db: Firestore,
  spec: TaskQuery,
  converter: FirestoreDataConverter<T>,
): Query<T> {
  const [first = '', ...rest] = spec.collection;
  return query(
    collection(db, first, ...rest).withConverter(converter),
    ...spec.filters.map((filter) => where(filter.field, filter.op, filter.value)),
    ...spec.orderBy.map((order) =>
      orderBy(order.field === '__name__' ? documentId() : order.field, order.direction),
    ),
    ...(spec.startAfter ? [startAfter(...spec.startAfter)] : []),
    limit(spec.limit),
  );
}

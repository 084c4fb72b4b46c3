/**
 * The shared task queries (common/src/task-queries.ts) as the web SDK asks them: the same
 * mapping the web app's task data layer makes.
 */
import {
  collection,
  documentId,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import type { TaskQuery } from '../common/src/task-queries';

export function sdkQuery(db: Firestore, spec: TaskQuery): Query {
  const [first, ...rest] = spec.collection;
  return query(
    collection(db, first!, ...rest),
    ...spec.filters.map((filter) => where(filter.field, filter.op, filter.value)),
    ...spec.orderBy.map((order) =>
      orderBy(order.field === '__name__' ? documentId() : order.field, order.direction),
    ),
    ...(spec.startAfter ? [startAfter(...spec.startAfter)] : []),
    limit(spec.limit),
  );
}

/**
 * A source's task chips, fetched after the page that shows the source: the chips, their query
 * and the task model are no part of what the chat, canvas, calendar or review page needs first.
 */
import { Suspense, lazy } from 'react';
import type { SourceTaskChipsProps } from './source-task-chips';

const SourceTaskChips = lazy(() =>
  import('./source-task-chips').then((module) => ({ default: module.SourceTaskChips })),
);

export function LazySourceTaskChips(props: SourceTaskChipsProps) {
  return (
    <Suspense fallback={null}>
      <SourceTaskChips {...props} />
    </Suspense>
  );
}

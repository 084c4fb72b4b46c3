/**
 * What a task was made from: its kind, the excerpt kept with the task, what the source feature
 * shows of it (a video comment's frame), and a link back to it.
 */
import { taskSourceHref } from '@crewspace/common/links';
import type { TaskSource } from '@crewspace/common/tasks';
import { Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { SOURCE_KIND_LABELS, SourceIcon } from './task-meta';
import styles from './tasks.module.css';

const OPEN_LABELS: Readonly<Record<TaskSource['kind'], string>> = {
  message: 'Open the message in its channel',
  'video-comment': 'Open the comment in the video',
  canvas: 'Open the canvas',
  event: 'Open the event',
};

/**
 * What another feature shows of a source (the app passes it in: the features that make tasks
 * import this one, so it cannot import them); null when it has nothing to show.
 */
export type SourcePreview = (source: TaskSource) => ReactNode;

export function TaskSourceView({
  workspaceId,
  source,
  preview,
}: {
  workspaceId: string;
  source: TaskSource;
  preview?: SourcePreview | undefined;
}) {
  return (
    <Card aria-labelledby="task-source-title" className={styles.stack}>
      <h2 id="task-source-title">
        <SourceIcon kind={source.kind} /> {SOURCE_KIND_LABELS[source.kind]}
      </h2>
      {source.excerpt ? <blockquote className={styles.excerpt}>{source.excerpt}</blockquote> : null}
      {preview && !source.deleted ? <Suspense fallback={null}>{preview(source)}</Suspense> : null}
      {source.deleted ? (
        <p className={styles.muted}>
          The original is gone: it was deleted. The excerpt above is what the task kept.
        </p>
      ) : (
        <p>
          <Link to={taskSourceHref(workspaceId, source)}>{OPEN_LABELS[source.kind]}</Link>
        </p>
      )}
    </Card>
  );
}

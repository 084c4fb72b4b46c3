/**
 * The comment list beside the player: live, one page (100) at a time with "Load more", threads
 * in video order, resolved ones behind a toggle, the comment a link names highlighted and in
 * view; the composer pins a new comment to the player's moment (optionally a range). Viewers
 * read; writing follows the rights table (firestore.rules enforces it).
 */
import { formatTimeRange } from '@crewspace/common/video-review';
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { useEffect, useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { memberName, useMembersById } from '@/features/workspaces';
import type { Video, VideoVersion } from '../api/videos';
import { CommentComposer } from '@/features/workspaces';
import { CommentThread, type CommentActions } from './comment-thread';
import { useReviewActions } from '../api/use-video-review';
import type { VideoComment } from '../api/video-comments';
import type { Thread } from './threads';
import type { Playback } from './use-playback';
import styles from './review.module.css';

export interface CommentsPanelProps {
  video: Video;
  /** The version shown: comments are made on it, and only its comments are listed. */
  version: VideoVersion;
  uid: string;
  role: WorkspaceRole | null;
  playback: Playback;
  comments: readonly VideoComment[];
  threads: readonly Thread[];
  status: 'loading' | 'ready' | 'error';
  /** The page is bounded at `max`; more may exist when it is full. */
  max: number;
  onLoadMore(): void;
  /** The comment the address names (`?comment=`), highlighted. */
  highlighted: string | null;
}

export function CommentsPanel(props: CommentsPanelProps) {
  const { video, version, uid, role, playback, threads, highlighted } = props;
  const versionId = version.id;
  // Once a video has versions, the list says whose comments it shows.
  const onVersion = video.latest.number > 1 ? ` on ${versionId}` : '';
  const review = useReviewActions({ workspaceId: video.workspaceId, videoId: video.id }, uid);
  const [showResolved, setShowResolved] = useState(false);
  const [pinned, setPinned] = useState<{ time: number; endTime: number | null } | null>(null);
  const authorIds = useMemo(
    () => [...new Set(props.comments.map((comment) => comment.createdBy))],
    [props.comments],
  );
  const authors = useMembersById(video.workspaceId, authorIds);
  const nameOf = (author: string) =>
    author === uid
      ? 'You'
      : authors.status === 'ready'
        ? memberName(authors.byId.get(author))
        : '…';
  const canWrite = hasWorkspaceRight(role, 'editMessages');
  const resolvedCount = threads.filter((thread) => thread.root.resolved).length;
  const highlightedResolved = threads.some(
    (thread) =>
      thread.root.resolved &&
      [thread.root, ...thread.replies].some((comment) => comment.id === highlighted),
  );
  const shown = threads.filter(
    (thread) => showResolved || highlightedResolved || !thread.root.resolved,
  );

  useEffect(() => {
    if (highlighted && props.status === 'ready')
      document.getElementById(`comment-${highlighted}`)?.scrollIntoView({ block: 'nearest' });
  }, [highlighted, props.status]);

  const actions: CommentActions = {
    reply: async (parent, draft) => {
      await review.comment(
        { ...draft, time: parent.time, endTime: null, versionId, parentId: parent.id },
        version.duration,
      );
    },
    edit: review.edit,
    resolve: (comment, resolved) => review.resolve(comment.id, resolved),
    remove: (comment) => review.remove(comment.id),
    seek: playback.seek,
  };

  const moment = pinned ?? { time: playback.time, endTime: null };

  return (
    <section className={styles.comments} aria-label="Comments">
      <header className={styles.commentsHeader}>
        <h2>Comments{onVersion}</h2>
        {resolvedCount > 0 ? (
          <label className={styles.toggle}>
            <input
              type="checkbox"
              checked={showResolved}
              onChange={(event) => setShowResolved(event.target.checked)}
            />
            Show resolved ({resolvedCount})
          </label>
        ) : null}
      </header>
      {canWrite ? (
        <CommentComposer
          workspaceId={video.workspaceId}
          label={`Comment at ${formatTimeRange(moment.time, moment.endTime)}`}
          submitLabel="Comment"
          onFocus={() => {
            // Writing pins the comment to the moment on screen.
            playback.video?.pause();
            setPinned((current) => current ?? { time: playback.time, endTime: null });
          }}
          onSubmit={async (draft) => {
            // The pin goes with the comment as the box empties, so a moment pinned while the
            // server confirms is the next comment's; a refused comment gets its moment back.
            const sent = moment;
            setPinned(null);
            try {
              await review.comment(
                { ...draft, ...sent, versionId, parentId: null },
                version.duration,
              );
            } catch (failure) {
              setPinned((current) => current ?? sent);
              throw failure;
            }
          }}
        >
          <div className={styles.moment}>
            <span>At {formatTimeRange(moment.time, moment.endTime)}</span>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setPinned({ time: playback.time, endTime: null })}
            >
              Use current time
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={playback.time <= moment.time}
              onClick={() => setPinned({ time: moment.time, endTime: playback.time })}
            >
              End range here
            </Button>
          </div>
        </CommentComposer>
      ) : (
        <p className={styles.muted}>
          Your role ({role ?? 'none'}) can read the comments but not write them.
        </p>
      )}
      {props.status === 'loading' ? <Loading /> : null}
      {props.status === 'error' ? (
        <Alert tone="error" title="Comments could not be loaded">
          Try again later.
        </Alert>
      ) : null}
      {props.status === 'ready' && threads.length === 0 ? (
        <p className={styles.muted}>No comments{onVersion} yet.</p>
      ) : null}
      <ol className={styles.threads} aria-label="Comment threads">
        {shown.map((thread) => (
          <CommentThread
            key={thread.root.id}
            thread={thread}
            workspaceId={video.workspaceId}
            videoId={video.id}
            uid={uid}
            role={role}
            nameOf={nameOf}
            highlighted={highlighted}
            actions={actions}
          />
        ))}
      </ol>
      {props.comments.length >= props.max ? (
        <Button variant="secondary" size="sm" onClick={props.onLoadMore}>
          Load more comments
        </Button>
      ) : null}
    </section>
  );
}

/**
 * /w/:workspaceId/videos/:videoId — the video's review page (issue 16): the player with comment
 * markers, the video's details and review status, and its comments beside it. `?t=` opens the
 * player at a moment and `?comment=` highlights a comment (the links notifications carry).
 */
import { videoLinkTarget } from '@crewspace/common/links';
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { COMMENTS_PAGE_SIZE, FIRST_VERSION_ID } from '@crewspace/common/video-review';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { workspaceHref } from '@/config/paths';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import { useReviewActions, useVideoComments } from '../api/use-video-review';
import { useVideo } from '../api/use-videos';
import type { Video } from '../api/videos';
import { VideoDetails } from '../components/video-details';
import { CommentsPanel } from './comments-panel';
import { ReviewPlayer } from './review-player';
import { ReviewStatusControl } from './review-status';
import { buildThreads, type Thread } from './threads';
import { usePlayback } from './use-playback';
import styles from './review.module.css';

export interface VideoReviewPageProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  videoId: string;
}

export function VideoReviewPage({ workspace, uid, role, videoId }: VideoReviewPageProps) {
  const video = useVideo(workspace.id, videoId);
  if (video.status === 'loading') return <Loading />;
  if (video.status === 'error' || !video.data) {
    return (
      <Alert tone="warning" title="Video not found">
        It may have been deleted, or the link is wrong.
      </Alert>
    );
  }
  return <VideoReview key={video.data.id} video={video.data} uid={uid} role={role} />;
}

function VideoReview({
  video,
  uid,
  role,
}: {
  video: Video;
  uid: string;
  role: WorkspaceRole | null;
}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = useMemo(() => videoLinkTarget(search), [search]);
  const playback = usePlayback(target.time ?? null);
  const [max, setMax] = useState(COMMENTS_PAGE_SIZE);
  const versionId = FIRST_VERSION_ID;
  const at = { workspaceId: video.workspaceId, videoId: video.id };
  const comments = useVideoComments(at, versionId, max);
  const review = useReviewActions(at, uid);
  const list = useMemo(() => (comments.status === 'ready' ? comments.data : []), [comments]);
  const threads = useMemo(() => buildThreads(list), [list]);
  const [focused, setFocused] = useState<string | null>(target.commentId ?? null);
  const uploader = useMembersById(
    video.workspaceId,
    video.uploadedBy === uid ? [] : [video.uploadedBy],
  );
  const uploaderName =
    video.uploadedBy === uid
      ? 'You'
      : uploader.status === 'ready'
        ? memberName(uploader.byId.get(video.uploadedBy))
        : '…';

  // The first editor to open a video whose length nobody recorded records it (the rules check
  // comments' moments against it, and take it only once).
  const measured = playback.duration;
  const canRecord = hasWorkspaceRight(role, 'editMessages');
  useEffect(() => {
    if (measured === null || video.duration !== null || !canRecord) return;
    review
      .recordDuration(measured)
      .catch((failure: unknown) => console.warn('Video length not recorded', failure));
  }, [review, measured, video.duration, canRecord]);

  return (
    <div className={styles.review}>
      <div className={styles.reviewMain}>
        <ReviewStatusControl video={video} uid={uid} role={role} />
        <VideoDetails
          video={video}
          uid={uid}
          role={role}
          uploaderName={uploaderName}
          onClose={() => void navigate(workspaceHref(video.workspaceId, 'videos'))}
          player={
            <ReviewPlayer
              video={video}
              playback={playback}
              threads={threads}
              onMarker={(thread: Thread) => setFocused(thread.root.id)}
            />
          }
        />
      </div>
      <CommentsPanel
        video={video}
        versionId={versionId}
        uid={uid}
        role={role}
        playback={playback}
        comments={list}
        threads={threads}
        status={comments.status}
        max={max}
        onLoadMore={() => setMax((current) => current + COMMENTS_PAGE_SIZE)}
        highlighted={focused}
      />
    </div>
  );
}

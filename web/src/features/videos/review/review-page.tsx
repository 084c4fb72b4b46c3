/**
 * /w/:workspaceId/videos/:videoId — the video's review page (issue 16): the player with comment
 * markers, the video's details and review status, and its comments beside it, for one version
 * at a time. `?v=` names the version (the newest the page opened with when absent; a newer one
 * uploaded meanwhile is offered, not forced), `?t=` opens the player at a moment and `?comment=`
 * highlights a comment (the links notifications carry).
 */
import { videoLinkTarget } from '@crewspace/common/links';
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import { COMMENTS_PAGE_SIZE } from '@crewspace/common/video-review';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { workspaceHref } from '@crewspace/common/links';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import type { UploadedVideo } from '../api/upload-video';
import { useReviewActions, useVideoComments, useVideoVersion } from '../api/use-video-review';
import { useVideo } from '../api/use-videos';
import type { Video, VideoVersion } from '../api/videos';
import { VideoDetails } from '../components/video-details';
import { VIDEO_UPLOAD_COMPLETE_EVENT } from '../upload-context';
import { CommentsPanel } from './comments-panel';
import { ReviewPlayer } from './review-player';
import { buildThreads, type Thread } from './threads';
import { usePlayback } from './use-playback';
import { VersionBar } from './version-bar';
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

/** Shows the version someone in this tab has just uploaded of `videoId`. */
function useShowOwnUpload(videoId: string, show: (versionId: string) => void) {
  useEffect(() => {
    function onComplete(event: Event) {
      const uploaded = (event as CustomEvent<UploadedVideo>).detail;
      if (uploaded.videoId === videoId) show(uploaded.versionId);
    }
    window.addEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);
    return () => window.removeEventListener(VIDEO_UPLOAD_COMPLETE_EVENT, onComplete);
  }, [videoId, show]);
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
  const [search, setSearch] = useSearchParams();
  const requested = useMemo(() => videoLinkTarget(search).versionId, [search]);
  // Without `?v=` the page stays on the newest version it opened with, so a new upload by
  // someone else does not swap the video (and a comment being written) away.
  const [openedOn] = useState(video.latest.id);
  const shownId = requested ?? openedOn;
  const version = useVideoVersion(video, shownId);
  const show = useCallback((versionId: string) => setSearch({ v: versionId }), [setSearch]);
  useShowOwnUpload(video.id, show);

  const bar = (
    <VersionBar
      video={video}
      shownId={shownId}
      shown={version.status === 'ready' ? version.data : null}
      uid={uid}
      role={role}
      onShow={show}
    />
  );
  if (version.status === 'ready' && version.data) {
    return (
      <VersionReview
        key={version.data.id}
        video={video}
        version={version.data}
        uid={uid}
        role={role}
        bar={bar}
      />
    );
  }
  return (
    <div className={styles.reviewMain}>
      {bar}
      {version.status === 'loading' ? (
        <Loading />
      ) : (
        <Alert tone="warning" title="Version not found">
          <p>This video has no version {shownId}.</p>
          <Button size="sm" variant="secondary" onClick={() => show(video.latest.id)}>
            Show the newest ({video.latest.id})
          </Button>
        </Alert>
      )}
    </div>
  );
}

/** One version under review: its player, the video's details, and that version's comments. */
function VersionReview({
  video,
  version,
  uid,
  role,
  bar,
}: {
  video: Video;
  version: VideoVersion;
  uid: string;
  role: WorkspaceRole | null;
  bar: ReactNode;
}) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const target = useMemo(() => videoLinkTarget(search), [search]);
  const playback = usePlayback(target.time ?? null);
  const [max, setMax] = useState(COMMENTS_PAGE_SIZE);
  const at = { workspaceId: video.workspaceId, videoId: video.id };
  const comments = useVideoComments(at, version.id, max);
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

  // The first editor to open a version whose length nobody recorded records it (the rules check
  // comments' moments against it, and take it only once).
  const measured = playback.duration;
  const canRecord = hasWorkspaceRight(role, 'editMessages');
  const { id, number, duration } = version;
  const isNewest = video.latest.number === number;
  useEffect(() => {
    if (measured === null || duration !== null || !canRecord) return;
    review
      .recordDuration({ id, number }, isNewest, measured)
      .catch((failure: unknown) => console.warn('Video length not recorded', failure));
  }, [review, measured, id, number, duration, isNewest, canRecord]);

  return (
    <div className={styles.review}>
      <div className={styles.reviewMain}>
        {bar}
        <VideoDetails
          video={video}
          uid={uid}
          role={role}
          uploaderName={uploaderName}
          onClose={() => void navigate(workspaceHref(video.workspaceId, 'videos'))}
          player={
            <ReviewPlayer
              videoName={video.videoName}
              version={version}
              playback={playback}
              threads={threads}
              onMarker={(thread: Thread) => setFocused(thread.root.id)}
            />
          }
        />
      </div>
      <CommentsPanel
        video={video}
        version={version}
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

/** The video's review status: a select for editors (the rules agree), a badge for everyone else. */
import { hasWorkspaceRight, type WorkspaceRole } from '@crewspace/common/permissions';
import {
  REVIEW_STATUSES,
  REVIEW_STATUS_LABELS,
  isReviewStatus,
  type ReviewStatus,
} from '@crewspace/common/video-review';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import type { Video } from '../api/videos';
import { useReviewActions } from '../api/use-video-review';
import styles from './review.module.css';

const TONES: Record<ReviewStatus, 'neutral' | 'warning' | 'success' | 'danger'> = {
  'needs-review': 'neutral',
  'in-progress': 'warning',
  'changes-requested': 'danger',
  approved: 'success',
};

export function ReviewStatusBadge({ status }: { status: ReviewStatus }) {
  return <Badge tone={TONES[status]}>{REVIEW_STATUS_LABELS[status]}</Badge>;
}

export function ReviewStatusControl(props: {
  video: Video;
  uid: string;
  role: WorkspaceRole | null;
}) {
  const { video, uid, role } = props;
  const review = useReviewActions({ workspaceId: video.workspaceId, videoId: video.id }, uid);
  const [error, setError] = useState<string | null>(null);
  if (!hasWorkspaceRight(role, 'editMessages'))
    return <ReviewStatusBadge status={video.reviewStatus} />;
  return (
    <label className={styles.status}>
      Review status
      <select
        value={video.reviewStatus}
        onChange={(event) => {
          const next = event.target.value;
          if (!isReviewStatus(next)) return;
          setError(null);
          review.setStatus(next).catch((failure: unknown) => {
            console.error('Review status not saved', failure);
            setError('The status could not be saved.');
          });
        }}
      >
        {REVIEW_STATUSES.map((status) => (
          <option key={status} value={status}>
            {REVIEW_STATUS_LABELS[status]}
          </option>
        ))}
      </select>
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}

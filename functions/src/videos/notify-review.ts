/**
 * The video review triggers: a new comment notifies who it concerns, a new review status
 * notifies the uploader, a new version the uploader and the previous version's commenters
 * (review-notifications.ts decides who and what), active members of the video's workspace only.
 * index.ts exports them.
 */
import { COMMENTS_PAGE_SIZE, versionId } from '@crewspace/common/video-review';
import { onDocumentCreated, onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../lib/firebase';
import { notifyMembers } from '../notifications/notify';
import { activeMembers, memberName } from '../workspaces/active-members';
import {
  planCommentNotifications,
  planStatusNotification,
  planVersionNotifications,
  type StoredComment,
  type StoredVersion,
  type StoredVideo,
} from './review-notifications';

function videoRef(workspaceId: string, videoId: string) {
  return db.collection('workspaces').doc(workspaceId).collection('videos').doc(videoId);
}

/** The authors of a thread so far: its first comment's and (at most a page of) its replies'. */
async function threadAuthors(
  workspaceId: string,
  videoId: string,
  parentId: string,
): Promise<string[]> {
  const comments = videoRef(workspaceId, videoId).collection('comments');
  const [parent, replies] = await Promise.all([
    comments.doc(parentId).get(),
    comments.where('parentId', '==', parentId).limit(COMMENTS_PAGE_SIZE).get(),
  ]);
  return [parent, ...replies.docs]
    .map((comment) => comment.get('createdBy') as unknown)
    .filter((uid): uid is string => typeof uid === 'string');
}

export async function notifyNewComment(input: {
  workspaceId: string;
  videoId: string;
  commentId: string;
  comment: StoredComment;
}): Promise<number> {
  const { workspaceId, videoId, comment } = input;
  const video = await videoRef(workspaceId, videoId).get();
  if (!video.exists) return 0;
  const authors = comment.parentId
    ? await threadAuthors(workspaceId, videoId, comment.parentId)
    : [];
  const draft = {
    ...input,
    video: video.data() as StoredVideo,
    threadAuthors: authors,
    authorName: '',
  };
  const recipients = planCommentNotifications(draft).map((notification) => notification.userId);
  const members = await activeMembers(workspaceId, [...recipients, comment.createdBy ?? '']);
  const planned = planCommentNotifications({
    ...draft,
    authorName: memberName(members.get(comment.createdBy ?? '')),
  });
  return notifyMembers(planned, members);
}

export async function notifyStatusChange(input: {
  workspaceId: string;
  videoId: string;
  before: StoredVideo;
  after: StoredVideo;
}): Promise<number> {
  const draft = planStatusNotification({ ...input, actorName: '' });
  if (!draft) return 0;
  const members = await activeMembers(input.workspaceId, [
    draft.userId,
    input.after.reviewStatusBy ?? '',
  ]);
  const planned = planStatusNotification({
    ...input,
    actorName: memberName(members.get(input.after.reviewStatusBy ?? '')),
  });
  return planned ? notifyMembers([planned], members) : 0;
}

/** The authors of (at most a page of) one version's comments and replies. */
async function versionReviewers(
  workspaceId: string,
  videoId: string,
  version: string,
): Promise<string[]> {
  const comments = await videoRef(workspaceId, videoId)
    .collection('comments')
    .where('versionId', '==', version)
    .limit(COMMENTS_PAGE_SIZE)
    .get();
  return comments.docs
    .map((comment) => comment.get('createdBy') as unknown)
    .filter((uid): uid is string => typeof uid === 'string');
}

export async function notifyNewVersion(input: {
  workspaceId: string;
  videoId: string;
  version: StoredVersion;
}): Promise<number> {
  const { workspaceId, videoId, version } = input;
  if (typeof version.number !== 'number' || version.number < 2) return 0;
  const [video, reviewers] = await Promise.all([
    videoRef(workspaceId, videoId).get(),
    versionReviewers(workspaceId, videoId, versionId(version.number - 1)),
  ]);
  if (!video.exists) return 0;
  const draft = {
    ...input,
    video: video.data() as StoredVideo,
    reviewers,
    uploaderName: '',
  };
  const recipients = planVersionNotifications(draft).map((notification) => notification.userId);
  const members = await activeMembers(workspaceId, [...recipients, version.uploadedBy ?? '']);
  const planned = planVersionNotifications({
    ...draft,
    uploaderName: memberName(members.get(version.uploadedBy ?? '')),
  });
  return notifyMembers(planned, members);
}

export const onVideoCommentCreated = onDocumentCreated(
  'workspaces/{workspaceId}/videos/{videoId}/comments/{commentId}',
  async (event) => {
    const comment = event.data?.data();
    if (!comment) return;
    await notifyNewComment({ ...event.params, comment: comment as StoredComment });
  },
);

export const onVideoReviewed = onDocumentUpdated(
  'workspaces/{workspaceId}/videos/{videoId}',
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after) return;
    await notifyStatusChange({
      workspaceId: event.params.workspaceId,
      videoId: event.params.videoId,
      before: before as StoredVideo,
      after: after as StoredVideo,
    });
  },
);

export const onVideoVersionCreated = onDocumentCreated(
  'workspaces/{workspaceId}/videos/{videoId}/versions/{versionId}',
  async (event) => {
    const version = event.data?.data();
    if (!version) return;
    await notifyNewVersion({
      workspaceId: event.params.workspaceId,
      videoId: event.params.videoId,
      version: version as StoredVersion,
    });
  },
);

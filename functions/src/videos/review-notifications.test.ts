import { describe, expect, it } from 'vitest';
import {
  commentRecipients,
  planCommentNotifications,
  planStatusNotification,
  planVersionNotifications,
} from './review-notifications';

const video = { videoName: 'Cut', uploadedBy: 'uma' };

describe('commentRecipients', () => {
  it('gives each person their strongest reason and never the author', () => {
    const recipients = commentRecipients({
      video,
      comment: { createdBy: 'rey', parentId: 'p1', mentions: ['uma', 'rey', 'theo', 42] },
      threadAuthors: ['rey', 'ann', 'uma'],
    });
    expect(Object.fromEntries(recipients)).toEqual({
      uma: 'video-mention',
      theo: 'video-mention',
      ann: 'video-reply',
    });
  });

  it('tells the uploader of a new thread, and nobody of their own comment', () => {
    const own = commentRecipients({ video, comment: { createdBy: 'uma' }, threadAuthors: [] });
    expect(own.size).toBe(0);
    const plan = planCommentNotifications({
      workspaceId: 'ws',
      videoId: 'v',
      commentId: 'c',
      video,
      comment: { createdBy: 'rey', text: 'Too  dark', time: 61 },
      threadAuthors: [],
      authorName: 'Rey',
    });
    expect(plan).toEqual([
      {
        id: 'video-comment_c_uma',
        userId: 'uma',
        type: 'video-comment',
        title: 'Rey commented on Cut at 1:01',
        body: 'Too dark',
        link: '/w/ws/videos/v?v=v1&t=61&comment=c',
        subjectUserId: 'rey',
      },
    ]);
  });

  it('names a range comment by its range', () => {
    const [note] = planCommentNotifications({
      workspaceId: 'ws',
      videoId: 'v',
      commentId: 'c',
      video,
      comment: { createdBy: 'rey', text: 'Cut this', time: 10, endTime: 14 },
      threadAuthors: [],
      authorName: 'Rey',
    });
    expect(note).toMatchObject({
      title: 'Rey commented on Cut at 0:10–0:14',
      link: '/w/ws/videos/v?v=v1&t=10&comment=c',
    });
  });

  it('opens the version the comment was made on', () => {
    const [note] = planCommentNotifications({
      workspaceId: 'ws',
      videoId: 'v',
      commentId: 'c',
      video,
      comment: { createdBy: 'rey', text: 'Better', time: 2, versionId: 'v3' },
      threadAuthors: [],
      authorName: 'Rey',
    });
    expect(note?.link).toBe('/w/ws/videos/v?v=v3&t=2&comment=c');
  });
});

describe('planVersionNotifications', () => {
  const input = (uploadedBy: string, reviewers: string[]) => ({
    workspaceId: 'ws',
    videoId: 'v',
    video,
    version: { number: 2, uploadedBy },
    reviewers,
    uploaderName: 'Rey',
  });

  it('tells the uploader and the previous version’s reviewers once each, opening the new version', () => {
    expect(planVersionNotifications(input('rey', ['ann', 'rey', 'ann', 'uma']))).toEqual([
      {
        id: 'video-version_v_v2_uma',
        userId: 'uma',
        type: 'video-version',
        title: 'Rey uploaded version 2 of Cut',
        body: 'Open it to review the new version.',
        link: '/w/ws/videos/v?v=v2',
        subjectUserId: 'rey',
      },
      expect.objectContaining({ id: 'video-version_v_v2_ann', userId: 'ann' }),
    ]);
  });

  it('never tells the one who uploaded it', () => {
    expect(planVersionNotifications(input('uma', ['uma'])).map((note) => note.userId)).toEqual([]);
  });
});

describe('planStatusNotification', () => {
  const at = { toMillis: () => 5 };
  const input = (after: Record<string, unknown>) => ({
    workspaceId: 'ws',
    videoId: 'v',
    before: { ...video, reviewStatus: 'needs-review' },
    after: { ...video, reviewStatusAt: at, ...after },
    actorName: 'Rey',
  });

  it('tells the uploader of someone else’s change, with a stable id', () => {
    expect(
      planStatusNotification(input({ reviewStatus: 'approved', reviewStatusBy: 'rey' })),
    ).toMatchObject({ id: 'video-status_v_5_uma', userId: 'uma', title: 'Cut: Approved' });
  });

  it('says nothing of the uploader’s own change, no change, or an unknown status', () => {
    expect(planStatusNotification(input({ reviewStatus: 'approved', reviewStatusBy: 'uma' }))).toBe(
      null,
    );
    expect(
      planStatusNotification(input({ reviewStatus: 'needs-review', reviewStatusBy: 'rey' })),
    ).toBe(null);
    expect(planStatusNotification(input({ reviewStatus: 'done', reviewStatusBy: 'rey' }))).toBe(
      null,
    );
  });
});

/**
 * Firestore delivers a trigger's event at least once: after an outage of the functions (or a
 * crash after the work but before the acknowledgement) the same event comes again. Here the real
 * trigger has run, and then its handler runs again for the very same event, as a redelivery
 * does: no second notification, and the first keeps its read state. (A redelivered fan-out step
 * is tested with the fan-out: members/fanout.int.test.ts, "never again for a retried step".)
 */
import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from './lib/firebase';
import { approvedAccount } from './testing/accounts';
import { waitFor } from './testing/emulators';
import { inviteAndAccept, teamWorkspace } from './testing/workspaces';
import { commentNotificationId } from './videos/review-notifications';

// What the runtime provides: the storage triggers declared in index read their bucket from it.
process.env.FIREBASE_CONFIG ??= JSON.stringify({
  projectId: LOCAL_PROJECT_ID,
  storageBucket: LOCAL_STORAGE_BUCKET,
});
const { onVideoCommentCreated } = await import('./index');

/** The parts of a Firestore CloudEvent the handlers read. */
function createdEvent(id: string, snapshot: DocumentSnapshot, params: Record<string, string>) {
  return { id, params, data: snapshot } as unknown as Parameters<
    typeof onVideoCommentCreated.run
  >[0];
}

describe('a trigger event delivered again', () => {
  it('adds no second notification for a video comment and keeps the first one read', async () => {
    const uploader = await approvedAccount('Una Uploader');
    const reviewer = await approvedAccount('Rui Reviewer');
    const team = await teamWorkspace(uploader);
    await inviteAndAccept(uploader, reviewer, team.id);
    const video = db.collection(`workspaces/${team.id}/videos`).doc();
    await video.set({
      videoName: 'Redelivered cut',
      uploadedBy: uploader.uid,
      workspaceId: team.id,
      reviewStatus: 'needs-review',
      duration: 30,
    });
    const comment = video.collection('comments').doc();
    await comment.set({
      text: 'The fade is late',
      time: 3,
      endTime: null,
      versionId: 'v1',
      parentId: null,
      mentions: [],
      resolved: false,
      createdBy: reviewer.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    const notification = db
      .collection('notifications')
      .doc(commentNotificationId(comment.id, uploader.uid));
    await waitFor(async () => ((await notification.get()).exists ? true : undefined), 'notified');
    await notification.update({ read: true });
    const ofThisComment = async () =>
      (await db.collection('notifications').where('userId', '==', uploader.uid).get()).docs.filter(
        (doc) => doc.id.includes(comment.id),
      );
    expect(await ofThisComment()).toHaveLength(1);

    const event = createdEvent('comment-created-once', await comment.get(), {
      workspaceId: team.id,
      videoId: video.id,
      commentId: comment.id,
    });
    await onVideoCommentCreated.run(event);
    await onVideoCommentCreated.run(event);

    const after = await ofThisComment();
    expect(after).toHaveLength(1);
    expect(after[0]?.get('read')).toBe(true);
  });
});

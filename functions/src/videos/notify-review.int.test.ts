/**
 * The review triggers against the emulators: comments and replies notify the uploader, the
 * mentioned and the thread (never the author, never a non-member, once per comment), each
 * opening the video at the comment's moment; a status change notifies the uploader unless the
 * uploader made it; a new version notifies the uploader and the previous version's commenters,
 * opening it. Comments are written with admin rights here (the rules are tested apart).
 */
import { videoHref } from '@crewspace/common/links';
import { FieldValue } from 'firebase-admin/firestore';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { waitFor } from '../testing/emulators';
import { inviteAndAccept, teamWorkspace } from '../testing/workspaces';

async function notesFor(prefix: string) {
  const all = await db.collection('notifications').get();
  return all.docs
    .filter((note) => note.id.startsWith(prefix))
    .map((note) => ({
      userId: String(note.get('userId')),
      type: String(note.get('type')),
      link: String(note.get('link')),
      title: String(note.get('title')),
    }))
    .sort((a, b) => a.userId.localeCompare(b.userId));
}

async function until(prefix: string, count: number) {
  await waitFor(
    async () => ((await notesFor(prefix)).length >= count ? true : undefined),
    `${count} notifications ${prefix}`,
  );
  // Let any extra (wrong) notification of the same trigger land before it is checked.
  await sleep(1500);
  return notesFor(prefix);
}

async function reviewTeam() {
  const uploader = await approvedAccount('Uma Uploader');
  const reviewer = await approvedAccount('Rey Reviewer');
  const third = await approvedAccount('Theo Third');
  const stranger = await approvedAccount('Stan Stranger');
  const team = await teamWorkspace(uploader);
  await inviteAndAccept(uploader, reviewer, team.id);
  await inviteAndAccept(uploader, third, team.id);
  const video = db.collection(`workspaces/${team.id}/videos`).doc();
  await video.set({
    videoName: 'Launch cut',
    uploadedBy: uploader.uid,
    workspaceId: team.id,
    reviewStatus: 'needs-review',
    duration: 30,
  });
  return { uploader, reviewer, third, stranger, team, video };
}

function comment(by: string, fields: Record<string, unknown>) {
  return {
    text: 'Looks good',
    time: 0,
    endTime: null,
    versionId: 'v1',
    parentId: null,
    mentions: [],
    resolved: false,
    createdBy: by,
    createdAt: FieldValue.serverTimestamp(),
    ...fields,
  };
}

describe('video comment notifications', () => {
  it('tells the uploader and the mentioned members, not the author or a stranger', async () => {
    const { uploader, reviewer, third, stranger, team, video } = await reviewTeam();
    const first = video.collection('comments').doc();
    await first.set(
      comment(reviewer.uid, {
        text: '@Theo the logo jumps here',
        time: 12.5,
        mentions: [third.uid, stranger.uid, reviewer.uid],
      }),
    );
    const link = videoHref(team.id, video.id, { versionId: 'v1', time: 12.5, commentId: first.id });
    expect(await until(`video-comment_${first.id}_`, 2)).toEqual(
      [
        {
          userId: uploader.uid,
          type: 'video-comment',
          link,
          title: 'Rey Reviewer commented on Launch cut at 0:12',
        },
        {
          userId: third.uid,
          type: 'video-mention',
          link,
          title: 'Rey Reviewer mentioned you on Launch cut at 0:12',
        },
      ].sort((a, b) => a.userId.localeCompare(b.userId)),
    );

    // The uploader replies: the thread's author hears, the uploader (author now) does not.
    const reply = video.collection('comments').doc();
    await reply.set(comment(uploader.uid, { text: 'Fixed in v2', time: 12.5, parentId: first.id }));
    expect(await until(`video-comment_${reply.id}_`, 1)).toEqual([
      {
        userId: reviewer.uid,
        type: 'video-reply',
        link: videoHref(team.id, video.id, {
          versionId: 'v1',
          time: 12.5,
          commentId: reply.id,
        }),
        title: 'Uma Uploader replied on Launch cut at 0:12',
      },
    ]);

    // A third voice in the thread: the first author and the uploader, who replied, both hear.
    const second = video.collection('comments').doc();
    await second.set(comment(third.uid, { text: 'Agreed', time: 12.5, parentId: first.id }));
    const notes = await until(`video-comment_${second.id}_`, 2);
    expect(notes.map((note) => [note.userId, note.type]).sort()).toEqual(
      [
        [uploader.uid, 'video-reply'],
        [reviewer.uid, 'video-reply'],
      ].sort(),
    );
    // Three comments, each waited for by its trigger, on a shared two-core machine.
  }, 150_000);

  it('notifies the uploader of a new status once, and not of their own change', async () => {
    const { uploader, reviewer, video } = await reviewTeam();
    const set = (by: string, reviewStatus: string) =>
      video.update({
        reviewStatus,
        reviewStatusBy: by,
        reviewStatusAt: FieldValue.serverTimestamp(),
      });
    await set(reviewer.uid, 'changes-requested');
    const notes = await until(`video-status_${video.id}_`, 1);
    expect(notes).toEqual([
      expect.objectContaining({
        userId: uploader.uid,
        type: 'video-status',
        title: 'Launch cut: Changes requested',
      }),
    ]);
    await set(uploader.uid, 'approved');
    await video.update({ videoName: 'Launch cut 2' });
    await sleep(2500);
    expect(await notesFor(`video-status_${video.id}_`)).toHaveLength(1);
  });

  it('notifies the uploader and the previous version’s commenters of a new version, not its uploader or a stranger', async () => {
    const { uploader, reviewer, third, stranger, team, video } = await reviewTeam();
    await video
      .collection('comments')
      .doc()
      .set(comment(reviewer.uid, { text: 'Too dark' }));
    await video
      .collection('comments')
      .doc()
      .set(comment(stranger.uid, { text: 'Planted' }));
    // Theo commented on another version only.
    await video
      .collection('comments')
      .doc()
      .set(comment(third.uid, { versionId: 'v0' }));
    await video.collection('versions').doc('v2').set({
      number: 2,
      uploadedBy: reviewer.uid,
      uploadedAt: FieldValue.serverTimestamp(),
    });
    // The reviewer uploaded v2: only the uploader hears.
    expect(await until(`video-version_${video.id}_v2_`, 1)).toEqual([
      {
        userId: uploader.uid,
        type: 'video-version',
        link: videoHref(team.id, video.id, { versionId: 'v2' }),
        title: 'Rey Reviewer uploaded version 2 of Launch cut',
      },
    ]);
    await video
      .collection('comments')
      .doc()
      .set(comment(reviewer.uid, { versionId: 'v2' }));
    await video.collection('versions').doc('v3').set({
      number: 3,
      uploadedBy: uploader.uid,
      uploadedAt: FieldValue.serverTimestamp(),
    });
    expect(await until(`video-version_${video.id}_v3_`, 1)).toEqual([
      expect.objectContaining({ userId: reviewer.uid, type: 'video-version' }),
    ]);
  }, 120_000);

  it('deletes a deleted video’s comments and versions', async () => {
    const { reviewer, video } = await reviewTeam();
    await video.collection('comments').doc().set(comment(reviewer.uid, {}));
    await video.collection('versions').doc('v2').set({ number: 2, uploadedBy: reviewer.uid });
    await video.delete();
    await waitFor(
      async () => ((await video.collection('comments').get()).empty ? true : undefined),
      'comments deleted',
    );
    await waitFor(
      async () => ((await video.collection('versions').get()).empty ? true : undefined),
      'versions deleted',
    );
  });
});

/**
 * A task outlives its source, against the emulators: deleting the video comment, canvas, event
 * or chat message a task was made from marks the task's source deleted and keeps its excerpt;
 * tasks made from anything else are left alone. The chat message is deleted in the chat
 * emulator, whose signed webhook reaches the functions as Stream's does.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { approvedAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { awaitDoc, taskFields, taskRef } from '../testing/tasks';
import { teamWorkspace } from '../testing/workspaces';

const gone = (data: Record<string, unknown> | undefined) =>
  (data?.source as { deleted?: boolean } | undefined)?.deleted === true;

describe('a deleted source', () => {
  it('leaves its tasks their excerpt and a mark that the original is gone', async () => {
    const alice = await approvedAccount('Alice Lead');
    const team = await teamWorkspace(alice);
    const ws = db.collection('workspaces').doc(team.id);
    const video = ws.collection('videos').doc();
    await video.set({ videoName: 'Cut', uploadedBy: alice.uid });
    const comment = video.collection('comments').doc();
    await comment.set({ text: 'Jump', time: 1, versionId: 'v1', parentId: null, resolved: false });
    const canvas = ws.collection('canvases').doc();
    await canvas.set({ title: 'Board', createdBy: alice.uid });
    const event = ws.collection('events').doc();
    await event.set({ title: 'Standup', createdBy: alice.uid });

    const made = async (source: Record<string, unknown>) => {
      const task = taskRef(team.id);
      await task.set(taskFields(alice.uid, { source: source as never }));
      return task;
    };
    const fromComment = await made({
      kind: 'video-comment',
      ref: {
        videoId: video.id,
        commentId: comment.id,
        threadId: comment.id,
        versionId: 'v1',
        time: 1,
      },
      excerpt: 'Jump',
    });
    const fromCanvas = await made({
      kind: 'canvas',
      ref: { canvasId: canvas.id, elementIds: ['e1', 'e2'] },
      excerpt: 'Board',
    });
    const fromEvent = await made({
      kind: 'event',
      ref: { eventId: event.id, occurrence: null },
      excerpt: 'Standup',
    });
    // Another video's comment with the same id is another source.
    const sameIdElsewhere = await made({
      kind: 'video-comment',
      ref: {
        videoId: 'other',
        commentId: comment.id,
        threadId: comment.id,
        versionId: 'v1',
        time: 1,
      },
      excerpt: 'Elsewhere',
    });

    await Promise.all([comment.delete(), canvas.delete(), event.delete()]);
    for (const [task, excerpt] of [
      [fromComment, 'Jump'],
      [fromCanvas, 'Board'],
      [fromEvent, 'Standup'],
    ] as const) {
      const data = await awaitDoc(task, gone, `${excerpt}'s source marked deleted`);
      expect(data?.source).toMatchObject({ excerpt, deleted: true });
    }
    expect((await sameIdElsewhere.get()).get('source.deleted')).toBeUndefined();
  }, 120_000);

  it('follows a chat message deleted in the chat service', async () => {
    const alice = await approvedAccount('Alice Lead');
    const team = await teamWorkspace(alice);
    const chat = chatServerClient();
    await chat.upsertUser({ id: alice.uid, name: 'Alice Lead' });
    const channel = chat.channel('messaging', `tasks-${randomUUID()}`, {
      created_by_id: alice.uid,
      members: [alice.uid],
    });
    await channel.create();
    const { message } = await channel.sendMessage({ text: 'Ship the logo', user_id: alice.uid });
    const source = (cid: string) => ({
      kind: 'message' as const,
      ref: { cid, messageId: message.id },
      excerpt: 'Ship the logo',
    });
    const task = taskRef(team.id);
    await task.set(taskFields(alice.uid, { source: source(channel.cid) }));
    // The same message id under another channel names no message of this one.
    const forged = taskRef(team.id);
    await forged.set(taskFields(alice.uid, { source: source('messaging:elsewhere') }));

    await chat.deleteMessage(message.id);
    const data = await awaitDoc(task, gone, 'the message task marked');
    expect(data?.source).toMatchObject({ excerpt: 'Ship the logo', deleted: true });
    expect((await forged.get()).get('source.deleted')).toBeUndefined();
  }, 120_000);
});

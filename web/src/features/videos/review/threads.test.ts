import { describe, expect, it } from 'vitest';
import type { VideoComment } from '../api/video-comments';
import { buildThreads } from './threads';

function comment(id: string, fields: Partial<VideoComment> = {}): VideoComment {
  return {
    id,
    text: id,
    time: 0,
    endTime: null,
    versionId: 'v1',
    parentId: null,
    mentions: [],
    resolved: false,
    createdBy: 'u',
    createdAt: new Date(1000),
    edited: false,
    ...fields,
  };
}

describe('buildThreads', () => {
  it('orders threads by moment and replies by time, dropping replies without their thread', () => {
    const threads = buildThreads([
      comment('late', { time: 9 }),
      comment('early', { time: 2 }),
      comment('r2', { time: 2, parentId: 'early', createdAt: null }),
      comment('r1', { time: 2, parentId: 'early', createdAt: new Date(5000) }),
      comment('lost', { time: 3, parentId: 'elsewhere' }),
    ]);
    expect(threads.map((thread) => thread.root.id)).toEqual(['early', 'late']);
    expect(threads[0]!.replies.map((reply) => reply.id)).toEqual(['r1', 'r2']);
  });
});

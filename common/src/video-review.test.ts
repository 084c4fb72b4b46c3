import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MENTIONS_MAX,
  COMMENT_TEXT_MAX,
  REVIEW_STATUSES,
  formatTimeRange,
  formatTimecode,
  isReviewStatus,
  newCommentSchema,
  newVersionFilesSchema,
  versionId,
  versionNumber,
  type NewVersionFiles,
} from './video-review';

const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

describe('review statuses', () => {
  it('are the four of the issue, and firestore.rules lists the same', () => {
    expect(REVIEW_STATUSES).toEqual([
      'needs-review',
      'in-progress',
      'changes-requested',
      'approved',
    ]);
    const listed = /function reviewStatuses\(\) \{\s*return (\[[^\]]*\]);/.exec(rules)?.[1];
    expect(listed, 'reviewStatuses() not found in firestore.rules').toBeDefined();
    expect(JSON.parse(listed!.replace(/'/g, '"'))).toEqual([...REVIEW_STATUSES]);
    expect(isReviewStatus('approved')).toBe(true);
    expect(isReviewStatus('done')).toBe(false);
  });
});

describe('comment limits', () => {
  it('match the rules file', () => {
    expect(rules).toContain(`text(comment.text, 1, ${COMMENT_TEXT_MAX})`);
    expect(rules).toContain(`comment.mentions.size() <= ${COMMENT_MENTIONS_MAX}`);
  });

  it('refuses an empty, a too long or a backwards comment with a message', () => {
    const base = { text: 'Cut here', time: 3, endTime: null, mentions: [] };
    expect(newCommentSchema.parse(base)).toEqual(base);
    expect(newCommentSchema.safeParse({ ...base, text: '   ' }).error?.issues[0]?.message).toBe(
      'Write something first.',
    );
    expect(
      newCommentSchema.safeParse({ ...base, text: 'x'.repeat(COMMENT_TEXT_MAX + 1) }).success,
    ).toBe(false);
    expect(newCommentSchema.safeParse({ ...base, endTime: 2 }).error?.issues[0]?.message).toBe(
      'A range ends after it starts.',
    );
    expect(newCommentSchema.safeParse({ ...base, time: -1 }).success).toBe(false);
  });
});

describe('formatTimecode', () => {
  it('shows m:ss, h:mm:ss past an hour', () => {
    expect(formatTimecode(0)).toBe('0:00');
    expect(formatTimecode(65.9)).toBe('1:05');
    expect(formatTimecode(3725)).toBe('1:02:05');
  });
});

describe('versions', () => {
  it('are numbered v1, v2, … and read back', () => {
    expect(versionId(2)).toBe('v2');
    expect(versionNumber('v1')).toBe(1);
    expect(versionNumber('v999')).toBe(999);
    for (const bad of ['v0', 'v01', 'v1000', '2', 'V2', 'v2 ', ''])
      expect(versionNumber(bad)).toBeNull();
  });

  it('keep their files in the workspace’s own folders, with a message otherwise', () => {
    const files: NewVersionFiles = {
      videoURL: 'https://storage/v.webm',
      storagePath: 'videos/ws1/2-abc-cut.webm',
      thumbnailUrl: null,
      thumbnailPath: null,
      previewSpriteUrl: 'https://storage/s.jpg',
      previewSpritePath: 'thumbnails/ws1/2-abc-cut.webm.sprite.jpg',
    };
    const schema = newVersionFilesSchema('ws1');
    expect(schema.parse(files)).toEqual(files);
    const message = (changes: Partial<typeof files>) =>
      schema.safeParse({ ...files, ...changes }).error?.issues[0]?.message;
    expect(message({ storagePath: 'videos/ws2/cut.webm' })).toBe(
      "The video file must be in this workspace's videos folder.",
    );
    expect(message({ storagePath: 'videos/ws1/sub/cut.webm' })).toBe(
      "The video file must be in this workspace's videos folder.",
    );
    expect(message({ thumbnailPath: 'videos/ws1/t.jpg' })).toBe(
      "The thumbnail must be in this workspace's thumbnails folder.",
    );
    expect(message({ previewSpritePath: 'thumbnails/ws10/s.jpg' })).toBe(
      "The preview frames must be in this workspace's thumbnails folder.",
    );
  });
});

describe('formatTimeRange', () => {
  it('names a range by its start and end, a moment by itself', () => {
    expect(formatTimeRange(10, 14)).toBe('0:10–0:14');
    expect(formatTimeRange(59.5, 3601)).toBe('0:59–1:00:01');
    expect(formatTimeRange(10, null)).toBe('0:10');
    expect(formatTimeRange(10, undefined)).toBe('0:10');
  });
});

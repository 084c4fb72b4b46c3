import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  COMMENT_MENTIONS_MAX,
  COMMENT_TEXT_MAX,
  REVIEW_STATUSES,
  formatTimecode,
  isReviewStatus,
  newCommentSchema,
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

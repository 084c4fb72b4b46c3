import { describe, expect, it } from 'vitest';
import type { SentComment } from '../ledger';
import {
  auditNotifications,
  auditReads,
  chatMentionNotices,
  eventNotices,
  videoNotices,
  type StoredNotification,
} from './notifications';

function comment(
  id: string,
  author: string,
  at: number,
  extra: Partial<SentComment> = {},
): SentComment {
  return {
    id,
    videoId: 'v1',
    text: `Look ${id}`,
    token: `T${id}`,
    author,
    parentId: null,
    time: 3,
    mentions: [],
    startedAt: at,
    ackedAt: at + 10,
    ...extra,
  };
}

const uploaderOf = () => 'uploader';

describe('expected notifications', () => {
  it('tells each person a chat message mentions, never its sender', () => {
    expect(
      chatMentionNotices([
        {
          id: 'm1',
          cid: 'team:x',
          text: '@Ana L1_1',
          token: 'L1_1',
          sender: 'ben',
          parentId: null,
          mentions: ['ana', 'ben'],
        },
      ]),
    ).toEqual([{ userId: 'ana', type: 'chat-mention', token: 'L1_1', required: true }]);
  });

  it('tells the uploader of a comment, and whom it mentions (a mention wins)', () => {
    expect(
      videoNotices([comment('c1', 'ana', 0, { mentions: ['cai', 'uploader'] })], uploaderOf),
    ).toEqual([
      { userId: 'cai', type: 'video-mention', token: 'Tc1', required: true },
      { userId: 'uploader', type: 'video-mention', token: 'Tc1', required: true },
    ]);
    expect(videoNotices([comment('c1', 'uploader', 0)], uploaderOf)).toEqual([]);
  });

  it('tells the thread’s earlier writers of a reply; one sent meanwhile may or may not count', () => {
    const thread = [
      comment('c1', 'ana', 0),
      comment('r1', 'ben', 100, { parentId: 'c1' }),
      comment('r2', 'cai', 105, { parentId: 'c1' }),
      comment('r3', 'dee', 200, { parentId: 'c1' }),
    ];
    const forR3 = videoNotices(thread, uploaderOf).filter((one) => one.token === 'Tr3');
    expect(forR3).toEqual([
      { userId: 'ana', type: 'video-reply', token: 'Tr3', required: true },
      { userId: 'ben', type: 'video-reply', token: 'Tr3', required: true },
      { userId: 'cai', type: 'video-reply', token: 'Tr3', required: true },
      { userId: 'uploader', type: 'video-reply', token: 'Tr3', required: true },
    ]);
    // r2 started before r1 was acknowledged (105 < 110): r1's author may be told or not.
    const forR2 = videoNotices(thread, uploaderOf).filter((one) => one.token === 'Tr2');
    expect(forR2).toContainEqual({
      userId: 'ben',
      type: 'video-reply',
      token: 'Tr2',
      required: false,
    });
    expect(forR2).toContainEqual({
      userId: 'dee',
      type: 'video-reply',
      token: 'Tr2',
      required: false,
    });
    expect(forR2).toContainEqual({
      userId: 'ana',
      type: 'video-reply',
      token: 'Tr2',
      required: true,
    });
  });

  it('invites a new event’s attendees and tells them of a rename, never its author', () => {
    expect(
      eventNotices([
        {
          eventId: 'e1',
          title: 'M L1_1',
          token: 'L1_1',
          by: 'ana',
          attendees: ['ana', 'ben'],
          created: true,
        },
        {
          eventId: 'e1',
          title: 'M L1_2',
          token: 'L1_2',
          by: 'ana',
          attendees: ['ben'],
          created: false,
        },
      ]),
    ).toEqual([
      { userId: 'ben', type: 'event-invite', token: 'L1_1', required: true },
      { userId: 'ben', type: 'event-updated', token: 'L1_2', required: true },
    ]);
  });
});

function stored(
  id: string,
  userId: string,
  type: string,
  body: string,
  read = false,
): StoredNotification {
  return { id, userId, type, title: 'Title', body, read };
}

describe('auditNotifications', () => {
  const expected = [
    { userId: 'ana', type: 'chat-mention', token: 'L1_1', required: true },
    { userId: 'ben', type: 'video-reply', token: 'L2_1', required: false },
  ];

  it('finds nothing when each required notification is there once', () => {
    expect(
      auditNotifications(expected, [stored('n1', 'ana', 'chat-mention', '@Ana L1_1')], new Set()),
    ).toEqual([]);
  });

  it('reports a missing required one as lost and a second copy as duplicated', () => {
    expect(auditNotifications(expected, [], new Set())).toEqual([
      { kind: 'lost', subject: 'notification', detail: 'chat-mention to ana about L1_1' },
    ]);
    const twice = [
      stored('n1', 'ana', 'chat-mention', '@Ana L1_1'),
      stored('n2', 'ana', 'chat-mention', '@Ana L1_1'),
    ];
    expect(auditNotifications(expected, twice, new Set())).toEqual([
      {
        kind: 'duplicated',
        subject: 'notification',
        detail: 'chat-mention to ana about L1_1: 2 of them',
      },
    ]);
  });

  it('reports one nobody should have had, or of the wrong type, as unexplained', () => {
    const found = [
      stored('n1', 'ana', 'chat-mention', '@Ana L1_1'),
      stored('n3', 'cai', 'chat-mention', '@Cai L1_1'),
    ];
    expect(auditNotifications(expected, found, new Set())).toEqual([
      {
        kind: 'unexplained',
        subject: 'notification',
        detail: 'n3 (chat-mention to cai) about L1_1',
      },
    ]);
  });

  it('ignores seeded notifications and those of failed writes', () => {
    const found = [
      stored('n1', 'ana', 'chat-mention', '@Ana L1_1'),
      stored('seeded', 'ana', 'account-approved', 'Welcome'),
      stored('n4', 'dee', 'chat-mention', '@Dee L7_7'),
    ];
    expect(auditNotifications(expected, found, new Set(['L7_7']))).toEqual([]);
  });
});

describe('auditReads', () => {
  it('wants every notification marked read to be read', () => {
    const notifications = [
      stored('n1', 'ana', 'chat-mention', 'x', true),
      stored('n2', 'ana', 'chat-mention', 'y'),
    ];
    expect(auditReads([{ id: 'n1', uid: 'ana' }], notifications)).toEqual([]);
    expect(
      auditReads(
        [
          { id: 'n2', uid: 'ana' },
          { id: 'n9', uid: 'ana' },
        ],
        notifications,
      ),
    ).toEqual([
      { kind: 'lost', subject: 'notification read', detail: 'n2 was marked read and is unread' },
      { kind: 'lost', subject: 'notification read', detail: 'n9 is gone' },
    ]);
  });
});

import type { ChatMessageEvent } from '@crewspace/common/api';
import type { ChannelMemberResponse } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import {
  MAX_MENTIONS_PER_MESSAGE,
  MENTION_NOTICES_PER_SENDER_PER_HOUR,
  channelLabel,
  mentionAllowance,
  mentionNotification,
  mentionedUserIds,
  notifiableMemberIds,
  shortened,
} from './mentions';

function event(message: Partial<ChatMessageEvent['message']>): ChatMessageEvent {
  return {
    type: 'message.new',
    cid: 'messaging:design',
    channel_type: 'messaging',
    channel_id: 'design',
    message: { id: 'm1', user: { id: 'ada', name: 'Ada' }, ...message },
  };
}

describe('mentionedUserIds', () => {
  it('lists each mentioned person once, never the sender', () => {
    const mentioned = [{ id: 'bob' }, { id: 'ada' }, { id: 'bob' }, { id: 'cy' }];
    expect(mentionedUserIds(event({ mentioned_users: mentioned }))).toEqual(['bob', 'cy']);
  });

  it('ignores system and deleted messages and caps how many are notified', () => {
    expect(mentionedUserIds(event({ type: 'system', mentioned_users: [{ id: 'bob' }] }))).toEqual(
      [],
    );
    expect(mentionedUserIds(event({ type: 'deleted', mentioned_users: [{ id: 'bob' }] }))).toEqual(
      [],
    );
    const many = Array.from({ length: 150 }, (_, i) => ({ id: `u${i}` }));
    expect(mentionedUserIds(event({ mentioned_users: many }))).toHaveLength(
      MAX_MENTIONS_PER_MESSAGE,
    );
  });
});

describe('notifiableMemberIds', () => {
  it('keeps members who have not muted, are not pending, banned or deactivated', () => {
    const members = [
      { user_id: 'bob' },
      { user_id: 'muted', notifications_muted: true },
      { user_id: 'pending', status: 'pending' },
      { user_id: 'banned', banned: true },
      { user_id: 'gone', user: { id: 'gone', deactivated_at: '2026-01-01T00:00:00Z' } },
    ] as ChannelMemberResponse[];
    expect(notifiableMemberIds(members)).toEqual(['bob']);
  });
});

describe('the notification text', () => {
  it('shortens by characters and folds whitespace', () => {
    expect(shortened('  a\n\n b  ', 10)).toBe('a b');
    expect(shortened('😀😀😀😀', 3)).toBe('😀😀…');
  });

  it('names the channel, or what kind of chat it is by its id, never by a client field', () => {
    expect(channelLabel({ name: ' design ' })).toBe('#design');
    expect(channelLabel({ id: '!members-abc' })).toBe('a direct message');
    expect(channelLabel({ id: 'group-1', kind: 'Direct' } as { id: string })).toBe('a chat');
    expect(channelLabel({})).toBe('a chat');
  });

  it('says who mentioned whom where, and links to the message', () => {
    const notice = mentionNotification(event({ text: 'look' }), 'bob', '#design', 'Ada Lovelace');
    expect(notice).toEqual({
      userId: 'bob',
      type: 'chat-mention',
      title: 'Ada Lovelace mentioned you in #design',
      body: 'look',
      link: '/chat?channel=messaging%3Adesign&message=m1',
      subjectUserId: 'ada',
    });
    expect(mentionNotification(event({}), 'bob', 'a chat', ' ').title).toBe(
      'Someone mentioned you in a chat',
    );
  });
});

describe('the per-sender limit', () => {
  const HOUR = 60 * 60 * 1000;

  it('allows 100 notices an hour, counted from the first', () => {
    expect(MENTION_NOTICES_PER_SENDER_PER_HOUR).toBe(100);
    const fresh = mentionAllowance(undefined, 1_000);
    expect(fresh.remaining).toBe(100);
    expect(fresh.after(30)).toEqual({ windowStartMs: 1_000, count: 30 });
    const later = mentionAllowance({ windowStartMs: 1_000, count: 90 }, 1_000 + HOUR - 1);
    expect(later.remaining).toBe(10);
    expect(mentionAllowance({ windowStartMs: 1_000, count: 130 }, 2_000).remaining).toBe(0);
  });

  it('starts a new window once the hour is over', () => {
    const next = mentionAllowance({ windowStartMs: 1_000, count: 100 }, 1_000 + HOUR);
    expect(next.remaining).toBe(100);
    expect(next.after(1)).toEqual({ windowStartMs: 1_000 + HOUR, count: 1 });
  });
});

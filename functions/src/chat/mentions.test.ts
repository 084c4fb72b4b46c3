import type { ChatMessageEvent } from '@crewspace/common/api';
import type { ChannelMemberResponse } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import {
  MAX_MENTIONS_PER_MESSAGE,
  channelLabel,
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

  it('names the channel, or what kind of chat it is', () => {
    expect(channelLabel({ name: ' design ' })).toBe('#design');
    expect(channelLabel({ kind: 'Direct' })).toBe('a direct message');
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

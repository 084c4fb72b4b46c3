import type { Event } from 'stream-chat';
import {
  TYPING_EXPIRY_MS,
  chatReducer,
  eventToAction,
  initialChatState,
  kindOfChannel,
  nextTypingExpiry,
  parseLastActive,
  summarizeChannelResponse,
  type ChatAction,
  type ChatState,
} from './chat-store';

function run(actions: ChatAction[], state: ChatState = initialChatState()): ChatState {
  return actions.reduce(chatReducer, state);
}

const direct = { cid: 'messaging:d1', kind: 'Direct', name: null } as const;
const team = { cid: 'team:w1', kind: 'Workspace', name: 'Demo' } as const;
const community = { cid: 'community:c1', kind: 'Community', name: 'Fans' } as const;

describe('kindOfChannel', () => {
  it('reads the kind from the channel type and, for messaging, the server-made id', () => {
    expect(kindOfChannel({ type: 'team', id: 'ws-1' })).toBe('Workspace');
    expect(kindOfChannel({ type: 'community', id: 'community-1' })).toBe('Community');
    expect(kindOfChannel({ type: 'messaging', id: '!members-abc' })).toBe('Direct');
    expect(kindOfChannel({ type: 'messaging', id: 'group-1' })).toBe('Group');
  });

  it("never trusts a channel's kind field (attack: a fake team channel)", () => {
    const fake = { type: 'messaging', id: 'group-1', data: { kind: 'Workspace' } };
    expect(kindOfChannel(fake)).toBe('Group');
    const summary = summarizeChannelResponse({
      cid: 'messaging:group-1',
      type: 'messaging',
      name: 'Acme team',
      kind: 'Workspace',
      workspaceId: 'acme',
    } as Parameters<typeof summarizeChannelResponse>[0]);
    expect(summary).toEqual({ cid: 'messaging:group-1', kind: 'Group', name: 'Acme team' });
  });
});

describe('grouping', () => {
  it('groups loaded channels by kind and moves an updated channel to its new group', () => {
    let state = run([
      { type: 'channelsLoading' },
      { type: 'channelsLoaded', channels: [direct, team, community], unreadCounts: {} },
    ]);
    expect(state.loading.channels).toBe(false);
    expect(state.channels.Direct.map((c) => c.cid)).toEqual(['messaging:d1']);
    expect(state.channels.Workspace.map((c) => c.cid)).toEqual(['team:w1']);
    expect(state.channels.Community.map((c) => c.cid)).toEqual(['community:c1']);
    expect(state.channels.Group).toEqual([]);

    state = chatReducer(state, {
      type: 'channelUpserted',
      channel: { cid: 'messaging:d1', kind: 'Group', name: 'Now a group' },
    });
    expect(state.channels.Direct).toEqual([]);
    expect(state.channels.Group).toEqual([
      { cid: 'messaging:d1', kind: 'Group', name: 'Now a group' },
    ]);
  });

  it('sets the loading flag while channels load', () => {
    expect(run([{ type: 'channelsLoading' }]).loading.channels).toBe(true);
  });
});

describe('unread counts', () => {
  it('counts messages from others per channel and in total', () => {
    const state = run([
      { type: 'channelsLoaded', channels: [direct, team], unreadCounts: { 'team:w1': 2 } },
      { type: 'messageReceived', cid: 'messaging:d1' },
      { type: 'messageReceived', cid: 'messaging:d1' },
    ]);
    expect(state.unreadCounts).toEqual({ 'team:w1': 2, 'messaging:d1': 2 });
    expect(state.totalUnreadCount).toBe(4);
    expect(state.hasUnreadMessages).toBe(true);
  });

  it('prefers the total the SDK reports', () => {
    const state = run([{ type: 'messageReceived', cid: 'team:w1', totalUnreadCount: 9 }]);
    expect(state.unreadCounts['team:w1']).toBe(1);
    expect(state.totalUnreadCount).toBe(9);
  });

  it('does not count messages in the open channel', () => {
    const state = run([
      { type: 'activeChannelSet', cid: 'team:w1' },
      { type: 'messageReceived', cid: 'team:w1' },
    ]);
    expect(state.unreadCounts['team:w1']).toBeUndefined();
    expect(state.totalUnreadCount).toBe(0);
    expect(state.hasUnreadMessages).toBe(false);
  });

  it('clears a channel on read and everything on mark-all-read', () => {
    let state = run([
      { type: 'messageReceived', cid: 'team:w1' },
      { type: 'messageReceived', cid: 'messaging:d1' },
      { type: 'channelRead', cid: 'team:w1' },
    ]);
    expect(state.unreadCounts).toEqual({ 'team:w1': 0, 'messaging:d1': 1 });
    expect(state.totalUnreadCount).toBe(1);
    state = chatReducer(state, { type: 'channelRead', cid: null });
    expect(state.unreadCounts).toEqual({});
    expect(state.totalUnreadCount).toBe(0);
    expect(state.hasUnreadMessages).toBe(false);
  });

  it('drops the unread count of a removed channel', () => {
    const state = run([
      { type: 'messageReceived', cid: 'team:w1' },
      { type: 'messageReceived', cid: 'messaging:d1' },
      { type: 'activeChannelSet', cid: 'messaging:d1' },
      { type: 'channelRemoved', cid: 'messaging:d1' },
    ]);
    expect(state.totalUnreadCount).toBe(1);
    expect(state.activeChannelId).toBeNull();
    expect(state.lastActiveChannels).toEqual([]);
  });
});

describe('typing', () => {
  it('keeps one entry per user and expires it after 7 s', () => {
    let state = run([
      { type: 'typingStarted', cid: 'team:w1', userId: 'bob', name: 'Bob', now: 1_000 },
      { type: 'typingStarted', cid: 'team:w1', userId: 'bob', name: 'Bob', now: 3_000 },
      { type: 'typingStarted', cid: 'team:w1', userId: 'carol', name: 'Carol', now: 2_000 },
    ]);
    expect(state.typingUsers['team:w1']?.map((u) => u.userId)).toEqual(['bob', 'carol']);
    expect(nextTypingExpiry(state)).toBe(2_000 + TYPING_EXPIRY_MS);

    state = chatReducer(state, { type: 'typingExpired', now: 2_000 + TYPING_EXPIRY_MS });
    expect(state.typingUsers['team:w1']?.map((u) => u.userId)).toEqual(['bob']);
    state = chatReducer(state, { type: 'typingExpired', now: 3_000 + TYPING_EXPIRY_MS });
    expect(state.typingUsers).toEqual({});
    expect(nextTypingExpiry(state)).toBeNull();
  });

  it('removes a user on typing stop', () => {
    const state = run([
      { type: 'typingStarted', cid: 'team:w1', userId: 'bob', name: 'Bob', now: 0 },
      { type: 'typingStopped', cid: 'team:w1', userId: 'bob' },
    ]);
    expect(state.typingUsers).toEqual({});
  });

  it('returns the same state when nothing expired', () => {
    const state = run([
      { type: 'typingStarted', cid: 'team:w1', userId: 'bob', name: 'Bob', now: 0 },
    ]);
    expect(chatReducer(state, { type: 'typingExpired', now: 10 })).toBe(state);
  });
});

describe('last active channels', () => {
  it('keeps the five most recent, newest first, without duplicates', () => {
    const cids = ['a', 'b', 'c', 'd', 'e', 'f', 'c'].map((id) => `team:${id}`);
    const state = run(cids.map((cid) => ({ type: 'activeChannelSet', cid }) as const));
    expect(state.activeChannelId).toBe('team:c');
    expect(state.lastActiveChannels).toEqual(['team:c', 'team:f', 'team:e', 'team:d', 'team:b']);
  });

  it('restores a stored list and ignores malformed storage', () => {
    expect(parseLastActive('["team:a","team:b"]')).toEqual(['team:a', 'team:b']);
    expect(parseLastActive(JSON.stringify(['1', '2', '3', '4', '5', '6']))).toHaveLength(5);
    expect(parseLastActive('{oops')).toEqual([]);
    expect(parseLastActive('{"a":1}')).toEqual([]);
    expect(parseLastActive(null)).toEqual([]);
    expect(initialChatState(['team:a']).lastActiveChannels).toEqual(['team:a']);
  });
});

describe('eventToAction', () => {
  const ev = (event: Partial<Event>) => event as Event;

  it('counts new messages from others only', () => {
    expect(
      eventToAction(
        ev({ type: 'message.new', cid: 'team:w1', user: { id: 'bob' }, total_unread_count: 3 }),
        'alice',
        0,
      ),
    ).toEqual({ type: 'messageReceived', cid: 'team:w1', totalUnreadCount: 3 });
    expect(
      eventToAction(ev({ type: 'message.new', cid: 'team:w1', user: { id: 'alice' } }), 'alice', 0),
    ).toBeNull();
  });

  it('ignores thread replies that stay in the thread', () => {
    const reply = ev({
      type: 'message.new',
      cid: 'team:w1',
      user: { id: 'bob' },
      message: { id: 'm', parent_id: 'p', show_in_channel: false } as Event['message'],
    });
    expect(eventToAction(reply, 'alice', 0)).toBeNull();
  });

  it('treats only the own user reading as a read', () => {
    expect(
      eventToAction(ev({ type: 'message.read', cid: 'team:w1', user: { id: 'bob' } }), 'alice', 0),
    ).toBeNull();
    expect(
      eventToAction(
        ev({ type: 'message.read', cid: 'team:w1', user: { id: 'alice' }, total_unread_count: 0 }),
        'alice',
        0,
      ),
    ).toEqual({ type: 'channelRead', cid: 'team:w1', totalUnreadCount: 0 });
    expect(eventToAction(ev({ type: 'notification.mark_read' }), 'alice', 0)).toEqual({
      type: 'channelRead',
      cid: null,
      totalUnreadCount: undefined,
    });
  });

  it('maps typing and channel events', () => {
    expect(
      eventToAction(
        ev({ type: 'typing.start', cid: 'team:w1', user: { id: 'bob', name: 'Bob' } }),
        'alice',
        42,
      ),
    ).toEqual({ type: 'typingStarted', cid: 'team:w1', userId: 'bob', name: 'Bob', now: 42 });
    expect(
      eventToAction(
        ev({ type: 'typing.start', cid: 'team:w1', user: { id: 'alice' } }),
        'alice',
        0,
      ),
    ).toBeNull();
    expect(eventToAction(ev({ type: 'channel.deleted', cid: 'team:w1' }), 'alice', 0)).toEqual({
      type: 'channelRemoved',
      cid: 'team:w1',
    });
    expect(
      eventToAction(
        ev({
          type: 'notification.added_to_channel',
          channel: {
            cid: 'community:c',
            type: 'community',
            id: 'c',
            name: 'Fans',
          } as Event['channel'],
        }),
        'alice',
        0,
      ),
    ).toEqual({
      type: 'channelUpserted',
      channel: { cid: 'community:c', kind: 'Community', name: 'Fans' },
    });
    expect(eventToAction(ev({ type: 'health.check' }), 'alice', 0)).toBeNull();
  });
});

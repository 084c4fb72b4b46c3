/**
 * Chat state (product spec, "Chat state"): a pure reducer fed by stream-chat SDK events. Nothing
 * here polls; `eventToAction` turns each SDK event into at most one action.
 */
import { CHAT_KINDS, isDirectChannelId, type ChatKind } from '@crewspace/common/chat';
import type { Event } from 'stream-chat';
import { STORAGE_KEYS } from '@/lib/browser-storage';

/** Typing indicators stop 7 s after the last typing.start without a refresh. */
export const TYPING_EXPIRY_MS = 7_000;
/** How many recently opened channels are remembered. */
export const LAST_ACTIVE_LIMIT = 5;

export interface ChannelSummary {
  /** `type:id`. */
  cid: string;
  kind: ChatKind;
  name: string | null;
}

export interface TypingUser {
  userId: string;
  name: string;
  /** Epoch ms after which the indicator is dropped. */
  expiresAt: number;
}

export interface ChatState {
  /** cid of the open channel. */
  activeChannelId: string | null;
  channels: Record<ChatKind, ChannelSummary[]>;
  loading: { channels: boolean };
  /** Unread messages per cid. */
  unreadCounts: Record<string, number>;
  totalUnreadCount: number;
  /** Who is typing, per cid. */
  typingUsers: Record<string, TypingUser[]>;
  hasUnreadMessages: boolean;
  /** cids, most recent first, at most LAST_ACTIVE_LIMIT. */
  lastActiveChannels: string[];
}

export type ChatAction =
  | { type: 'reset'; lastActiveChannels?: string[] }
  | { type: 'channelsLoading' }
  | { type: 'channelsLoaded'; channels: ChannelSummary[]; unreadCounts: Record<string, number> }
  | { type: 'channelUpserted'; channel: ChannelSummary }
  | { type: 'channelRemoved'; cid: string }
  | { type: 'activeChannelSet'; cid: string | null }
  /** A message from someone else; the SDK's total replaces ours when it sends one. */
  | { type: 'messageReceived'; cid: string; totalUnreadCount?: number }
  /** The current user read a channel (or all channels when cid is null). */
  | { type: 'channelRead'; cid: string | null; totalUnreadCount?: number }
  | { type: 'totalUnreadSet'; totalUnreadCount: number }
  | { type: 'typingStarted'; cid: string; userId: string; name: string; now: number }
  | { type: 'typingStopped'; cid: string; userId: string }
  | { type: 'typingExpired'; now: number };

function emptyGroups(): Record<ChatKind, ChannelSummary[]> {
  return { Direct: [], Group: [], Workspace: [], Community: [] };
}

export function initialChatState(lastActiveChannels: string[] = []): ChatState {
  return {
    activeChannelId: null,
    channels: emptyGroups(),
    loading: { channels: false },
    unreadCounts: {},
    totalUnreadCount: 0,
    typingUsers: {},
    hasUnreadMessages: false,
    lastActiveChannels: lastActiveChannels.slice(0, LAST_ACTIVE_LIMIT),
  };
}

/**
 * A channel's kind, from what only the server decides: its type (`team` → Workspace, which only
 * the server creates; `community` → Community) and, for `messaging`, its id (the server makes
 * direct chats as distinct channels, `!members-…`; every other one is a Group). Never from a
 * custom field such as `kind`, which a channel's creator could have written.
 */
export function kindOfChannel(channel: { type: string; id?: string }): ChatKind {
  if (channel.type === 'team') return 'Workspace';
  if (channel.type === 'community') return 'Community';
  return isDirectChannelId(channel.id) ? 'Direct' : 'Group';
}

function sumCounts(counts: Record<string, number>): number {
  return Object.values(counts).reduce((sum, count) => sum + count, 0);
}

function withTotal(state: ChatState, total: number): ChatState {
  const totalUnreadCount = Math.max(0, total);
  return { ...state, totalUnreadCount, hasUnreadMessages: totalUnreadCount > 0 };
}

function withoutCid(groups: Record<ChatKind, ChannelSummary[]>, cid: string) {
  const next = emptyGroups();
  for (const kind of CHAT_KINDS) next[kind] = groups[kind].filter((c) => c.cid !== cid);
  return next;
}

function pushRecent(list: string[], cid: string): string[] {
  return [cid, ...list.filter((item) => item !== cid)].slice(0, LAST_ACTIVE_LIMIT);
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'reset':
      return initialChatState(action.lastActiveChannels ?? []);
    case 'channelsLoading':
      return { ...state, loading: { ...state.loading, channels: true } };
    case 'channelsLoaded': {
      const channels = emptyGroups();
      for (const channel of action.channels) channels[channel.kind].push(channel);
      const unreadCounts = { ...action.unreadCounts };
      return withTotal(
        { ...state, channels, unreadCounts, loading: { ...state.loading, channels: false } },
        Math.max(state.totalUnreadCount, sumCounts(unreadCounts)),
      );
    }
    case 'channelUpserted': {
      const channels = withoutCid(state.channels, action.channel.cid);
      channels[action.channel.kind] = [action.channel, ...channels[action.channel.kind]];
      return { ...state, channels };
    }
    case 'channelRemoved': {
      const { [action.cid]: removed = 0, ...unreadCounts } = state.unreadCounts;
      const { [action.cid]: _typing, ...typingUsers } = state.typingUsers;
      return withTotal(
        {
          ...state,
          channels: withoutCid(state.channels, action.cid),
          unreadCounts,
          typingUsers,
          activeChannelId: state.activeChannelId === action.cid ? null : state.activeChannelId,
          lastActiveChannels: state.lastActiveChannels.filter((cid) => cid !== action.cid),
        },
        state.totalUnreadCount - removed,
      );
    }
    case 'activeChannelSet':
      if (action.cid === null) return { ...state, activeChannelId: null };
      return {
        ...state,
        activeChannelId: action.cid,
        lastActiveChannels: pushRecent(state.lastActiveChannels, action.cid),
      };
    case 'messageReceived': {
      if (action.cid === state.activeChannelId) {
        return action.totalUnreadCount === undefined
          ? state
          : withTotal(state, action.totalUnreadCount);
      }
      const unreadCounts = {
        ...state.unreadCounts,
        [action.cid]: (state.unreadCounts[action.cid] ?? 0) + 1,
      };
      return withTotal(
        { ...state, unreadCounts },
        action.totalUnreadCount ?? state.totalUnreadCount + 1,
      );
    }
    case 'channelRead': {
      if (action.cid === null) {
        return withTotal({ ...state, unreadCounts: {} }, action.totalUnreadCount ?? 0);
      }
      const cleared = state.unreadCounts[action.cid] ?? 0;
      const unreadCounts = { ...state.unreadCounts, [action.cid]: 0 };
      return withTotal(
        { ...state, unreadCounts },
        action.totalUnreadCount ?? state.totalUnreadCount - cleared,
      );
    }
    case 'totalUnreadSet':
      return withTotal(state, action.totalUnreadCount);
    case 'typingStarted': {
      const others = (state.typingUsers[action.cid] ?? []).filter(
        (user) => user.userId !== action.userId,
      );
      const entry: TypingUser = {
        userId: action.userId,
        name: action.name,
        expiresAt: action.now + TYPING_EXPIRY_MS,
      };
      return { ...state, typingUsers: { ...state.typingUsers, [action.cid]: [...others, entry] } };
    }
    case 'typingStopped': {
      const current = state.typingUsers[action.cid];
      if (!current?.some((user) => user.userId === action.userId)) return state;
      const remaining = current.filter((user) => user.userId !== action.userId);
      const typingUsers = { ...state.typingUsers };
      if (remaining.length) typingUsers[action.cid] = remaining;
      else delete typingUsers[action.cid];
      return { ...state, typingUsers };
    }
    case 'typingExpired': {
      let changed = false;
      const typingUsers: Record<string, TypingUser[]> = {};
      for (const [cid, users] of Object.entries(state.typingUsers)) {
        const live = users.filter((user) => user.expiresAt > action.now);
        if (live.length !== users.length) changed = true;
        if (live.length) typingUsers[cid] = live;
      }
      return changed ? { ...state, typingUsers } : state;
    }
  }
}

/** The earliest typing expiry, for scheduling the next `typingExpired`; null when nobody types. */
export function nextTypingExpiry(state: ChatState): number | null {
  let next: number | null = null;
  for (const users of Object.values(state.typingUsers)) {
    for (const user of users) if (next === null || user.expiresAt < next) next = user.expiresAt;
  }
  return next;
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' ? value : undefined;
}

/**
 * Maps one SDK event to a chat action (or null when the event does not change chat state).
 * `ownUserId` separates the user's own messages, reads and typing from everyone else's.
 */
export function eventToAction(event: Event, ownUserId: string, now: number): ChatAction | null {
  const cid = event.cid ?? event.channel?.cid ?? null;
  const actorId = event.user?.id ?? event.message?.user?.id;
  const total = numberOrUndefined(event.total_unread_count);
  switch (event.type) {
    case 'message.new':
    case 'notification.message_new':
      if (!cid || (event.message?.parent_id && !event.message.show_in_channel)) return null;
      if (actorId === ownUserId) return null;
      return { type: 'messageReceived', cid, totalUnreadCount: total };
    case 'message.read':
      if (!cid || actorId !== ownUserId) return null;
      return { type: 'channelRead', cid, totalUnreadCount: total };
    case 'notification.mark_read':
      return { type: 'channelRead', cid, totalUnreadCount: total };
    case 'typing.start':
      if (!cid || !actorId || actorId === ownUserId || event.parent_id) return null;
      return {
        type: 'typingStarted',
        cid,
        userId: actorId,
        name: event.user?.name ?? actorId,
        now,
      };
    case 'typing.stop':
      if (!cid || !actorId) return null;
      return { type: 'typingStopped', cid, userId: actorId };
    case 'channel.deleted':
    case 'notification.channel_deleted':
    case 'notification.removed_from_channel':
    case 'channel.hidden':
      return cid ? { type: 'channelRemoved', cid } : null;
    case 'channel.updated':
    case 'channel.visible':
    case 'notification.added_to_channel':
      if (!cid || !event.channel) return null;
      return { type: 'channelUpserted', channel: summarizeChannelResponse(event.channel) };
    default:
      return null;
  }
}

/** A summary from a channel response (events) or a Channel instance's type and data. */
export function summarizeChannelResponse(channel: {
  cid: string;
  type: string;
  name?: unknown;
}): ChannelSummary {
  return {
    cid: channel.cid,
    kind: kindOfChannel({ type: channel.type, id: channel.cid.slice(channel.type.length + 1) }),
    name: typeof channel.name === 'string' && channel.name ? channel.name : null,
  };
}

/** localStorage key for the last-active list, per user. */
export function lastActiveStorageKey(uid: string): string {
  return `${STORAGE_KEYS.chatLastActive}.${uid}`;
}

/** Parses a stored last-active list; anything malformed reads as empty. */
export function parseLastActive(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter((item): item is string => typeof item === 'string')
      .slice(0, LAST_ACTIVE_LIMIT);
  } catch {
    return [];
  }
}

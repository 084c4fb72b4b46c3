import { nowIso } from '../lib/clock';
import { notFound } from '../lib/errors';
import type { ChannelRecord, ChatState, MessageRecord, PollRecord, UserRecord } from './types';

/** The in-memory state plus the one index that is derived from it (user → channels). */
export class Store {
  private memberships = new Map<string, Set<string>>();

  constructor(public state: ChatState) {
    this.replace(state);
  }

  replace(state: ChatState): void {
    this.state = state;
    this.memberships.clear();
    for (const channel of Object.values(state.channels)) {
      for (const userId of Object.keys(channel.members)) this.indexMember(userId, channel.cid);
    }
  }

  user(id: string): UserRecord | undefined {
    return this.state.users[id];
  }

  requireUser(id: string): UserRecord {
    const user = this.state.users[id];
    if (!user) throw notFound(`user "${id}" does not exist`);
    return user;
  }

  /** Creates a user on first sight: Stream creates users implicitly on connect and channel create. */
  ensureUser(id: string): UserRecord {
    let user = this.state.users[id];
    if (!user) {
      const at = nowIso();
      user = {
        id,
        role: 'user',
        created_at: at,
        updated_at: at,
        banned: false,
        teams: [],
        custom: {},
      };
      this.state.users[id] = user;
    }
    return user;
  }

  channel(cid: string): ChannelRecord | undefined {
    return this.state.channels[cid];
  }

  requireChannel(type: string, id: string): ChannelRecord {
    const channel = this.state.channels[`${type}:${id}`];
    if (!channel) throw notFound(`Can't find channel with id ${type}:${id}`);
    return channel;
  }

  message(id: string): MessageRecord | undefined {
    return this.state.messages[id];
  }

  requireMessage(id: string): MessageRecord {
    const message = this.state.messages[id];
    if (!message) throw notFound(`Message with id ${id} not found`);
    return message;
  }

  requirePoll(id: string): PollRecord {
    const poll = this.state.polls[id];
    if (!poll) throw notFound(`poll ${id} does not exist`);
    return poll;
  }

  channelsOf(userId: string): ChannelRecord[] {
    const cids = this.memberships.get(userId);
    if (!cids) return [];
    return [...cids].flatMap((cid) => this.state.channels[cid] ?? []);
  }

  indexMember(userId: string, cid: string): void {
    let cids = this.memberships.get(userId);
    if (!cids) this.memberships.set(userId, (cids = new Set()));
    cids.add(cid);
  }

  unindexMember(userId: string, cid: string): void {
    this.memberships.get(userId)?.delete(cid);
  }
}

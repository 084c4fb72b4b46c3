/** A member's own settings (archive, pin, custom fields) and `queryMembers`. */
import type { Caller } from '../../lib/auth';
import { nowIso } from '../../lib/clock';
import { notAllowed, notFound } from '../../lib/errors';
import type { Filter } from '../../lib/filters';
import { compileFilter, normalizeSort, sortRecords } from '../../lib/filters';
import type { ChannelRecord, MemberRecord } from '../../state/types';
import type { EmulatorContext } from '../context';
import { announceMember } from './membership';

const MEMBER_FLAG_FIELDS = { archived: 'archived_at', pinned: 'pinned_at' } as const;

function memberField(ctx: EmulatorContext, member: MemberRecord, field: string): unknown {
  const user = ctx.store.user(member.user_id);
  switch (field) {
    case 'id':
    case 'user_id':
      return member.user_id;
    case 'name':
      return user?.custom.name;
    case 'channel_role':
      return member.channel_role;
    case 'banned':
      return member.banned;
    case 'joined':
      return member.status === 'member';
    case 'created_at':
    case 'updated_at':
      return member[field];
    default:
      return member.custom[field] ?? user?.custom[field];
  }
}

/** The membership a user changes: only their own (server calls: anyone's). */
export function requireOwnMembership(
  caller: Caller,
  channel: ChannelRecord,
  userId: string,
): MemberRecord {
  if (caller.kind === 'user' && caller.userId !== userId) {
    throw notAllowed(`User '${caller.userId}' may only update their own membership`);
  }
  const member = channel.members[userId];
  if (!member) throw notFound(`${userId} is not a member of ${channel.cid}`);
  return member;
}

/** `archive` / `pin` (timestamps) and custom fields of a membership; the member's tabs hear it. */
export function updateMembership(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  member: MemberRecord,
  set: Record<string, unknown>,
  unset: string[],
): void {
  const at = nowIso();
  for (const [key, value] of Object.entries(set)) {
    if (key === 'archived' || key === 'pinned') {
      member[MEMBER_FLAG_FIELDS[key]] = value ? at : null;
    } else {
      member.custom[key] = value;
    }
  }
  for (const key of unset) {
    if (key === 'archived' || key === 'pinned') member[MEMBER_FLAG_FIELDS[key]] = null;
    else delete member.custom[key];
  }
  member.updated_at = at;
  announceMember(ctx, 'member.updated', channel, member);
}

/** `queryMembers`: a channel's members (join requests included) by filter, sorted and paged. */
export function queryMembers(
  ctx: EmulatorContext,
  channel: ChannelRecord,
  query: { filter: Filter; sort: unknown; offset?: number; limit?: number },
): MemberRecord[] {
  const matches = compileFilter(query.filter);
  const matching = Object.values(channel.members).filter((member) =>
    matches((field) => memberField(ctx, member, field)),
  );
  const sorted = sortRecords(
    matching,
    [...normalizeSort(query.sort), { field: 'created_at', direction: 1 }],
    (member, field) => memberField(ctx, member, field),
  );
  const offset = query.offset ?? 0;
  return sorted.slice(offset, offset + (query.limit ?? 100));
}

/**
 * Custom channel fields the app trusts, which only the server sets or changes: `kind` and
 * `workspaceId` (a workspace's `team` channel is filed under its workspace) and Stream's `team`.
 * A client that names one on create, or changes or unsets one on update, is refused (code 17);
 * a full update that leaves one out keeps it.
 */
import type { Caller } from '../../lib/auth';
import { notAllowed } from '../../lib/errors';
import type { ChannelRecord, Custom } from '../../state/types';

const SERVER_SET_FIELDS = ['kind', 'workspaceId', 'team'] as const;

function refusal(caller: Caller, field: string) {
  const who = caller.kind === 'user' ? caller.userId : 'server';
  return notAllowed(`User '${who}' may not set the channel field ${field}: the server sets it`);
}

/** On create: a client names none of them. */
export function requireNoServerFields(caller: Caller, data: Custom): void {
  if (caller.kind === 'server') return;
  const named = SERVER_SET_FIELDS.find((field) => data[field] !== undefined);
  if (named) throw refusal(caller, named);
}

/**
 * On update: the custom fields to store. A client's request keeps the stored server fields, and
 * is refused if it changes or unsets one of them.
 */
export function withServerFields(
  caller: Caller,
  channel: ChannelRecord,
  next: Custom,
  unset: readonly string[] = [],
): Custom {
  if (caller.kind === 'server') return next;
  const kept: Custom = { ...next };
  for (const field of SERVER_SET_FIELDS) {
    const stored = channel.custom[field];
    if (unset.includes(field) && stored !== undefined) throw refusal(caller, field);
    if (next[field] !== undefined && JSON.stringify(next[field]) !== JSON.stringify(stored)) {
      throw refusal(caller, field);
    }
    if (stored === undefined) delete kept[field];
    else kept[field] = stored;
  }
  return kept;
}

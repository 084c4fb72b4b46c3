/** Who may read a channel: its readers fully, an `apply` community's outsiders its card only. */
import { notAllowed } from '../../lib/errors';
import type { ChannelRecord, UserRecord } from '../../state/types';
import { privacyOf, rightsFor } from './roles';

/** The viewer of a payload: a user, or the app backend (server token) which sees everything. */
export type Viewer = UserRecord | 'server';

export type ReadAccess = 'full' | 'outsider' | 'none';

/** Apply communities show their data to outsiders but not their messages. */
export function readAccess(channel: ChannelRecord, viewer: Viewer): ReadAccess {
  if (viewer === 'server' || rightsFor(channel, viewer).has('read')) return 'full';
  return privacyOf(channel) === 'apply' ? 'outsider' : 'none';
}

function readRefusal(channel: ChannelRecord, viewer: Viewer) {
  const who = viewer === 'server' ? 'server' : viewer.id;
  return notAllowed(
    `User '${who}' with role 'user' is not allowed to perform action ReadChannel in scope '${channel.type}'`,
  );
}

/** Read access of any kind: the channel itself, or an `apply` community's public card. */
export function requireReadAccess(channel: ChannelRecord, viewer: Viewer): ReadAccess {
  const access = readAccess(channel, viewer);
  if (access === 'none') throw readRefusal(channel, viewer);
  return access;
}

/**
 * Reading what is said in a channel (messages, reactions, drafts, members): an outsider of an
 * `apply` community gets its public card only, so these refuse them as they refuse strangers.
 */
export function requireFullReadAccess(channel: ChannelRecord, viewer: Viewer): void {
  if (readAccess(channel, viewer) !== 'full') throw readRefusal(channel, viewer);
}

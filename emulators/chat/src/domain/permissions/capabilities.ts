/** What the UI reads in `own_capabilities`: the caller's rights, less what config and freezing turn off. */
import type { ChannelRecord, UserRecord } from '../../state/types';
import { RIGHT_MAPPINGS } from './rights';
import { effectiveRole, privacyOf, rightsFor } from './roles';

/** Capabilities turned off by the type config or by a frozen channel. */
const CONFIG_GATES: Record<string, readonly string[]> = {
  reactions: ['send-reaction'],
  uploads: ['upload-file'],
  typing_events: ['typing-events', 'send-typing-events'],
  read_events: ['read-events'],
  replies: ['send-reply'],
  quotes: ['quote-message'],
  custom_events: ['send-custom-events'],
  polls: ['send-poll', 'cast-poll-vote', 'query-poll-votes'],
};
const FROZEN_OFF = [
  'send-message',
  'send-reply',
  'send-reaction',
  'upload-file',
  'update-own-message',
  'delete-own-message',
  'send-typing-events',
  'send-poll',
  'cast-poll-vote',
];

export function capabilitiesFor(
  channel: ChannelRecord,
  user: UserRecord | undefined,
  config: Record<string, unknown>,
): string[] {
  const rights = rightsFor(channel, user);
  const capabilities = new Set<string>();
  for (const right of rights)
    for (const cap of RIGHT_MAPPINGS[right].capabilities) capabilities.add(cap);
  const privacy = privacyOf(channel);
  if (!effectiveRole(channel, user) && privacy !== 'private' && user) {
    capabilities.add('join-channel');
    capabilities.delete('read-events');
    capabilities.delete('leave-channel');
  }
  for (const [field, caps] of Object.entries(CONFIG_GATES)) {
    if (config[field] === false) for (const cap of caps) capabilities.delete(cap);
  }
  if (channel.frozen && !rights.has('moderatePosts')) {
    for (const cap of FROZEN_OFF) capabilities.delete(cap);
  }
  return [...capabilities].sort();
}

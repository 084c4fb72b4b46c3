import { nowIso } from '../../lib/clock';
import type { ChatState } from '../../state/types';
import {
  BUILT_IN_CHANNEL_TYPES,
  CREWSPACE_TYPE_CONFIG,
  newChannelType,
} from '../channels/channel-types';
import { CREWSPACE_APP_SETTINGS } from './app-settings';

/** What the emulator starts with, and holds again after a reset. */
export function freshState(): ChatState {
  const at = nowIso();
  return {
    app: {
      name: 'crewspace-local',
      revoke_tokens_issued_before: null,
      user_search_disallowed_roles: [...CREWSPACE_APP_SETTINGS.user_search_disallowed_roles],
    },
    users: {},
    channels: {},
    messages: {},
    channel_types: Object.fromEntries(
      BUILT_IN_CHANNEL_TYPES.map((name) => [name, newChannelType(name, at, CREWSPACE_TYPE_CONFIG)]),
    ),
    roles: ['admin', 'user', 'guest', 'anonymous', 'channel_member', 'channel_moderator'],
    permissions: {},
    user_mutes: {},
    channel_mutes: {},
    blocks: {},
    flags: [],
    drafts: [],
    uploads: {},
    polls: {},
  };
}

import type { ChannelTypeRecord, Custom } from '../../state/types';

/** Stream's `channel.config` defaults for the built-in types. */
export const DEFAULT_CHANNEL_CONFIG: Custom = {
  typing_events: true,
  read_events: true,
  connect_events: true,
  reactions: true,
  replies: true,
  uploads: true,
  quotes: true,
  mutes: true,
  search: true,
  custom_events: true,
  push_notifications: false,
  url_enrichment: false,
  polls: false,
  shared_locations: false,
  user_message_reminders: false,
  delivery_events: false,
  reminders: false,
  mark_messages_pending: false,
  count_messages: false,
  skip_last_msg_update_for_system_msgs: false,
  max_message_length: 5000,
  message_retention: 'infinite',
  automod: 'disabled',
  automod_behavior: 'flag',
  blocklist_behavior: 'flag',
  commands: [],
};

/** `messaging` (direct and group chats), `team` (one per workspace), `community` (public/private/apply). */
export const BUILT_IN_CHANNEL_TYPES = ['messaging', 'team', 'community'] as const;

/**
 * Config Crewspace turns on for its channel types: `chat:setup` sets it on a Stream app, and the
 * emulator's built-in types start with it. `polls` lets stream-chat-react offer the poll UI.
 */
export const CREWSPACE_TYPE_CONFIG: Readonly<Custom> = { polls: true };

export function newChannelType(name: string, at: string, config: Custom = {}): ChannelTypeRecord {
  return {
    name,
    created_at: at,
    updated_at: at,
    config: { ...DEFAULT_CHANNEL_CONFIG, ...config },
    grants: {},
  };
}

export function channelConfigJson(type: ChannelTypeRecord): Custom {
  return {
    ...type.config,
    name: type.name,
    created_at: type.created_at,
    updated_at: type.updated_at,
  };
}

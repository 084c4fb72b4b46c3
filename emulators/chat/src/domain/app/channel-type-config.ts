/**
 * Channel types as `chat:setup` configures them (`createChannelType`, `updateChannelType`, …):
 * their config is stored and served; their grants are stored and echoed, while enforcement uses
 * the role table in `permissions/`.
 */
import { nowIso } from '../../lib/clock';
import { inputError, notFound } from '../../lib/errors';
import type { ChannelTypeRecord } from '../../state/types';
import { channelConfigJson, newChannelType } from '../channels/channel-types';
import type { EmulatorContext } from '../context';

/** A channel type's settings as a create or update sends them. */
export interface ChannelTypeInput extends Record<string, unknown> {
  grants?: Record<string, string[]>;
  commands?: string[];
}

export function channelTypeJson(type: ChannelTypeRecord) {
  return { ...channelConfigJson(type), grants: type.grants, permissions: [] };
}

/** Creates or updates a channel type; commands are accepted but none are kept (none run). */
export function saveChannelType(ctx: EmulatorContext, name: string, input: ChannelTypeInput) {
  const { grants, commands, ...config } = input;
  const types = ctx.store.state.channel_types;
  const type = types[name] ?? newChannelType(name, nowIso());
  type.config = { ...type.config, ...config, ...(commands ? { commands: [] } : {}) };
  delete type.config.name;
  if (grants) type.grants = { ...type.grants, ...grants };
  type.updated_at = nowIso();
  types[name] = type;
  return channelTypeJson(type);
}

export function requireChannelType(ctx: EmulatorContext, name: string): ChannelTypeRecord {
  const type = ctx.store.state.channel_types[name];
  if (!type) throw notFound(`channel type "${name}" does not exist`);
  return type;
}

/** Deletes a channel type that no channel uses. */
export function deleteChannelType(ctx: EmulatorContext, name: string): void {
  const { channels, channel_types: types } = ctx.store.state;
  if (Object.values(channels).some((channel) => channel.type === name)) {
    throw inputError(`channel type "${name}" still has channels`);
  }
  delete types[name];
}

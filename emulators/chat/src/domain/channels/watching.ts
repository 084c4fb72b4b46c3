import type { EmulatorContext } from '../context';
import { channelEvent } from './channel-events';
import type { ChannelRecord } from '../../state/types';
import { userJsonById } from '../users/user-json';
import type { Connection } from '../../state/connections';
import { configOf } from './channel-json';

/** `user.watching.start/stop` to the channel's watchers, when the type has connect events. */
export function announceWatching(
  ctx: EmulatorContext,
  type: string,
  channel: ChannelRecord,
  userId: string,
) {
  if (configOf(ctx, channel).connect_events === false) return;
  ctx.fanout.toWatchers(
    channel.cid,
    channelEvent(type, channel, {
      user: userJsonById(ctx, userId),
      watcher_count: ctx.connections.watcherUserIds(channel.cid).length,
    }),
  );
}

/** Subscribes a connection to a channel's events (`watch: true`). */
export function watch(ctx: EmulatorContext, connection: Connection, channel: ChannelRecord): void {
  if (connection.watching.has(channel.cid)) return;
  const alreadyWatching = ctx.connections.isWatching(connection.userId, channel.cid);
  ctx.connections.watch(connection, channel.cid);
  if (!alreadyWatching) announceWatching(ctx, 'user.watching.start', channel, connection.userId);
}

export function stopWatching(
  ctx: EmulatorContext,
  connection: Connection,
  channel: ChannelRecord,
): void {
  if (!connection.watching.has(channel.cid)) return;
  ctx.connections.unwatch(connection, channel.cid);
  if (!ctx.connections.isWatching(connection.userId, channel.cid)) {
    announceWatching(ctx, 'user.watching.stop', channel, connection.userId);
  }
}

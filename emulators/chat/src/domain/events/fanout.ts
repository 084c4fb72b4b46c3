import type { Connection, Connections } from '../../state/connections';

/** Per-recipient fields (unread totals, capabilities), computed once per user per event. */
export type PerUser = (userId: string) => object | undefined;

/**
 * Sends events to connections. The shared part of an event is serialised once; per-user fields
 * are appended to that string, so a message to 200 watchers costs one big stringify, not 200.
 */
export class Fanout {
  constructor(private connections: Connections) {}

  send(connection: Connection, event: object): void {
    this.deliver([connection], event);
  }

  toWatchers(cid: string, event: object, perUser?: PerUser): void {
    this.deliver(this.connections.watchersOf(cid), event, perUser);
  }

  toUser(userId: string, event: object, perUser?: PerUser): void {
    this.deliver(this.connections.ofUser(userId), event, perUser);
  }

  deliver(targets: Iterable<Connection>, event: object, perUser?: PerUser): void {
    const base = JSON.stringify(event);
    const extrasByUser = new Map<string, string>();
    for (const connection of targets) {
      if (!connection.transport.open) continue;
      let extras = extrasByUser.get(connection.userId);
      if (extras === undefined) {
        const fields = perUser?.(connection.userId);
        const json = fields ? JSON.stringify(fields) : '{}';
        extras = json === '{}' ? '' : json.slice(1, -1);
        extrasByUser.set(connection.userId, extras);
      }
      connection.transport.send(extras === '' ? base : `${base.slice(0, -1)},${extras}}`);
    }
  }
}

/**
 * How frames reach a client: its WebSocket, or the held requests of the SDK's long-poll
 * fallback (`enableWSFallback`). Everything above the transport treats both alike.
 */
export interface Transport {
  readonly kind: 'websocket' | 'longpoll';
  /** Whether frames can still be delivered. */
  readonly open: boolean;
  send(frame: string): void;
  /** Ends the connection. `code` is a WebSocket close code; the long-poll transport has no frame to send it in. */
  close(code: number, reason: string): void;
}

export interface Connection {
  id: string;
  userId: string;
  /** The `iat` (seconds) of the token it connected with, or null: a later revocation closes it. */
  issuedAt: number | null;
  transport: Transport;
  /** Channels this connection receives channel events for. */
  watching: Set<string>;
  /** Users whose presence changes this connection asked for (`presence: true`). */
  presenceOf: Set<string>;
}

/** Open connections (either transport), indexed by id, by user and by watched channel. */
export class Connections {
  private byId = new Map<string, Connection>();
  private byUser = new Map<string, Set<Connection>>();
  private byChannel = new Map<string, Set<Connection>>();

  get(id: string | null): Connection | undefined {
    return id === null ? undefined : this.byId.get(id);
  }

  all(): IterableIterator<Connection> {
    return this.byId.values();
  }

  ofUser(userId: string): Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  isOnline(userId: string): boolean {
    return (this.byUser.get(userId)?.size ?? 0) > 0;
  }

  /** Returns true when this is the user's first open connection (they just came online). */
  add(connection: Connection): boolean {
    this.byId.set(connection.id, connection);
    let set = this.byUser.get(connection.userId);
    if (!set) this.byUser.set(connection.userId, (set = new Set()));
    set.add(connection);
    return set.size === 1;
  }

  /** Returns the channels it watched and whether the user has no connection left. */
  remove(connection: Connection): { watched: string[]; wentOffline: boolean } {
    if (!this.byId.delete(connection.id)) return { watched: [], wentOffline: false };
    const watched = [...connection.watching];
    for (const cid of watched) this.unwatch(connection, cid);
    const set = this.byUser.get(connection.userId);
    set?.delete(connection);
    const wentOffline = !set || set.size === 0;
    if (wentOffline) this.byUser.delete(connection.userId);
    return { watched, wentOffline };
  }

  watch(connection: Connection, cid: string): void {
    connection.watching.add(cid);
    let set = this.byChannel.get(cid);
    if (!set) this.byChannel.set(cid, (set = new Set()));
    set.add(connection);
  }

  unwatch(connection: Connection, cid: string): void {
    connection.watching.delete(cid);
    const set = this.byChannel.get(cid);
    set?.delete(connection);
    if (set?.size === 0) this.byChannel.delete(cid);
  }

  watchersOf(cid: string): Connection[] {
    return [...(this.byChannel.get(cid) ?? [])];
  }

  /** Users (not connections) watching a channel, as Stream counts `watcher_count`. */
  watcherUserIds(cid: string): string[] {
    return [...new Set(this.watchersOf(cid).map((connection) => connection.userId))];
  }

  isWatching(userId: string, cid: string): boolean {
    return this.ofUser(userId).some((connection) => connection.watching.has(cid));
  }

  dropChannel(cid: string): void {
    for (const connection of this.watchersOf(cid)) this.unwatch(connection, cid);
  }
}

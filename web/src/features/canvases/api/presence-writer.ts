/**
 * This user's side of canvas presence: the pointer goes out throttled, the last position is sent
 * again now and then while the user is here (so a pointer at rest is not taken for a closed tab),
 * and leaving (the tab hidden, the canvas left, the page closed) removes the entry at once
 * instead of leaving it to go stale. Coming back (the tab shown again) puts the pointer back.
 */
import { Throttle } from './throttle';

export interface PointerState {
  x: number;
  y: number;
  button: 'up' | 'down';
}

export interface PresenceIo {
  write(state: PointerState): void;
  clear(): void;
  /** As the page unloads, when a write queued the usual way would not get out. */
  clearOnUnload(): void;
}

export class PresenceWriter {
  private last: PointerState | null = null;
  private here = true;
  private readonly pointer: Throttle<PointerState>;
  private readonly heartbeat: ReturnType<typeof setInterval>;

  constructor(
    private readonly io: PresenceIo,
    intervalMs: number,
    heartbeatMs: number,
  ) {
    this.pointer = new Throttle((state) => io.write(state), intervalMs);
    this.heartbeat = setInterval(() => {
      if (this.here && this.last) io.write(this.last);
    }, heartbeatMs);
  }

  moved(state: PointerState): void {
    this.last = state;
    if (this.here) this.pointer.push(state);
  }

  /** The user went away: their entry goes now (only if one was written). */
  leave(): void {
    if (!this.here) return;
    this.here = false;
    this.pointer.cancel();
    if (this.last) this.io.clear();
  }

  /**
   * The page is being closed or left: the entry goes by the request that outlives the page. A
   * closing tab is hidden first, so this sends even after `leave`.
   */
  unload(): void {
    this.here = false;
    this.pointer.cancel();
    if (this.last) this.io.clearOnUnload();
  }

  /** The user is back: their last pointer shows again at once. */
  back(): void {
    if (this.here) return;
    this.here = true;
    if (this.last) this.pointer.push(this.last);
  }

  /** The canvas closed: leave, and write nothing more. */
  stop(): void {
    this.leave();
    clearInterval(this.heartbeat);
  }
}

/**
 * At most one call per interval with the latest value: the first value goes out at once, later
 * ones within the interval are folded into one trailing call at its end (so the last position
 * always arrives). Used for presence writes, which Firestore bills one by one.
 */
export class Throttle<T> {
  private last = -Infinity;
  private pending: { value: T } | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly send: (value: T) => void,
    private readonly intervalMs: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  push(value: T): void {
    const wait = this.last + this.intervalMs - this.now();
    if (wait <= 0 && !this.timer) {
      this.emit(value);
      return;
    }
    this.pending = { value };
    this.timer ??= setTimeout(
      () => {
        this.timer = null;
        const next = this.pending;
        this.pending = null;
        if (next) this.emit(next.value);
      },
      Math.max(wait, 0),
    );
  }

  /** Drops a pending trailing call. */
  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = null;
  }

  private emit(value: T): void {
    this.last = this.now();
    this.send(value);
  }
}

/**
 * Typing indicators expire: a typist who sends nothing for `timeoutMs` (7 s, as the SDK's
 * receivers assume) gets a `typing.stop` on their behalf, e.g. when their tab died mid-word.
 */
/** A typing.start lasts 7 s without a refresh: what the SDK's receivers assume. */
export const TYPING_TIMEOUT_MS = 7000;

export class TypingTimers {
  private timers = new Map<string, NodeJS.Timeout>();

  constructor(private timeoutMs: number = TYPING_TIMEOUT_MS) {}

  started(key: string, onExpire: () => void): void {
    this.stopped(key);
    const timer = setTimeout(() => {
      this.timers.delete(key);
      onExpire();
    }, this.timeoutMs);
    timer.unref();
    this.timers.set(key, timer);
  }

  stopped(key: string): void {
    const timer = this.timers.get(key);
    if (timer) clearTimeout(timer);
    this.timers.delete(key);
  }

  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
  }
}

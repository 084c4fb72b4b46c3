/**
 * Delivers events to the app's webhook as Stream does: a JSON POST of the event with
 * `X-Signature` (HMAC-SHA256, hex, of the raw body with the API secret), `X-Webhook-Id` (the same
 * on every attempt), `X-Webhook-Attempt` (from 1) and `X-Api-Key`. Delivery happens after the
 * request that caused the event, never blocks it and never throws into it.
 *
 * Retries follow Stream's push webhook documentation: 408, 429 and 5xx answers and timeouts get
 * three attempts, network errors two, other answers none; one attempt times out after 6 s and
 * all attempts together stop after 15 s. The pauses between attempts are the emulator's own.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

export interface WebhookDeliveryOptions {
  /** One attempt's time limit (Stream: 6 s). */
  timeoutMs: number;
  /** The pause before the second, third, … attempt; the last one repeats. */
  retryDelaysMs: readonly number[];
  /** All attempts of one event together (Stream: 15 s). */
  totalMs: number;
}

export const DEFAULT_WEBHOOK_DELIVERY: WebhookDeliveryOptions = {
  timeoutMs: 6000,
  retryDelaysMs: [500, 1500],
  totalMs: 15_000,
};

/** Where events go and which ones (`null` or empty: every event). */
export interface WebhookTarget {
  url: string;
  events: readonly string[] | null;
}

type Failure = 'status' | 'timeout' | 'network' | 'final';

/** Attempts per kind of failure (Stream's push webhook documentation). */
const MAX_ATTEMPTS: Record<Failure, number> = { status: 3, timeout: 3, network: 2, final: 1 };

const RETRIED_STATUSES = new Set([408, 429]);

interface AttemptResult {
  failure: Failure | null;
  reason: string;
}

export class WebhookSender {
  private readonly inFlight = new Set<Promise<void>>();
  private readonly stopped = new AbortController();

  constructor(
    private readonly target: () => WebhookTarget | null,
    private readonly credentials: { apiKey: string; apiSecret: string },
    private readonly options: WebhookDeliveryOptions,
  ) {}

  /** Whether an event of this type would be delivered, so callers skip building its payload. */
  wants(type: string): boolean {
    const target = this.target();
    if (!target || this.stopped.signal.aborted) return false;
    return !target.events?.length || target.events.includes(type);
  }

  /** Serialises the event now (its state at this moment) and posts it once the caller is done. */
  send(type: string, event: object): void {
    const target = this.target();
    if (!target || !this.wants(type)) return;
    const body = JSON.stringify(event);
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(target.url, type, body))
      .catch((error: unknown) => {
        console.error('[chat-emulator] webhook delivery failed unexpectedly', error);
      });
    this.inFlight.add(delivery);
    void delivery.finally(() => this.inFlight.delete(delivery));
  }

  /** Resolves once every queued delivery has finished (succeeded or given up). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  /** Abandons pending attempts and accepts no more events. */
  async close(): Promise<void> {
    this.stopped.abort();
    await this.idle();
  }

  private async deliver(url: string, type: string, body: string): Promise<void> {
    const id = randomUUID();
    const signature = createHmac('sha256', this.credentials.apiSecret).update(body).digest('hex');
    const deadline = Date.now() + this.options.totalMs;
    for (let attempt = 1; ; attempt += 1) {
      const result = await this.attempt(url, body, { id, attempt, signature }, deadline);
      if (result.failure === null) return;
      const delays = this.options.retryDelaysMs;
      const delay = delays[Math.min(attempt - 1, delays.length - 1)] ?? 0;
      const giveUp =
        attempt >= MAX_ATTEMPTS[result.failure] ||
        Date.now() + delay >= deadline ||
        this.stopped.signal.aborted;
      if (giveUp) {
        console.warn(
          `[chat-emulator] webhook ${type} to ${url} failed after ${attempt} attempt${attempt === 1 ? '' : 's'}: ${result.reason}`,
        );
        return;
      }
      await sleep(delay, undefined, { signal: this.stopped.signal }).catch(() => undefined);
      if (this.stopped.signal.aborted) return;
    }
  }

  private async attempt(
    url: string,
    body: string,
    headers: { id: string; attempt: number; signature: string },
    deadline: number,
  ): Promise<AttemptResult> {
    const timeout = AbortSignal.timeout(
      Math.max(1, Math.min(this.options.timeoutMs, deadline - Date.now())),
    );
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Signature': headers.signature,
          'X-Webhook-Id': headers.id,
          'X-Webhook-Attempt': String(headers.attempt),
          'X-Api-Key': this.credentials.apiKey,
        },
        body,
        signal: AbortSignal.any([timeout, this.stopped.signal]),
      });
      // The answer's body is not used; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
      if (response.ok) return { failure: null, reason: '' };
      const retried = RETRIED_STATUSES.has(response.status) || response.status >= 500;
      return { failure: retried ? 'status' : 'final', reason: `HTTP ${response.status}` };
    } catch (error) {
      if (timeout.aborted) return { failure: 'timeout', reason: 'timed out' };
      if (this.stopped.signal.aborted) return { failure: 'final', reason: 'emulator closed' };
      const cause = (error as { cause?: { code?: string } }).cause?.code;
      return { failure: 'network', reason: cause ?? String(error) };
    }
  }
}

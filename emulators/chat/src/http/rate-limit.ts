import { ApiError } from '../lib/errors';

export interface RateLimitConfig {
  /** Requests per window per user and endpoint. */
  limit: number;
  windowMs: number;
  /** Overrides per endpoint, keyed by route pattern (e.g. `POST /channels/:type/:id/message`). */
  perEndpoint: Record<string, number>;
}

export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  limit: 1000,
  windowMs: 60_000,
  perEndpoint: {},
};

export interface RateLimitHeaders {
  'X-RateLimit-Limit': string;
  'X-RateLimit-Remaining': string;
  'X-RateLimit-Reset': string;
}

/** Fixed windows per (user, endpoint), like Stream's per-user API limits. */
export class RateLimiter {
  private windows = new Map<string, { start: number; count: number }>();

  constructor(public config: RateLimitConfig) {}

  configure(patch: Partial<RateLimitConfig>): void {
    this.config = { ...this.config, ...patch };
    this.windows.clear();
  }

  reset(): void {
    this.windows.clear();
  }

  /** Counts one request; throws code 9 (HTTP 429) once the window is used up. */
  hit(who: string, endpoint: string): RateLimitHeaders {
    const limit = this.config.perEndpoint[endpoint] ?? this.config.limit;
    const now = Date.now();
    const key = `${who} ${endpoint}`;
    let window = this.windows.get(key);
    if (!window || now - window.start >= this.config.windowMs) {
      window = { start: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    const headers: RateLimitHeaders = {
      'X-RateLimit-Limit': String(limit),
      'X-RateLimit-Remaining': String(Math.max(0, limit - window.count)),
      'X-RateLimit-Reset': String(Math.ceil((window.start + this.config.windowMs) / 1000)),
    };
    if (window.count > limit) {
      throw new ApiError(
        9,
        429,
        `Too many requests, check response headers for more information. (${endpoint})`,
        { ...headers },
      );
    }
    return headers;
  }
}

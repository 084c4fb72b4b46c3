import { describe, expect, it } from 'vitest';
import { errorOf, rawCall, useEmulator } from './test/harness';

describe('rate limiting', () => {
  const h = useEmulator({ rateLimits: { limit: 3, windowMs: 60_000 } });

  it('answers 429 code 9 with X-RateLimit headers per user and endpoint', async () => {
    const alice = await h.connect('alice');
    for (let i = 0; i < 3; i++) await alice.queryChannels({ members: { $in: ['alice'] } });
    const limited = await errorOf(alice.queryChannels({ members: { $in: ['alice'] } }));
    expect(limited).toMatchObject({ code: 9, status: 429 });
    const raw = await rawCall(h, 'POST', '/channels', { userId: 'alice', body: {} });
    expect(raw.status).toBe(429);
    expect(raw.headers.get('x-ratelimit-limit')).toBe('3');
    expect(raw.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(raw.headers.get('x-ratelimit-reset'))).toBeGreaterThan(Date.now() / 1000);
    // Another endpoint and another user have their own budgets.
    await alice.getAppSettings();
    const bob = await h.connect('bob');
    await bob.queryChannels({ members: { $in: ['bob'] } });
  });

  it('can be reconfigured at runtime through /_emulator/rate-limits', async () => {
    const response = await fetch(`${h.emulator.url}/_emulator/rate-limits`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ limit: 1 }),
    });
    expect(response.status).toBe(200);
    const alice = await h.connect('alice');
    await alice.queryChannels({});
    expect(await errorOf(alice.queryChannels({}))).toMatchObject({ code: 9 });
    h.emulator.configureRateLimits({ limit: 3 });
  });
});

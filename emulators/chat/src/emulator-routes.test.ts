import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { useEmulator } from './test/harness';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/** A raw request, so the test controls Host and Origin as a browser or a rebinding page would. */
function call(url: string, method: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sent = request(url, { method, headers }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers }),
      );
    });
    sent.on('error', reject);
    sent.end();
  });
}

/** `/_emulator/*` answers local tools and local pages, never another site's page. */
describe('emulator admin routes', () => {
  const h = useEmulator();

  async function userCount(): Promise<number> {
    const health = await fetch(`${h.emulator.url}/_emulator/health`);
    return ((await health.json()) as { users: number }).users;
  }

  it("refuses another site's page, before and instead of acting (attack: wiping local chat)", async () => {
    await h.server.upsertUsers([{ id: 'alice' }]);
    const evil = { Origin: 'https://evil.example' };
    const reset = await call(`${h.emulator.url}/_emulator/reset`, 'POST', evil);
    expect(reset.status).toBe(403);
    expect(reset.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await call(`${h.emulator.url}/_emulator/reset`, 'OPTIONS', evil);
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    // DNS rebinding: the attacker's own name pointed at 127.0.0.1.
    const rebound = await call(`${h.emulator.url}/_emulator/reset`, 'POST', {
      Host: 'evil.example',
    });
    expect(rebound.status).toBe(403);
    expect(await userCount()).toBe(1);
  });

  it('answers tools and local pages, without CORS', async () => {
    await h.server.upsertUsers([{ id: 'alice' }]);
    const local = await call(`${h.emulator.url}/_emulator/reset`, 'POST', {
      Origin: 'http://localhost:5173',
    });
    expect(local.status).toBe(200);
    expect(local.headers['access-control-allow-origin']).toBeUndefined();
    expect(await userCount()).toBe(0);
    const tool = await fetch(`${h.emulator.url}/_emulator/health`);
    expect(tool.status).toBe(200);
    // Stream's own API keeps answering browsers with CORS.
    const api = await call(`${h.emulator.url}/app`, 'OPTIONS', { Origin: 'https://app.example' });
    expect(api.headers['access-control-allow-origin']).toBe('*');
  });
});

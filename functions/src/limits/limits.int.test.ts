/**
 * Per-account limits through the deployed callables and /api: workspaces owned, and calls per
 * minute (callables answer resource-exhausted with the time to wait; /api answers 429 with
 * Retry-After).
 */
import { describe, expect, it } from 'vitest';
import { approvedAccount } from '../testing/accounts';
import { callApi, callCallable, callOk } from '../testing/emulators';
import { errorMessage, errorStatus as status } from '../testing/workspaces';

describe('workspaces owned', () => {
  it('lets an account own 10 workspaces, its personal one included, and refuses the 11th', async () => {
    const owner = await approvedAccount('collector');
    for (let created = 1; created < 10; created += 1) {
      await callOk('createWorkspace', { name: `Workspace ${created}` }, owner);
    }
    const refused = await callCallable('createWorkspace', { name: 'One too many' }, owner.idToken);
    expect(status(refused)).toBe('RESOURCE_EXHAUSTED');
    expect(errorMessage(refused)).toMatch(/You own 10 workspaces, the most one account may own/);
  });
});

describe('calls per minute', () => {
  it('answers 60 callable calls a minute and refuses the 61st with the seconds to wait', async () => {
    const caller = await approvedAccount('busy');
    // Every call counts, refused ones included: these fail validation after being counted.
    for (let call = 0; call < 60; call += 1) {
      expect(status(await callCallable('claimUsername', { username: '' }, caller.idToken))).toBe(
        'INVALID_ARGUMENT',
      );
    }
    const refused = await callCallable('claimUsername', { username: 'ok-name' }, caller.idToken);
    expect(refused.status).toBe(429);
    expect(status(refused)).toBe('RESOURCE_EXHAUSTED');
    expect(errorMessage(refused)).toMatch(/Too many requests from this account\. Try again in/);
    const { retryAfterSeconds } = (
      refused.json as { error: { details: { retryAfterSeconds: number } } }
    ).error.details;
    expect(retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('answers 60 /api calls a minute and refuses the 61st with 429 and Retry-After', async () => {
    const caller = await approvedAccount('busy-api');
    const post = () => callApi('/tokens', { token: caller.idToken, body: '{}' });
    for (let call = 0; call < 60; call += 1) expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ error: { code: 'resource-exhausted' } });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
  });
});

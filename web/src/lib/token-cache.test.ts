import { TokenError } from './firebase/errors';
import {
  createTokenCache,
  readTokenExpiry,
  type TokenUser,
} from './token-cache';

/** A JWT-shaped token whose payload carries `exp` (seconds). */
function jwt(expSeconds: number, id = 'a'): string {
  const payload = btoa(JSON.stringify({ exp: expSeconds, id }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  return `header.${payload}.signature`;
}

function fakeUser(tokens: Array<string | Error>, uid = 'u1') {
  const getIdToken = vi.fn(async (_force: boolean) => {
    const next = tokens.shift();
    if (next === undefined) throw new Error('no more tokens');
    if (next instanceof Error) throw next;
    return next;
  });
  const user: TokenUser = { uid, getIdToken };
  return { user, getIdToken };
}

const T0 = 1_700_000_000_000;

describe('readTokenExpiry', () => {
  it('reads exp in milliseconds, or null when the token cannot be parsed', () => {
    expect(readTokenExpiry(jwt(1234))).toBe(1_234_000);
    expect(readTokenExpiry('not-a-jwt')).toBeNull();
    expect(readTokenExpiry('a.!!!.c')).toBeNull();
  });
});

describe('createTokenCache', () => {
  it("fails with 'No Firebase user found' when nobody is signed in", async () => {
    const cache = createTokenCache(() => null);
    await expect(cache.getToken()).rejects.toThrow(new TokenError('no-user', 'No Firebase user found'));
  });

  it('reuses the cached token while more than 300 s remain', async () => {
    let now = T0;
    const token = jwt(T0 / 1000 + 3600);
    const { user, getIdToken } = fakeUser([token]);
    const cache = createTokenCache(() => user, () => now);
    expect(await cache.getToken()).toBe(token);
    now = T0 + (3600 - 301) * 1000;
    expect(await cache.getToken()).toBe(token);
    expect(getIdToken).toHaveBeenCalledTimes(1);
  });

  it('refreshes (forced) once fewer than 300 s remain', async () => {
    let now = T0;
    const first = jwt(T0 / 1000 + 3600, 'first');
    const second = jwt(T0 / 1000 + 7200, 'second');
    const { user, getIdToken } = fakeUser([first, second]);
    const cache = createTokenCache(() => user, () => now);
    await cache.getToken();
    now = T0 + (3600 - 299) * 1000;
    expect(await cache.getToken()).toBe(second);
    expect(getIdToken).toHaveBeenLastCalledWith(true);
  });

  it('gives an unparseable token a 3300 s lifetime', async () => {
    let now = T0;
    const { user, getIdToken } = fakeUser(['opaque', 'opaque-2']);
    const cache = createTokenCache(() => user, () => now);
    await cache.getToken();
    // The spec's number, written out: a changed DEFAULT_TOKEN_LIFETIME_S must fail this test.
    now = T0 + (3300 - 301) * 1000;
    expect(await cache.getToken()).toBe('opaque');
    now = T0 + (3300 - 299) * 1000;
    expect(await cache.getToken()).toBe('opaque-2');
    expect(getIdToken).toHaveBeenCalledTimes(2);
  });

  it('uses the cached token when the refresh hits the quota', async () => {
    let now = T0;
    const token = jwt(T0 / 1000 + 3600);
    const quota = Object.assign(new Error('Quota exceeded.'), { code: 'auth/quota-exceeded' });
    const { user } = fakeUser([token, quota]);
    const cache = createTokenCache(() => user, () => now);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await cache.getToken();
    now = T0 + 3500 * 1000;
    expect(await cache.getToken()).toBe(token);
  });

  it("fails with 'Failed to get authentication token' on other errors", async () => {
    const { user } = fakeUser([new Error('network down')]);
    const cache = createTokenCache(() => user, () => T0);
    await expect(cache.getToken()).rejects.toThrow('Failed to get authentication token');
  });

  it('does not hand one user the token of another', async () => {
    const alice = fakeUser([jwt(T0 / 1000 + 3600, 'alice')], 'alice');
    const bob = fakeUser([jwt(T0 / 1000 + 3600, 'bob')], 'bob');
    let current = alice.user;
    const cache = createTokenCache(() => current, () => T0);
    const aliceToken = await cache.getToken();
    current = bob.user;
    const bobToken = await cache.getToken();
    expect(bobToken).not.toBe(aliceToken);
    expect(bob.getIdToken).toHaveBeenCalledWith(false);
  });

  it("peeks at the cached token without fetching: only the current user's, only unexpired", async () => {
    let now = T0;
    const token = jwt(T0 / 1000 + 3600, 'alice');
    const alice = fakeUser([token], 'alice');
    let current: TokenUser | null = alice.user;
    const cache = createTokenCache(() => current, () => now);
    expect(cache.peek()).toBeNull();
    await cache.getToken();
    now = T0 + 3599 * 1000;
    expect(cache.peek()).toBe(token);
    expect(alice.getIdToken).toHaveBeenCalledTimes(1);
    now = T0 + 3600 * 1000;
    expect(cache.peek()).toBeNull();
    now = T0;
    current = fakeUser([], 'bob').user;
    expect(cache.peek()).toBeNull();
    current = null;
    expect(cache.peek()).toBeNull();
  });
});

import type { User } from 'firebase/auth';
import { createFakeAuth, type FakeUser } from '@/testing/firebase';
import { claimsOfToken, watchSession, type AuthSession } from './session';

/** base64url of the UTF-8 of a JSON value, as a token's parts are. */
function base64url(value: unknown): string {
  const binary = String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT carrying these claims, as Auth stores an ID token. */
function token(claims: Record<string, unknown>): string {
  return `${base64url({ alg: 'RS256' })}.${base64url(claims)}.signature`;
}

const CLAIMS = { approved: true, admin: false, email_verified: true, name: 'Zoë ✓' };

/** A user whose token refresh fails as it does offline, with `stored` as Auth's last token. */
function offlineUser(stored: string | undefined): FakeUser & Pick<User, 'toJSON'> {
  return {
    uid: 'zoe',
    email: 'zoe@crewspace.test',
    displayName: 'Zoë',
    photoURL: null,
    emailVerified: true,
    getIdTokenResult: async () =>
      Promise.reject(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' })),
    getIdToken: async () => Promise.reject(new Error('offline')),
    toJSON: () => ({ stsTokenManager: { accessToken: stored } }),
  };
}

function watch(user: FakeUser | null) {
  const auth = createFakeAuth();
  const sessions: (AuthSession | null)[] = [];
  const errors: unknown[] = [];
  watchSession(
    auth.sdk,
    (session) => sessions.push(session),
    (error) => errors.push(error),
  );
  auth.emit(user);
  return { sessions, errors };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('claimsOfToken', () => {
  it('reads the payload of an ID token, base64url and UTF-8 included', () => {
    expect(claimsOfToken(token(CLAIMS))).toEqual(CLAIMS);
  });

  it('answers null for anything that is not a token', () => {
    expect(claimsOfToken('')).toBeNull();
    expect(claimsOfToken('one-part')).toBeNull();
    expect(claimsOfToken('a.!!!.c')).toBeNull();
    expect(claimsOfToken(`a.${btoa('"text"')}.c`)).toBeNull();
  });
});

describe('watchSession offline', () => {
  it('keeps the session on the last stored token when the refresh cannot reach Auth', async () => {
    const { sessions, errors } = watch(offlineUser(token(CLAIMS)));
    await settle();
    expect(errors).toEqual([]);
    expect(sessions).toEqual([
      {
        uid: 'zoe',
        email: 'zoe@crewspace.test',
        displayName: 'Zoë',
        photoURL: null,
        approved: true,
        admin: false,
        emailVerified: true,
      },
    ]);
  });

  it('reports the failure when there is no stored token to fall back on', async () => {
    const { sessions, errors } = watch(offlineUser(undefined));
    await settle();
    expect(sessions).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});

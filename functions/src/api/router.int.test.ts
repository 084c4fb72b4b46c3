import { LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { MAX_API_BODY_BYTES } from '@crewspace/common/api';
import { jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { accountWithClaims, approvedAccount, newAccount } from '../testing/accounts';
import { chatServerClient } from '../testing/chat';
import { callApi, type TestAccount } from '../testing/emulators';

let pending: TestAccount;
let approved: TestAccount;

beforeAll(async () => {
  pending = await newAccount('Pending Pat');
  approved = await approvedAccount('approved');
});

function errorOf(answer: { json: unknown }) {
  return (answer.json as { error: { code: string; message: string } }).error;
}

describe('POST /api/stream/token', () => {
  it('answers a chat token for the approved caller', async () => {
    const answer = await callApi('/stream/token', {
      token: approved.idToken,
      body: JSON.stringify({ userId: approved.uid }),
    });
    expect(answer.status).toBe(200);
    const { token } = answer.json as { token: string };
    const { payload } = await jwtVerify(token, new TextEncoder().encode(LOCAL_STREAM_API_SECRET));
    expect(payload.user_id).toBe(approved.uid);
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);
    // Issued-at, so that a revocation of the user's tokens can refuse this one.
    expect(payload.iat).toBeLessThanOrEqual(Date.now() / 1000);
  });

  it('refuses a missing or invalid ID token with 401', async () => {
    const missing = await callApi('/stream/token', {
      body: JSON.stringify({ userId: approved.uid }),
    });
    expect(missing.status).toBe(401);
    expect(errorOf(missing).code).toBe('unauthenticated');
    const invalid = await callApi('/stream/token', {
      token: 'not-a-token',
      body: JSON.stringify({ userId: approved.uid }),
    });
    expect(invalid.status).toBe(401);
  });

  it("refuses another user's id and unapproved accounts with 403", async () => {
    const other = await callApi('/stream/token', {
      token: approved.idToken,
      body: JSON.stringify({ userId: pending.uid }),
    });
    expect(other.status).toBe(403);
    const unapproved = await callApi('/stream/token', {
      token: pending.idToken,
      body: JSON.stringify({ userId: pending.uid }),
    });
    expect(unapproved.status).toBe(403);
    expect(errorOf(unapproved).message).toMatch(/awaiting approval/);
  });
});

describe('POST /api/tokens', () => {
  it('creates the chat user of an approved account with its name and image', async () => {
    const answer = await callApi('/tokens', {
      token: approved.idToken,
      body: JSON.stringify({ userId: approved.uid }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ message: 'Chat user ready.' });
    const { users } = await chatServerClient().queryUsers({ id: approved.uid });
    expect(users[0]).toMatchObject({ id: approved.uid, name: 'approved' });
  });

  it('sets up no chat user for an account awaiting approval', async () => {
    const answer = await callApi('/tokens', {
      token: pending.idToken,
      body: JSON.stringify({
        userId: pending.uid,
        userName: 'Pending Pat',
        userImage: '/default-avatar.svg',
      }),
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      message: 'The chat user is set up once the account is approved.',
    });
  });

  it('names the chat user from the profile, not the body (attack: posing as someone else)', async () => {
    const answer = await callApi('/tokens', {
      token: approved.idToken,
      body: JSON.stringify({ userId: approved.uid, userName: 'Site Admin', userImage: 'x.png' }),
    });
    expect(answer.status).toBe(200);
    const { users } = await chatServerClient().queryUsers({ id: approved.uid });
    expect(users[0]).toMatchObject({ name: 'approved', image: '/default-avatar.svg' });
  });

  it("refuses to create someone else's chat user", async () => {
    const answer = await callApi('/tokens', {
      token: approved.idToken,
      body: JSON.stringify({ userId: pending.uid, userName: 'Impostor' }),
    });
    expect(answer.status).toBe(403);
  });
});

describe('bad input', () => {
  it('answers malformed JSON with 400 and no stack trace', async () => {
    const asText = await callApi('/stream/token', {
      token: approved.idToken,
      body: '{bad',
      contentType: 'text/plain',
    });
    expect(asText.status).toBe(400);
    expect(errorOf(asText).message).toBe('The request body is not valid JSON.');
    // With a JSON content type the platform's body parser refuses it before our code runs.
    const asJson = await callApi('/stream/token', { token: approved.idToken, body: '{bad' });
    expect(asJson.status).toBe(400);
    expect(asJson.text).not.toMatch(/at |SyntaxError|node_modules/);
  });

  it('answers wrong types, missing and unknown fields with 400 naming the field', async () => {
    const wrongType = await callApi('/stream/token', {
      token: approved.idToken,
      body: JSON.stringify({ userId: 42 }),
    });
    expect(wrongType.status).toBe(400);
    expect(errorOf(wrongType).message).toMatch(/^userId: /);
    const empty = await callApi('/stream/token', {
      token: approved.idToken,
      body: '',
      contentType: 'text/plain',
    });
    expect(empty.status).toBe(400);
    const unknown = await callApi('/stream/token', {
      token: approved.idToken,
      body: JSON.stringify({ userId: approved.uid, admin: true }),
    });
    expect(unknown.status).toBe(400);
    const webhook = await callApi('/webhooks/user-signup', {
      token: approved.idToken,
      body: JSON.stringify({ user: { id: approved.uid, email: 'not-an-email' } }),
    });
    expect(webhook.status).toBe(400);
    expect(errorOf(webhook).message).toMatch(/^user\.email: /);
  });

  it('answers the wrong method with 405, unknown paths with 404, large bodies with 413', async () => {
    const wrongMethod = await callApi('/stream/token', { method: 'GET', token: approved.idToken });
    expect(wrongMethod.status).toBe(405);
    const unknown = await callApi('/nope', { token: approved.idToken, body: '{}' });
    expect(unknown.status).toBe(404);
    const big = await callApi('/tokens', {
      token: approved.idToken,
      body: JSON.stringify({ userId: approved.uid, userName: 'x'.repeat(MAX_API_BODY_BYTES) }),
    });
    expect(big.status).toBe(413);
  });
});

describe('POST /api/webhooks/user-signup', () => {
  it('notifies every admin once per new account, with the caller’s own email and name', async () => {
    const admin = await accountWithClaims('admin', { approved: true, admin: true });
    await db.collection('users').doc(admin.uid).update({ role: 'admin' });
    // Attack: the body names another email and name to put in front of the admins.
    const body = JSON.stringify({
      user: {
        id: pending.uid,
        email: 'ceo@example.com',
        displayName: 'Your CEO',
        createdAt: new Date().toISOString(),
      },
    });

    const first = await callApi('/webhooks/user-signup', { token: pending.idToken, body });
    expect(first.status).toBe(200);
    expect((first.json as { message: string }).message).toMatch(/^Notified \d+ admins?\.$/);

    const notes = () =>
      db
        .collection('notifications')
        .where('userId', '==', admin.uid)
        .where('subjectUserId', '==', pending.uid)
        .get();
    const [note] = (await notes()).docs;
    expect(note!.data()).toMatchObject({
      type: 'user-signup',
      read: false,
      link: '/admin',
      body: `Pending Pat (${pending.email}) signed up and is waiting for approval.`,
    });

    // Calling again adds nothing and never makes a read notification unread.
    await note!.ref.update({ read: true });
    await callApi('/webhooks/user-signup', { token: pending.idToken, body });
    const after = await notes();
    expect(after.size).toBe(1);
    expect(after.docs[0]!.get('read')).toBe(true);
  });

  it('refuses an account that is not awaiting approval, and tells no admin', async () => {
    const admin = await accountWithClaims('admin', { approved: true, admin: true });
    await db.collection('users').doc(admin.uid).update({ role: 'admin' });
    const answer = await callApi('/webhooks/user-signup', {
      token: approved.idToken,
      body: JSON.stringify({ user: { id: approved.uid, email: approved.email } }),
    });
    expect(answer.status).toBe(409);
    expect(errorOf(answer).message).toBe('This account is not awaiting approval.');
    // The admin joined after the account's sign-up: only this call could have told them.
    const notes = await db
      .collection('notifications')
      .where('userId', '==', admin.uid)
      .where('subjectUserId', '==', approved.uid)
      .get();
    expect(notes.size).toBe(0);
  });

  it('refuses a webhook about someone else', async () => {
    const answer = await callApi('/webhooks/user-signup', {
      token: approved.idToken,
      body: JSON.stringify({ user: { id: pending.uid, email: pending.email } }),
    });
    expect(answer.status).toBe(403);
  });
});

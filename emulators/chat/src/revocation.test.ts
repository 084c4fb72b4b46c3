import type { StreamChat } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { collectEvents, errorOf, rawCall, sleep, useEmulator } from './test/harness';

/** Ending a user's access: token revocation per user and deactivation, as Stream documents them. */
describe('revoking a user', () => {
  const h = useEmulator();
  const nowSeconds = () => Math.floor(Date.now() / 1000);

  /** Alice connected with `token`, watching a group with Bob. */
  async function aliceInCrew(token: string): Promise<StreamChat> {
    await h.server.upsertUsers([{ id: 'alice' }, { id: 'bob' }]);
    await h.server
      .channel('messaging', 'crew', { created_by_id: 'bob', members: ['alice', 'bob'] })
      .create();
    const alice = await h.connect('alice', { token });
    await alice.channel('messaging', 'crew').watch();
    return alice;
  }

  /** The Stream error code of a refused `connectUser` (the SDK throws its JSON). */
  async function connectRefusal(token: string): Promise<number> {
    const refused = await errorOf(h.userClient().connectUser({ id: 'alice' }, token));
    return (JSON.parse(refused.message) as { code: number }).code;
  }

  /** Nothing the channel says reaches the old client any more. */
  async function expectCutOff(alice: StreamChat) {
    await expect.poll(() => alice.wsConnection?.isHealthy).toBe(false);
    const heard = collectEvents(alice, 'message.new');
    await h.server
      .channel('messaging', 'crew')
      .sendMessage({ text: 'not for alice', user_id: 'bob' });
    await sleep(1500);
    expect(heard).toEqual([]);
    expect(alice.wsConnection?.isHealthy).toBe(false);
  }

  it('revokeUserToken closes the open connection and refuses tokens issued before it', async () => {
    const oldToken = h.server.createToken('alice', undefined, nowSeconds() - 60);
    const alice = await aliceInCrew(oldToken);

    const { users } = await h.server.revokeUserToken('alice');
    expect(users.alice?.revoke_tokens_issued_before).toEqual(expect.any(String));
    await expectCutOff(alice);

    expect(await connectRefusal(oldToken)).toBe(40);
    const rest = await rawCall(h, 'POST', '/channels', {
      token: oldToken,
      userId: 'alice',
      body: { filter_conditions: { type: 'messaging' } },
    });
    expect(rest.status).toBe(401);
    expect(rest.body).toMatchObject({ code: 40, message: 'JWTAuth error: token has been revoked' });
    // A token without iat cannot show it was issued after the cutoff.
    expect(await connectRefusal(h.server.createToken('alice'))).toBe(40);

    const fresh = await h.connect('alice', {
      token: h.server.createToken('alice', undefined, nowSeconds() + 2),
    });
    expect(fresh.wsConnection?.isHealthy).toBe(true);
  });

  it('revokeTokens does the same app-wide', async () => {
    const oldToken = h.server.createToken('alice', undefined, nowSeconds() - 60);
    const alice = await aliceInCrew(oldToken);
    await h.server.revokeTokens(new Date());
    await expectCutOff(alice);
    expect(await connectRefusal(oldToken)).toBe(40);
  });

  it('leaves other users and the server token alone', async () => {
    await aliceInCrew(h.server.createToken('alice', undefined, nowSeconds() - 60));
    const bob = await h.connect('bob', {
      token: h.server.createToken('bob', undefined, nowSeconds() - 60),
    });
    await h.server.revokeUserToken('alice');
    await sleep(300);
    expect(bob.wsConnection?.isHealthy).toBe(true);
    expect((await h.server.queryUsers({ id: 'alice' })).users).toHaveLength(1);
  });

  it('deactivateUser closes the connection and refuses every token until reactivateUser', async () => {
    const alice = await aliceInCrew(h.server.createToken('alice', undefined, nowSeconds()));

    const { user } = await h.server.deactivateUser('alice');
    expect(user).toMatchObject({ id: 'alice', deactivated_at: expect.any(String) });
    await expectCutOff(alice);

    const newToken = h.server.createToken('alice', undefined, nowSeconds() + 2);
    expect(await connectRefusal(newToken)).toBe(17);
    const rest = await rawCall(h, 'POST', '/channels', {
      token: newToken,
      userId: 'alice',
      body: { filter_conditions: { type: 'messaging' } },
    });
    expect(rest).toMatchObject({ status: 403, body: { code: 17 } });

    expect((await h.server.queryUsers({ id: 'alice' })).users).toEqual([]);
    const listed = await h.server.queryUsers(
      { id: 'alice' },
      {},
      { include_deactivated_users: true },
    );
    expect(listed.users[0]?.deactivated_at).toBe(user.deactivated_at);
    // Deactivating again changes nothing.
    expect((await h.server.deactivateUser('alice')).user.deactivated_at).toBe(user.deactivated_at);

    const { user: back } = await h.server.reactivateUser('alice');
    expect(back.deactivated_at).toBeUndefined();
    const again = await h.connect('alice', { token: newToken });
    await again.channel('messaging', 'crew').watch();
  });

  it('is server-side only, and answers 404 for an unknown user', async () => {
    const alice = await h.connect('alice');
    expect(await errorOf(alice.deactivateUser('bob'))).toMatchObject({ code: 17, status: 403 });
    expect(
      await errorOf(
        alice.partialUpdateUser({
          id: 'alice',
          set: { revoke_tokens_issued_before: null },
        } as never),
      ),
    ).toMatchObject({ code: 17 });
    expect(await errorOf(h.server.deactivateUser('nobody'))).toMatchObject({
      code: 16,
      status: 404,
    });
  });
});

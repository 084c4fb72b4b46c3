import { StreamChat } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { API_KEY, errorOf, nextEvent, serverChannel, sleep, useEmulator } from './test/harness';

describe('connection', () => {
  const h = useEmulator();

  it('answers the handshake with health.check, a connection id and a full me', async () => {
    const alice = h.userClient();
    const result = await alice.connectUser(
      { id: 'alice', name: 'Alice' },
      h.server.createToken('alice'),
    );
    expect(result?.type).toBe('health.check');
    expect(result?.connection_id).toEqual(expect.any(String));
    expect(result?.me).toMatchObject({
      id: 'alice',
      name: 'Alice',
      mutes: [],
      channel_mutes: [],
      total_unread_count: 0,
      unread_channels: 0,
    });
    expect(alice.user?.name).toBe('Alice');
    expect(alice.wsConnection?.connectionID).toBe(result?.connection_id);
  });

  it('creates a channel, sends a message and fans it out', async () => {
    await serverChannel(h, 'messaging', 'general', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
      name: 'General',
    });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('messaging', 'general');
    await channel.watch();
    const bobChannel = bob.channel('messaging', 'general');
    await bobChannel.watch();
    const received = nextEvent(bob, 'message.new');
    const { message } = await channel.sendMessage({ text: 'hello bob' });
    const event = await received;
    expect(event.message?.id).toBe(message.id);
    expect(event.message?.text).toBe('hello bob');
    expect(bobChannel.state.messages.map((m) => m.text)).toContain('hello bob');
    expect(bobChannel.countUnread()).toBe(1);
  });
});

describe('authentication', () => {
  const h = useEmulator();

  it('refuses a wrong api key with code 2', async () => {
    const client = new StreamChat('wrong-key', {
      baseURL: h.emulator.url,
      allowServerSideConnect: true,
    });
    const error = await errorOf(client.connectUser({ id: 'alice' }, h.server.createToken('alice')));
    expect(JSON.parse(error.message)).toMatchObject({ code: 2, StatusCode: 401 });
  });

  it('refuses a token signed with another secret (code 43) and a mismatched user (code 5)', async () => {
    const other = new StreamChat(API_KEY, 'not-the-secret');
    const forged = h.userClient();
    const bad = await errorOf(forged.connectUser({ id: 'alice' }, other.createToken('alice')));
    expect(JSON.parse(bad.message)).toMatchObject({ code: 43, StatusCode: 401 });
    const server = new StreamChat(API_KEY, 'not-the-secret', { baseURL: h.emulator.url });
    expect(await errorOf(server.queryChannels({}))).toMatchObject({ code: 43, status: 401 });
    // The SDK refuses a token for another user itself; the server refuses it as well (code 5).
    const mismatch = h.userClient();
    const local = await errorOf(mismatch.connectUser({ id: 'alice' }, h.server.createToken('bob')));
    expect(local.message).toMatch(/userToken does not have a user_id or is not matching/);
    const response = await fetch(`${h.emulator.url}/channels?api_key=${API_KEY}&user_id=alice`, {
      method: 'POST',
      headers: { Authorization: h.server.createToken('bob'), 'stream-auth-type': 'jwt' },
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ code: 5, StatusCode: 401 });
  });

  it('rejects an expired static token with code 40', async () => {
    const expired = h.server.createToken('alice', Math.floor(Date.now() / 1000) - 10);
    const client = h.userClient();
    const error = await errorOf(client.connectUser({ id: 'alice' }, expired));
    expect(JSON.parse(error.message)).toMatchObject({ code: 40, StatusCode: 401 });
  });

  it('refreshes through the tokenProvider when the handshake token has expired', async () => {
    let calls = 0;
    const provider = async () => {
      calls += 1;
      const exp = Math.floor(Date.now() / 1000) + (calls === 1 ? -10 : 3600);
      return h.server.createToken('alice', exp);
    };
    const client = h.userClient();
    const result = await client.connectUser({ id: 'alice' }, provider);
    expect(result?.me?.id).toBe('alice');
    expect(calls).toBeGreaterThanOrEqual(2);
  });

  it('refreshes through the tokenProvider when a REST call answers code 40', async () => {
    let calls = 0;
    const provider = async () => {
      calls += 1;
      // The first token lives 1 s: long enough to connect, expired by the REST call.
      const exp = Math.floor(Date.now() / 1000) + (calls === 1 ? 1 : 3600);
      return h.server.createToken('alice', exp);
    };
    const client = h.userClient();
    await client.connectUser({ id: 'alice' }, provider);
    await sleep(2100);
    const channels = await client.queryChannels({ members: { $in: ['alice'] } });
    expect(channels).toEqual([]);
    expect(calls).toBe(2);
  });

  it('refuses user tokens on server-only endpoints with code 17', async () => {
    const alice = await h.connect('alice');
    expect(await errorOf(alice.createChannelType({ name: 'x' }))).toMatchObject({
      code: 17,
      status: 403,
    });
  });
});

describe('liveness and presence', () => {
  const h = useEmulator();

  it('answers the client heartbeat with a health.check without me', async () => {
    const alice = await h.connect('alice');
    const pong = nextEvent(alice, 'health.check');
    alice.wsConnection?.ws?.send(
      JSON.stringify([{ type: 'health.check', client_id: alice.clientID }]),
    );
    const event = await pong;
    expect(event.connection_id).toBe(alice.wsConnection?.connectionID);
    expect(event.me).toBeUndefined();
  });

  it('sends user.presence.changed to presence subscribers', async () => {
    const alice = await h.connect('alice');
    await h.server.upsertUser({ id: 'bob', name: 'Bob' });
    await serverChannel(h, 'messaging', 'pair', { createdBy: 'alice', members: ['alice', 'bob'] });
    await alice.channel('messaging', 'pair').watch({ presence: true });
    const online = nextEvent(alice, 'user.presence.changed', (e) => e.user?.id === 'bob');
    const bob = await h.connect('bob');
    expect((await online).user?.online).toBe(true);
    const offline = nextEvent(alice, 'user.presence.changed', (e) => e.user?.id === 'bob');
    await bob.disconnectUser();
    expect((await offline).user?.online).toBe(false);
  });

  it('loses no message when a client reconnects and recovers', async () => {
    await serverChannel(h, 'messaging', 'recover', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
    });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const aliceChannel = alice.channel('messaging', 'recover');
    await aliceChannel.watch();
    const bobChannel = bob.channel('messaging', 'recover');
    await bobChannel.watch();
    const oldConnection = bob.wsConnection?.connectionID;
    const recovered = nextEvent(bob, 'connection.recovered', () => true, 10_000);
    h.emulator.dropConnections('bob');
    // Sent while bob is offline: he must get them from the recovery query.
    await aliceChannel.sendMessage({ text: 'while you were away 1' });
    await aliceChannel.sendMessage({ text: 'while you were away 2' });
    await recovered;
    expect(bob.wsConnection?.connectionID).not.toBe(oldConnection);
    const texts = bob.activeChannels['messaging:recover']?.state.messages.map((m) => m.text);
    expect(texts).toEqual(
      expect.arrayContaining(['while you were away 1', 'while you were away 2']),
    );
    // And the new connection watches again: live events still arrive.
    const live = nextEvent(bob, 'message.new');
    await aliceChannel.sendMessage({ text: 'back online' });
    expect((await live).message?.text).toBe('back online');
  }, 15_000);
});

import { describe, expect, it } from 'vitest';
import {
  collectEvents,
  nextEvent,
  rawCall,
  serverChannel,
  sleep,
  useEmulator,
} from './test/harness';

/** The SDK's long-poll fallback (`enableWSFallback`) when WebSockets cannot connect. */
describe('long-poll transport', () => {
  const h = useEmulator();
  // Tests not about connect timing try the (blocked) socket for 0.5 s instead of 6 s.
  const viaLongPoll = (userId: string) =>
    h.connect(userId, { blockWebSocket: true, wsTimeoutMs: 500 });

  it('connects within the 10 s connect timeout once the socket fails, with a connection id and me', async () => {
    const client = h.userClient({ blockWebSocket: true });
    const transport = nextEvent(client, 'transport.changed', () => true, 10_000);
    const startedAt = Date.now();
    const result = await client.connectUser(
      { id: 'bob', name: 'Bob' },
      h.server.createToken('bob'),
    );
    expect(Date.now() - startedAt).toBeLessThan(10_000);
    expect((await transport).mode).toBe('longpoll');
    expect(result).toMatchObject({
      type: 'health.check',
      connection_id: expect.any(String),
      me: { id: 'bob', name: 'Bob', mutes: [], channel_mutes: [], total_unread_count: 0 },
    });
    expect(client.wsFallback?.isHealthy()).toBe(true);
    expect(client.wsFallback?.connectionID).toBe(result?.connection_id);
    expect(client.user?.name).toBe('Bob');
  }, 15_000);

  it('exchanges messages, typing and reads live with a WebSocket client', async () => {
    const alice = await h.connect('alice');
    const bob = await viaLongPoll('bob');
    await serverChannel(h, 'messaging', 'mixed', { createdBy: 'alice', members: ['alice', 'bob'] });
    const aliceChannel = alice.channel('messaging', 'mixed');
    await aliceChannel.watch();
    // Bob's watch carries the long-poll connection id, so the channel's events reach him.
    const bobChannel = bob.channel('messaging', 'mixed');
    await bobChannel.watch();

    const toBob = nextEvent(bob, 'message.new');
    const sentAt = Date.now();
    await aliceChannel.sendMessage({ text: 'over the socket' });
    expect((await toBob).message?.text).toBe('over the socket');
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(bobChannel.state.messages.map((m) => m.text)).toEqual(['over the socket']);

    const toAlice = nextEvent(alice, 'message.new');
    await bobChannel.sendMessage({ text: 'over long-poll' });
    expect((await toAlice).message?.user?.id).toBe('bob');

    // The SDK sends typing events only over a healthy WebSocket (`_isTypingIndicatorsEnabled`),
    // so a long-poll client shows others typing but never announces its own.
    const typingToBob = nextEvent(bob, 'typing.start', (e) => e.user?.id === 'alice');
    await aliceChannel.keystroke();
    await typingToBob;

    const readByBob = nextEvent(alice, 'message.read', (e) => e.user?.id === 'bob');
    const ownRead = nextEvent(bob, 'notification.mark_read');
    await bobChannel.markRead();
    await readByBob;
    expect((await ownRead).total_unread_count).toBe(0);
  });

  it('a dropped long-poll connection goes offline, reconnects and recovers what it missed', async () => {
    const alice = await h.connect('alice');
    const bob = await viaLongPoll('bob');
    await serverChannel(h, 'messaging', 'drop', { createdBy: 'alice', members: ['alice', 'bob'] });
    const aliceChannel = alice.channel('messaging', 'drop');
    await aliceChannel.watch();
    await bob.channel('messaging', 'drop').watch();
    const oldConnection = bob.wsFallback?.connectionID;
    const changes = collectEvents(bob, 'connection.changed');
    const recovered = nextEvent(bob, 'connection.recovered', () => true, 10_000);
    h.emulator.dropConnections('bob');
    await aliceChannel.sendMessage({ text: 'while you were away' });
    await recovered;
    expect(changes.map((e) => e.online)).toEqual([false, true]);
    expect(bob.wsFallback?.connectionID).not.toBe(oldConnection);
    const texts = bob.activeChannels['messaging:drop']?.state.messages.map((m) => m.text);
    expect(texts).toContain('while you were away');
    const live = nextEvent(bob, 'message.new');
    await aliceChannel.sendMessage({ text: 'back' });
    expect((await live).message?.text).toBe('back');
  });

  it('disconnectUser closes the connection: followers see the user go offline', async () => {
    const alice = await h.connect('alice');
    const bob = await viaLongPoll('bob');
    await serverChannel(h, 'messaging', 'pair', { createdBy: 'alice', members: ['alice', 'bob'] });
    await alice.channel('messaging', 'pair').watch({ presence: true });
    const offline = nextEvent(alice, 'user.presence.changed', (e) => e.user?.id === 'bob');
    await bob.disconnectUser();
    expect((await offline).user?.online).toBe(false);
  });

  it('a deactivated user is refused on the next poll (code 17) and goes offline', async () => {
    const bob = await viaLongPoll('bob');
    const offline = nextEvent(bob, 'connection.changed', (e) => e.online === false);
    await h.server.deactivateUser('bob');
    // The held poll ends empty; the next one is refused by the auth check.
    await offline;
    expect(bob.wsFallback?.isHealthy()).toBe(false);
  });
});

describe('long-poll transport: holding, idling and bad polls', () => {
  const h = useEmulator({ longPoll: { holdMs: 400, idleMs: 1500 } });

  /** Connects the way the SDK's fallback does, without the SDK, to time the server's answers. */
  async function rawConnect(userId: string): Promise<string> {
    const json = JSON.stringify({ user_id: userId, user_details: { id: userId } });
    const { status, body } = await rawCall(h, 'GET', '/longpoll', { userId, query: { json } });
    expect(status).toBe(200);
    const event = body.event as { type: string; connection_id: string; me: { id: string } };
    expect(event).toMatchObject({ type: 'health.check', me: { id: userId } });
    return event.connection_id;
  }
  const poll = (userId: string, connectionId: string) =>
    rawCall(h, 'GET', '/longpoll', { userId, query: { connection_id: connectionId } });

  it('holds an idle poll and answers it empty after the hold time', async () => {
    const id = await rawConnect('bob');
    const startedAt = Date.now();
    const { status, body } = await poll('bob', id);
    expect(status).toBe(200);
    expect(body.events).toEqual([]);
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(350);
  });

  it('answers a held poll as soon as an event is queued', async () => {
    const id = await rawConnect('bob');
    await h.server
      .channel('messaging', 'held', { created_by_id: 'bob', members: ['bob'] })
      .create();
    // Watch with the long-poll connection id, as the SDK's REST calls do.
    await rawCall(h, 'POST', '/channels/messaging/held/query', {
      userId: 'bob',
      query: { connection_id: id },
      body: { watch: true, state: true },
    });
    // What was queued meanwhile (bob's own user.watching.start) is answered at once.
    const queued = await poll('bob', id);
    expect((queued.body.events as { type: string }[]).map((e) => e.type)).toEqual([
      'user.watching.start',
    ]);
    const startedAt = Date.now();
    const pending = poll('bob', id);
    await sleep(100);
    await h.server.channel('messaging', 'held').sendMessage({ text: 'wake up', user_id: 'bob' });
    const { body } = await pending;
    // Woken by the message, well before the 400 ms hold ends.
    expect(Date.now() - startedAt).toBeLessThan(350);
    const events = body.events as { type: string; message?: { text: string } }[];
    expect(events.find((e) => e.type === 'message.new')?.message?.text).toBe('wake up');
  });

  it('refuses a poll for an unknown or another user’s connection with code 46', async () => {
    const id = await rawConnect('bob');
    const foreign = await poll('alice', id);
    expect(foreign).toMatchObject({ status: 400, body: { code: 46 } });
    const unknown = await poll('bob', 'no-such-connection');
    expect(unknown.body.code).toBe(46);
    const neither = await rawCall(h, 'GET', '/longpoll', { userId: 'bob' });
    expect(neither).toMatchObject({ status: 400, body: { code: 4 } });
    const badJson = await rawCall(h, 'GET', '/longpoll', { userId: 'bob', query: { json: '{' } });
    expect(badJson).toMatchObject({ status: 400, body: { code: 4 } });
    const otherUser = await rawCall(h, 'GET', '/longpoll', {
      userId: 'bob',
      query: { json: JSON.stringify({ user_id: 'alice' }) },
    });
    expect(otherUser).toMatchObject({ status: 401, body: { code: 5 } });
  });

  it('closes a connection whose client stopped polling, and one closed with close=true', async () => {
    const health = async () =>
      (await (await fetch(`${h.emulator.url}/_emulator/health`)).json()) as { connections: number };
    const idle = await rawConnect('bob');
    expect((await health()).connections).toBe(1);
    await sleep(1700);
    expect((await health()).connections).toBe(0);
    expect((await poll('bob', idle)).body.code).toBe(46);

    const closing = await rawConnect('bob');
    const closed = await rawCall(h, 'GET', '/longpoll', {
      userId: 'bob',
      query: { close: 'true', connection_id: closing },
    });
    expect(closed.status).toBe(200);
    expect((await health()).connections).toBe(0);
  });
});

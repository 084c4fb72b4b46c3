import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StreamChat } from 'stream-chat';
import { afterAll, describe, expect, it } from 'vitest';
import { nextEvent, serverChannel, useEmulator } from './test/harness';

const texts = (client: StreamChat, cid: string) =>
  client.activeChannels[cid]?.state.messages.map((message) => message.text);

describe('restart', () => {
  const h = useEmulator();
  const dirs: string[] = [];
  afterAll(async () => {
    await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  /** Alice and Bob both watch `messaging:restart` and have exchanged three messages. */
  async function conversation() {
    await serverChannel(h, 'messaging', 'restart', {
      createdBy: 'alice',
      members: ['alice', 'bob'],
    });
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const aliceChannel = alice.channel('messaging', 'restart');
    await aliceChannel.watch();
    const bobChannel = bob.channel('messaging', 'restart');
    await bobChannel.watch();
    await aliceChannel.sendMessage({ text: 'before 1' });
    await bobChannel.sendMessage({ text: 'before 2' });
    await aliceChannel.sendMessage({ text: 'before 3' });
    return { alice, bob, aliceChannel, bobChannel };
  }

  it('POST /_emulator/restart: the port closes, clients reconnect and recover, nothing is lost', async () => {
    const { alice, bob, aliceChannel } = await conversation();
    const connectionIds = [alice.wsConnection?.connectionID, bob.wsConnection?.connectionID];
    const { port, url } = h.emulator;
    const recovered = [alice, bob].map((client) =>
      nextEvent(client, 'connection.recovered', () => true, 12_000),
    );

    const answer = fetch(`${url}/_emulator/restart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ down_ms: 1000 }),
    });
    // The SDK marks the socket unhealthy at once (`connection.changed` follows after 5 s).
    await expect.poll(() => bob.wsConnection?.isHealthy).toBe(false);
    // Down: nothing listens on the port (a refused connection, not an error answer).
    await expect(fetch(`${url}/_emulator/health`)).rejects.toThrow();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      users: 2,
      channels: 1,
      messages: 3,
    });
    expect([h.emulator.port, h.emulator.url]).toEqual([port, url]);

    // Sent before Bob's client is back: he gets it from the recovery query or live.
    await h.server
      .channel('messaging', 'restart')
      .sendMessage({ text: 'while reconnecting', user_id: 'alice' });
    await Promise.all(recovered);
    const newIds = [alice.wsConnection?.connectionID, bob.wsConnection?.connectionID];
    expect(newIds[0]).not.toBe(connectionIds[0]);
    expect(newIds[1]).not.toBe(connectionIds[1]);
    const all = ['before 1', 'before 2', 'before 3', 'while reconnecting'];
    expect(texts(bob, 'messaging:restart')).toEqual(all);
    expect(texts(alice, 'messaging:restart')).toEqual(all);
    const stored = await h.server
      .channel('messaging', 'restart')
      .query({ messages: { limit: 10 } });
    expect(stored.messages.map((message) => message.text)).toEqual(all);

    // The new connections watch again: a message sent now reaches Bob live.
    const live = nextEvent(bob, 'message.new');
    await aliceChannel.sendMessage({ text: 'after the restart' });
    expect((await live).message?.text).toBe('after the restart');
  }, 20_000);

  it('a message sent while the service is down fails, and its retry with the same id is stored once', async () => {
    const { alice, bob, aliceChannel } = await conversation();
    const recovered = [alice, bob].map((client) =>
      nextEvent(client, 'connection.recovered', () => true, 12_000),
    );
    const answer = h.emulator.restart({ downMs: 1000 });
    await expect.poll(() => alice.wsConnection?.isHealthy).toBe(false);
    // The send that meets the outage fails: the app shows it failed, with a retry.
    const message = { id: 'alice-while-down', text: 'sent while down' };
    await expect(aliceChannel.sendMessage(message)).rejects.toThrow();
    await answer;
    await Promise.all(recovered);

    // The retry sends the same id; a second retry (its answer lost) is refused as a duplicate.
    const arrived = nextEvent(bob, 'message.new');
    await aliceChannel.sendMessage(message);
    expect((await arrived).message?.id).toBe('alice-while-down');
    await expect(aliceChannel.sendMessage(message)).rejects.toThrow(/already exists/);

    const all = ['before 1', 'before 2', 'before 3', 'sent while down'];
    const stored = await h.server
      .channel('messaging', 'restart')
      .query({ messages: { limit: 10 } });
    expect(stored.messages.map((one) => one.text)).toEqual(all);
    expect(texts(bob, 'messaging:restart')).toEqual(all);
    expect(texts(alice, 'messaging:restart')).toEqual(all);
  }, 20_000);

  it('restart() keeps uploads, read state and members, and writes the export it starts from', async () => {
    const { bob, bobChannel } = await conversation();
    const upload = await bobChannel.sendFile(
      Buffer.from('kept file') as unknown as File,
      'kept.txt',
      'text/plain',
    );
    await bobChannel.markRead();
    await bob.disconnectUser();
    const exportDir = await mkdtemp(join(tmpdir(), 'chat-restart-'));
    dirs.push(exportDir);

    await h.emulator.restart({ exportDir });

    const written = JSON.parse(await readFile(join(exportDir, 'chat-state.json'), 'utf8'));
    expect(Object.keys(written.messages)).toHaveLength(3);
    const path = new URL(upload.file as string).pathname;
    expect(await (await fetch(`${h.emulator.url}${path}`)).text()).toBe('kept file');
    const again = await h.connect('bob');
    const [channel] = await again.queryChannels({ cid: 'messaging:restart' });
    expect(channel?.state.members).toHaveProperty('alice');
    expect(channel?.state.messages.map((message) => message.text)).toEqual([
      'before 1',
      'before 2',
      'before 3',
    ]);
    expect(channel?.countUnread()).toBe(0);
    expect((await again.getUnreadCount()).total_unread_count).toBe(0);
  });

  it('refuses a bad body with code 4 and a concurrent restart with 409', async () => {
    const post = (body: unknown) =>
      fetch(`${h.emulator.url}/_emulator/restart`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    for (const body of [{ down_ms: -1 }, { down_ms: 'soon' }, { down_ms: 60_001 }, { wait: 1 }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 4 });
    }
    const first = post({ down_ms: 300 });
    await expect
      .poll(() =>
        fetch(`${h.emulator.url}/_emulator/health`).then(
          () => 'up',
          () => 'down',
        ),
      )
      .toBe('down');
    await expect(h.emulator.restart()).rejects.toMatchObject({ status: 409 });
    expect((await first).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { nextEvent, useEmulator } from './test/harness';

describe('connection', () => {
  const h = useEmulator();

  it('answers the handshake with health.check, a connection id and a full me', async () => {
    const alice = h.userClient();
    const result = await alice.connectUser({ id: 'alice', name: 'Alice' }, h.server.createToken('alice'));
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
    const alice = await h.connect('alice');
    const bob = await h.connect('bob');
    const channel = alice.channel('messaging', 'general', { name: 'General', members: ['alice', 'bob'] });
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

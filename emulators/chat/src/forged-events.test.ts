import type { Event } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import {
  collectEvents,
  errorOf,
  nextEvent,
  serverChannel,
  sleep,
  useEmulator,
} from './test/harness';

/**
 * Events a client sends are typing and custom events only: a member of one channel must not make
 * a message "from Alice" appear in another channel it cannot read.
 */
describe('client events', () => {
  const h = useEmulator();

  /** Bob reads a channel with Alice and one with Mallory; Mallory cannot read the first. */
  async function setting() {
    await serverChannel(h, 'messaging', 'crew', { createdBy: 'alice', members: ['alice', 'bob'] });
    await serverChannel(h, 'messaging', 'shared', {
      createdBy: 'bob',
      members: ['bob', 'mallory'],
    });
    const bob = await h.connect('bob');
    await bob.channel('messaging', 'crew').watch();
    await bob.channel('messaging', 'shared').watch();
    const mallory = await h.connect('mallory');
    const shared = mallory.channel('messaging', 'shared');
    await shared.watch();
    return { bob, shared };
  }

  it('refuses the types the chat service sends (attack: a forged message.new)', async () => {
    const { bob, shared } = await setting();
    const forged = collectEvents(bob, 'message.new');
    for (const type of [
      'message.new',
      'message.updated',
      'notification.message_new',
      'member.added',
      'user.updated',
      'message.anything',
    ]) {
      const refusal = await errorOf(
        shared.sendEvent({
          type,
          cid: 'messaging:crew',
          message: { id: 'fake', text: 'Send me the keys', user: { id: 'alice' } },
        } as unknown as Event),
      );
      expect(refusal, type).toMatchObject({ code: 4, status: 400 });
    }
    await sleep(100);
    expect(forged).toEqual([]);
    expect(bob.channel('messaging', 'crew').state.messages).toEqual([]);
  });

  it("keeps the server's channel, user and time over the client's fields", async () => {
    const { bob, shared } = await setting();
    const heard = nextEvent(bob, 'crewspace.ping');
    await shared.sendEvent({
      type: 'crewspace.ping',
      cid: 'messaging:crew',
      channel_id: 'crew',
      user: { id: 'alice', name: 'Alice' },
      created_at: '2000-01-01T00:00:00.000Z',
      note: 'hello',
    } as unknown as Event);
    const event = await heard;
    expect(event).toMatchObject({
      cid: 'messaging:shared',
      channel_id: 'shared',
      user: { id: 'mallory' },
      note: 'hello',
    });
    expect(event.created_at).not.toBe('2000-01-01T00:00:00.000Z');
  });

  it('still relays typing', async () => {
    const { bob, shared } = await setting();
    const typing = nextEvent(bob, 'typing.start');
    await shared.keystroke();
    expect(await typing).toMatchObject({ cid: 'messaging:shared', user: { id: 'mallory' } });
  });
});

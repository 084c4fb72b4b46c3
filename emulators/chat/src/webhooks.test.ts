import { createHmac } from 'node:crypto';
import { StreamChat } from 'stream-chat';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startChatEmulator } from './server';
import { API_KEY, API_SECRET, errorOf, useEmulator } from './test/harness';
import { startWebhookReceiver, type Answer, type WebhookReceiver } from './test/webhook-receiver';

/** The `members` of a webhook event (Stream's payload has them; the SDK's `Event` type not). */
function membersOf(event: unknown): Record<string, unknown>[] {
  return (event as { members?: Record<string, unknown>[] }).members ?? [];
}

/** Stream's webhooks: app settings, signed deliveries of message events, retries. */
describe('webhooks', () => {
  const h = useEmulator({ webhookDelivery: { timeoutMs: 300, retryDelaysMs: [50, 100] } });
  let receiver: WebhookReceiver | undefined;
  afterEach(async () => {
    await h.emulator.webhooksIdle();
    await receiver?.close();
    receiver = undefined;
  });

  async function receiving(answer?: (index: number) => Answer): Promise<WebhookReceiver> {
    receiver = await startWebhookReceiver(answer);
    await h.server.updateAppSettings({ webhook_url: receiver.url });
    return receiver;
  }

  /** Alice's #design with Bob; Carol exists but is no member. Alice is connected. */
  async function design(): Promise<StreamChat> {
    await h.server.upsertUsers([
      { id: 'alice', name: 'Alice' },
      { id: 'bob', name: 'Bob' },
      { id: 'carol', name: 'Carol' },
    ]);
    await h.server
      .channel('messaging', 'design', {
        name: 'design',
        created_by_id: 'alice',
        members: ['alice', 'bob'],
      })
      .create();
    return h.connect('alice', { name: 'Alice' });
  }

  it('keeps webhook_url and webhook_events from updateAppSettings, for server eyes only', async () => {
    await h.server.updateAppSettings({
      webhook_url: 'http://127.0.0.1:9/hooks',
      webhook_events: ['message.new'],
    });
    const { app } = await h.server.getAppSettings();
    expect(app).toMatchObject({
      webhook_url: 'http://127.0.0.1:9/hooks',
      webhook_events: ['message.new'],
    });
    const alice = await h.connect('alice');
    const seenByUser = await alice.getAppSettings();
    expect(seenByUser.app?.webhook_url).toBeUndefined();
    expect(seenByUser.app?.webhook_events).toBeUndefined();

    const refused = await errorOf(h.server.updateAppSettings({ webhook_url: 'ftp://example' }));
    expect(refused.code).toBe(4);
    expect(refused.message).toMatch(/webhook_url/);
    await h.server.updateAppSettings({ webhook_url: '' });
    expect((await h.server.getAppSettings()).app?.webhook_url).toBe('');
  });

  it('posts message.new with its mentions, signed with the API secret, after the send', async () => {
    const hook = await receiving();
    const alice = await design();
    const { message } = await alice
      .channel('messaging', 'design')
      .sendMessage({ text: '@Bob @Carol look', mentioned_users: ['bob', 'carol'] });
    await expect.poll(() => hook.deliveries.length).toBe(1);

    const [delivery] = hook.deliveries;
    expect(delivery!.headers['content-type']).toBe('application/json');
    expect(delivery!.headers['x-api-key']).toBe(API_KEY);
    expect(delivery!.headers['x-webhook-attempt']).toBe('1');
    expect(delivery!.headers['x-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    const signature = String(delivery!.headers['x-signature']);
    expect(h.server.verifyWebhook(delivery!.rawBody, signature)).toBe(true);
    expect(signature).toBe(
      createHmac('sha256', API_SECRET).update(delivery!.rawBody).digest('hex'),
    );
    expect(h.server.verifyWebhook(`${delivery!.rawBody} `, signature)).toBe(false);

    const event = delivery!.event;
    expect(event).toMatchObject({
      type: 'message.new',
      cid: 'messaging:design',
      channel_type: 'messaging',
      channel_id: 'design',
      message_id: message.id,
      user: { id: 'alice', name: 'Alice', channel_unread_count: 0, total_unread_count: 0 },
      channel: { cid: 'messaging:design', name: 'design', member_count: 2 },
    });
    expect(event.message).toMatchObject({ id: message.id, text: '@Bob @Carol look' });
    expect(event.message?.user?.id).toBe('alice');
    expect(event.message?.mentioned_users?.map((user) => user.id)).toEqual(['bob', 'carol']);
    const members = membersOf(event);
    expect(members.map((member) => member.user_id).sort()).toEqual(['alice', 'bob']);
    expect(members.find((member) => member.user_id === 'bob')).toMatchObject({
      notifications_muted: false,
      channel_unread_count: 1,
      total_unread_count: 1,
      unread_channels: 1,
    });
  });

  it('marks members who muted the channel and sends edits and deletions', async () => {
    const hook = await receiving();
    const alice = await design();
    await h.server.channel('messaging', 'design').mute({ user_id: 'bob' });
    const channel = alice.channel('messaging', 'design');
    const { message } = await channel.sendMessage({ text: 'hello' });
    await alice.updateMessage({
      id: message.id,
      text: 'hello @Bob',
      mentioned_users: [{ id: 'bob' }],
    });
    await alice.deleteMessage(message.id);
    // Counted by X-Webhook-Id: on a loaded machine an attempt may pass the test's 300 ms limit
    // and be retried under the same id, as Stream retries.
    const eventIds = () => new Set(hook.deliveries.map((d) => d.headers['x-webhook-id']));
    await expect.poll(() => eventIds().size).toBe(3);

    const byType = Object.fromEntries(hook.deliveries.map((d) => [d.event.type, d.event]));
    const bob = membersOf(byType['message.new']).find((member) => member.user_id === 'bob');
    expect(bob).toMatchObject({ notifications_muted: true, channel_unread_count: 0 });
    expect(byType['message.updated']).toMatchObject({
      message_id: message.id,
      user: { id: 'alice' },
    });
    expect(byType['message.updated']?.message?.mentioned_users?.map((u) => u.id)).toEqual(['bob']);
    expect(byType['message.deleted']).toMatchObject({
      message_id: message.id,
      hard_delete: false,
      message: { type: 'deleted' },
    });
    for (const delivery of hook.deliveries) {
      expect(
        h.server.verifyWebhook(delivery.rawBody, String(delivery.headers['x-signature'])),
      ).toBe(true);
    }
  });

  it('sends only the types webhook_events names, and nothing once webhook_url is cleared', async () => {
    const hook = await receiving();
    await h.server.updateAppSettings({ webhook_events: ['message.updated'] });
    const alice = await design();
    const { message } = await alice.channel('messaging', 'design').sendMessage({ text: 'one' });
    await alice.updateMessage({ id: message.id, text: 'one, edited' });
    await expect.poll(() => hook.deliveries.map((d) => d.event.type)).toEqual(['message.updated']);

    await h.server.updateAppSettings({ webhook_url: '' });
    await alice.channel('messaging', 'design').sendMessage({ text: 'two' });
    await alice.updateMessage({ id: message.id, text: 'one, edited again' });
    await h.emulator.webhooksIdle();
    expect(hook.deliveries).toHaveLength(1);
  });

  it('retries 5xx answers with the same id and body, three attempts at most', async () => {
    const hook = await receiving((index) => (index < 2 ? 503 : 200));
    const alice = await design();
    await alice.channel('messaging', 'design').sendMessage({ text: 'third time lucky' });
    await h.emulator.webhooksIdle();
    expect(hook.deliveries.map((d) => d.headers['x-webhook-attempt'])).toEqual(['1', '2', '3']);
    expect(new Set(hook.deliveries.map((d) => d.headers['x-webhook-id'])).size).toBe(1);
    expect(new Set(hook.deliveries.map((d) => d.rawBody)).size).toBe(1);

    const failing = await receiving(() => 500);
    await alice.channel('messaging', 'design').sendMessage({ text: 'never taken' });
    await h.emulator.webhooksIdle();
    expect(failing.deliveries).toHaveLength(3);
  });

  it('retries timeouts and 429, not other 4xx answers', async () => {
    const slow = await receiving((index) => (index === 0 ? 'hang' : 200));
    const alice = await design();
    await alice.channel('messaging', 'design').sendMessage({ text: 'slow' });
    await h.emulator.webhooksIdle();
    expect(slow.deliveries.map((d) => d.headers['x-webhook-attempt'])).toEqual(['1', '2']);
    await slow.close();

    const throttled = await receiving((index) => (index === 0 ? 429 : 200));
    await alice.channel('messaging', 'design').sendMessage({ text: 'throttled' });
    await h.emulator.webhooksIdle();
    expect(throttled.deliveries).toHaveLength(2);
    await throttled.close();

    const refusing = await receiving(() => 401);
    await alice.channel('messaging', 'design').sendMessage({ text: 'refused' });
    await h.emulator.webhooksIdle();
    expect(refusing.deliveries).toHaveLength(1);
  });

  it('tries an unreachable webhook twice and keeps answering meanwhile', async () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const gone = await startWebhookReceiver();
    await gone.close();
    await h.server.updateAppSettings({ webhook_url: gone.url });
    const alice = await design();
    const started = Date.now();
    await alice.channel('messaging', 'design').sendMessage({ text: 'into the void' });
    // The send does not wait for the webhook (which is retried after a pause).
    expect(Date.now() - started).toBeLessThan(1000);
    const [channel] = await h.server.queryChannels({ cid: 'messaging:design' });
    expect(channel?.state.messages.at(-1)?.text).toBe('into the void');
    await h.emulator.webhooksIdle();
    expect(warnings).toHaveBeenCalledWith(
      expect.stringMatching(/webhook message\.new to .* failed after 2 attempts: ECONNREFUSED/),
    );
    warnings.mockRestore();

    const back = await receiving();
    await alice.channel('messaging', 'design').sendMessage({ text: 'back again' });
    await expect
      .poll(() => back.deliveries.map((d) => d.event.message?.text))
      .toEqual(['back again']);
  });

  it('does not hold the request that caused the event while the webhook hangs', async () => {
    const hook = await receiving(() => 'hang');
    const alice = await design();
    const started = Date.now();
    await alice.channel('messaging', 'design').sendMessage({ text: 'fire and forget' });
    expect(Date.now() - started).toBeLessThan(250);
    await expect.poll(() => hook.deliveries.length).toBeGreaterThan(0);
  });
});

describe('the webhookUrl start option', () => {
  it('sets webhook_url at start and again after a reset', async () => {
    const hook = await startWebhookReceiver();
    const emulator = await startChatEmulator({ port: 0, webhookUrl: hook.url });
    try {
      const server = new StreamChat(API_KEY, API_SECRET, { baseURL: emulator.url });
      expect((await server.getAppSettings()).app?.webhook_url).toBe(hook.url);
      await server.updateAppSettings({ webhook_url: '' });
      await emulator.reset();
      expect((await server.getAppSettings()).app?.webhook_url).toBe(hook.url);
      await server.upsertUser({ id: 'alice' });
      const solo = server.channel('messaging', 'solo', {
        created_by_id: 'alice',
        members: ['alice'],
      });
      await solo.create();
      await solo.sendMessage({ text: 'hi', user_id: 'alice' });
      await expect.poll(() => hook.deliveries.map((d) => d.event.type)).toEqual(['message.new']);
    } finally {
      await emulator.close();
      await hook.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { errorOf, rawCall, serverChannel, useEmulator } from './test/harness';

/**
 * The SDK refuses several inputs before sending them; the emulator refuses the same requests
 * with Stream's code 4 (HTTP 400) when they arrive anyway.
 */
describe('validation', () => {
  const h = useEmulator();

  it('channel type and id characters', async () => {
    const alice = await h.connect('alice');
    expect(() => alice.channel('bad type', 'x')).toThrow(/Invalid chat type/);
    expect(() => alice.channel('messaging', 'bad id')).toThrow(/Invalid chat id/);
    expect(() => alice.channel('messaging', 'group:one')).toThrow(/can't contain the : character/);
    const badType = await rawCall(h, 'POST', '/channels/bad.type/x/query', {
      userId: 'alice',
      body: {},
    });
    expect(badType).toMatchObject({ status: 400, body: { code: 4, StatusCode: 400 } });
    expect(String(badType.body.message)).toMatch(/Invalid chat type/);
    const badId = await rawCall(h, 'POST', '/channels/messaging/group:one/query', {
      userId: 'alice',
      body: {},
    });
    expect(badId).toMatchObject({ status: 400, body: { code: 4 } });
  });

  it('a channel query needs an id or members', async () => {
    const alice = await h.connect('alice');
    expect(() => alice.channel('messaging', { members: [] })).toThrow(/at ?least one member/);
    const response = await rawCall(h, 'POST', '/channels/messaging/query', {
      userId: 'alice',
      body: { data: {} },
    });
    expect(response).toMatchObject({ status: 400, body: { code: 4 } });
    expect(String(response.body.message)).toMatch(/either channel id or members/);
  });

  it('archive and pin need a user id', async () => {
    await serverChannel(h, 'messaging', 'x', { createdBy: 'alice', members: ['alice'] });
    await expect(h.server.channel('messaging', 'x').archive()).rejects.toThrow(
      /user_id is required/,
    );
    await expect(h.server.channel('messaging', 'x').pin()).rejects.toThrow(/user_id is required/);
    const response = await rawCall(h, 'PATCH', '/channels/messaging/x/member/%20', {
      body: { set: { archived: true } },
    });
    expect(response).toMatchObject({ status: 400, body: { code: 4 } });
  });

  it('reactions need a message id and a non-empty type', async () => {
    await serverChannel(h, 'messaging', 'x', { createdBy: 'alice', members: ['alice'] });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'x');
    await channel.watch();
    const { message } = await channel.sendMessage({ text: 'hi' });
    await expect(channel.sendReaction('', { type: 'like' })).rejects.toThrow(
      /Message id is missing/,
    );
    const empty = await errorOf(channel.sendReaction(message.id, { type: '' }));
    expect(empty).toMatchObject({ code: 4, status: 400 });
    expect(empty.message).toMatch(/reaction type must not be empty/);
  });

  it('search cannot combine offset with next, and needs a channel filter and one query', async () => {
    const alice = await h.connect('alice');
    await expect(
      alice.search({ members: { $in: ['alice'] } }, 'x', { offset: 1, next: 'abc' }),
    ).rejects.toThrow(/Cannot specify offset with next/);
    const both = await rawCall(h, 'GET', '/search', {
      userId: 'alice',
      query: {
        payload: JSON.stringify({ filter_conditions: {}, query: 'x', offset: 2, next: 'abc' }),
      },
    });
    expect(both).toMatchObject({ status: 400, body: { code: 4 } });
    const noFilter = await rawCall(h, 'GET', '/search', {
      userId: 'alice',
      query: { payload: JSON.stringify({ query: 'x' }) },
    });
    expect(noFilter).toMatchObject({ status: 400, body: { code: 4 } });
    expect(String(noFilter.body.message)).toMatch(/filter_conditions/);
  });

  it('bodies are checked with a clear message, never a 500', async () => {
    await h.connect('alice');
    const notJson = await fetch(`${h.emulator.url}/channels?api_key=crewspace-local-key`, {
      method: 'POST',
      headers: {
        Authorization: h.server.createToken('alice'),
        'stream-auth-type': 'jwt',
        'Content-Type': 'application/json',
      },
      body: '{not json',
    });
    expect(notJson.status).toBe(400);
    const wrongShape = await rawCall(h, 'POST', '/channels', {
      userId: 'alice',
      body: { limit: 'ten' },
    });
    expect(wrongShape).toMatchObject({
      status: 400,
      body: { code: 4, StatusCode: 400, more_info: expect.any(String) },
    });
    expect(String(wrongShape.body.message)).toMatch(/limit/);
    const badOperator = await rawCall(h, 'POST', '/channels', {
      userId: 'alice',
      body: { filter_conditions: { name: { $regex: 'x' } } },
    });
    expect(badOperator).toMatchObject({ status: 400, body: { code: 4 } });
    const unknownRoute = await rawCall(h, 'GET', '/nope', { userId: 'alice' });
    expect(unknownRoute).toMatchObject({ status: 404, body: { code: 16 } });
    const missingMessage = await rawCall(h, 'POST', '/channels/messaging/x/message', {
      userId: 'alice',
      body: { message: { text: 5 } },
    });
    expect(missingMessage).toMatchObject({ status: 400, body: { code: 4 } });
  });

  it('user ids are required on upsert and partial update', async () => {
    await expect(h.server.partialUpdateUser({ id: '', set: { name: 'x' } })).rejects.toThrow(
      /User ID is required/,
    );
    const response = await rawCall(h, 'POST', '/users', {
      body: { users: { a: { name: 'no id' } } },
    });
    expect(response).toMatchObject({ status: 400, body: { code: 4 } });
  });

  it('malformed poll, vote, draft, search and long-poll requests are 4xx with a Stream code', async () => {
    await serverChannel(h, 'messaging', 'x', { createdBy: 'alice', members: ['alice'] });
    const alice = await h.connect('alice');
    const channel = alice.channel('messaging', 'x');
    await channel.watch();
    const { poll } = await alice.createPoll({ name: 'P', options: [{ text: 'a' }] });
    const { message } = await channel.sendMessage({ text: 'p', poll_id: poll.id });
    const requests: [string, string, unknown?, Record<string, string>?][] = [
      ['POST', '/polls', { name: 'x', options: 'many' }],
      ['POST', '/polls', { name: 'x', voting_visibility: 'secret' }],
      ['PUT', '/polls', { name: 'no id' }],
      ['PATCH', `/polls/${poll.id}`, { set: 'closed' }],
      ['PATCH', `/polls/${poll.id}`, { unset: ['name'] }],
      ['POST', '/polls/query', { filter: { name: { $regex: 'x' } } }],
      ['POST', '/polls/query', { sort: 'name' }],
      ['POST', '/polls/query', { next: '%%%' }],
      ['POST', `/polls/${poll.id}/options`, { text: 42 }],
      ['PUT', `/polls/${poll.id}/options`, { text: 'no id' }],
      ['POST', `/messages/${message.id}/polls/${poll.id}/vote`, { vote: 'a' }],
      ['POST', `/polls/${poll.id}/votes`, { limit: 0 }],
      ['POST', `/polls/${poll.id}/votes`, { filter: [] }],
      ['POST', '/drafts/query', { filter: { channel_cid: { $bogus: 1 } } }],
      ['POST', '/channels/messaging/x/draft', { message: 'text' }],
      ['GET', '/search', undefined, { payload: '{"filter_conditions":{},"query":"a","next":"x"}' }],
      [
        'GET',
        '/channels/messaging/x/pinned_messages',
        undefined,
        { payload: '{"sort":[{"field":"text"}]}' },
      ],
      ['GET', '/longpoll', undefined, { close: 'maybe' }],
      ['GET', '/longpoll', undefined, { json: '[]' }],
    ];
    for (const [method, path, body, query] of requests) {
      const response = await rawCall(h, method, path, { userId: 'alice', body, query });
      expect({ method, path, status: response.status, code: response.body.code }).toMatchObject({
        status: 400,
        code: 4,
      });
    }
    const missing = await rawCall(
      h,
      'DELETE',
      `/messages/${message.id}/polls/${poll.id}/vote/nope`,
      {
        userId: 'alice',
      },
    );
    expect(missing).toMatchObject({ status: 404, body: { code: 16 } });
  });
});

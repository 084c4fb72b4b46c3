import { describe, expect, it } from 'vitest';
import { errorOf, rawCall, useEmulator } from './test/harness';

/** `client.search` as the SDK sends it: channel filter, text or message filters, sort, paging. */
describe('message search', () => {
  const h = useEmulator();

  /**
   * Alice is in `crew`; `secret` (bob and carol) and the public community `town` (carol only)
   * are not hers, though she could read `town`.
   */
  async function world() {
    await h.server.upsertUsers(['alice', 'bob', 'carol'].map((id) => ({ id })));
    const create = (type: string, id: string, members: string[], extra = {}) =>
      h.server
        .channel(type, id, { created_by_id: members[0], members, ...extra } as never)
        .create();
    await create('messaging', 'crew', ['alice', 'bob']);
    await create('messaging', 'secret', ['bob', 'carol']);
    await create('community', 'town', ['carol'], { privacy: 'public' });
    const send = (type: string, id: string, user_id: string, text: string, extra = {}) =>
      h.server.channel(type, id).sendMessage({ text, user_id, ...extra });
    const m1 = await send('messaging', 'crew', 'bob', 'Launch plan for Friday');
    const m2 = await send('messaging', 'crew', 'alice', 'The launch moved', {
      mentioned_users: ['bob'],
    });
    const m3 = await send('messaging', 'crew', 'bob', 'plan B, no launch talk today');
    await send('messaging', 'secret', 'bob', 'launch codes are 1234');
    await send('community', 'town', 'carol', 'public launch party');
    const alice = await h.connect('alice');
    return { alice, ids: [m1.message.id, m2.message.id, m3.message.id] };
  }

  const texts = (response: { results: { message: { text?: string } }[] }) =>
    response.results.map((result) => result.message.text);

  it('never returns messages from channels the user is not a member of, whatever the filter', async () => {
    const { alice } = await world();
    const allCids = { cid: { $in: ['messaging:crew', 'messaging:secret', 'community:town'] } };
    for (const filter of [
      { members: { $in: ['alice'] } },
      allCids,
      { type: 'messaging' },
      { type: 'community' },
      {},
    ]) {
      const found = await alice.search(filter as never, 'launch');
      for (const result of found.results) {
        expect(result.message.cid).toBe('messaging:crew');
      }
    }
    expect(texts(await alice.search(allCids as never, 'launch'))).toHaveLength(3);
    expect((await alice.search({ type: 'community' }, 'launch')).results).toEqual([]);
    // The app backend searches everywhere.
    expect((await h.server.search(allCids as never, 'launch')).results).toHaveLength(5);
  });

  it('filters on text ($q, $autocomplete), user.id, created_at ranges, mentions and pinned', async () => {
    const { alice, ids } = await world();
    const crew = { cid: 'messaging:crew' };
    const search = async (filter: Record<string, unknown>) =>
      texts(await alice.search(crew, filter as never, { sort: [{ created_at: 1 }] }));
    expect(await search({ text: { $q: 'launch plan' } })).toEqual([
      'Launch plan for Friday',
      'plan B, no launch talk today',
    ]);
    expect(await search({ text: { $autocomplete: 'mov' } })).toEqual(['The launch moved']);
    expect(await search({ 'user.id': 'bob' })).toHaveLength(2);
    const first = await alice.getMessage(ids[0] ?? '');
    const third = await alice.getMessage(ids[2] ?? '');
    expect(
      await search({
        created_at: { $gt: first.message.created_at, $lt: third.message.created_at },
      }),
    ).toEqual(['The launch moved']);
    expect(await search({ 'mentioned_users.id': { $contains: 'bob' } })).toEqual([
      'The launch moved',
    ]);
    await h.server.pinMessage({ id: ids[2] ?? '' }, null, 'bob');
    expect(await search({ pinned: true })).toEqual(['plan B, no launch talk today']);
    expect(await search({ $and: [{ 'user.id': 'bob' }, { pinned: false }] })).toEqual([
      'Launch plan for Friday',
    ]);
  });

  it('sorts by relevance (the default), created_at and updated_at', async () => {
    const { alice, ids } = await world();
    const crew = { cid: 'messaging:crew' };
    // The newest hit only starts with the word: a whole-word hit ranks above it; ties newest first.
    await h.server
      .channel('messaging', 'crew')
      .sendMessage({ text: 'launching soon', user_id: 'bob' });
    const byRelevance = [
      'plan B, no launch talk today',
      'The launch moved',
      'Launch plan for Friday',
      'launching soon',
    ];
    expect(texts(await alice.search(crew, 'launch'))).toEqual(byRelevance);
    expect(texts(await alice.search(crew, 'launch', { sort: [{ relevance: -1 }] }))).toEqual(
      byRelevance,
    );
    expect(texts(await alice.search(crew, 'launch', { sort: [{ created_at: 1 }] }))).toEqual([
      'Launch plan for Friday',
      'The launch moved',
      'plan B, no launch talk today',
      'launching soon',
    ]);
    await alice.updateMessage({ id: ids[1] ?? '', text: 'The launch moved to Monday' });
    expect(texts(await alice.search(crew, 'launch', { sort: [{ updated_at: -1 }] }))[0]).toBe(
      'The launch moved to Monday',
    );
  });

  it('pages with offset or next/previous, never both', async () => {
    const { alice } = await world();
    const crew = { cid: 'messaging:crew' };
    const sort = [{ created_at: 1 as const }];
    const first = await alice.search(crew, 'launch', { limit: 2, sort });
    expect(texts(first)).toEqual(['Launch plan for Friday', 'The launch moved']);
    expect(first.previous).toBeUndefined();
    const second = await alice.search(crew, 'launch', { limit: 2, sort, next: first.next });
    expect(texts(second)).toEqual(['plan B, no launch talk today']);
    expect(second.next).toBeUndefined();
    expect(second.previous).toEqual(expect.any(String));
    const back = await alice.search(crew, 'launch', { limit: 2, sort, next: second.previous });
    expect(texts(back)).toEqual(texts(first));
    const byOffset = await alice.search(crew, 'launch', { limit: 2, sort, offset: 2 });
    expect(texts(byOffset)).toEqual(['plan B, no launch talk today']);
    // The SDK refuses offset with next itself; the server does too.
    const local = await errorOf(alice.search(crew, 'launch', { offset: 1, next: first.next }));
    expect(local.message).toBe('Cannot specify offset with next');
    const payload = JSON.stringify({
      filter_conditions: crew,
      query: 'launch',
      offset: 1,
      next: first.next,
    });
    const both = await rawCall(h, 'GET', '/search', { userId: 'alice', query: { payload } });
    expect(both).toMatchObject({ status: 400, body: { code: 4 } });
    const badCursor = await alice.search(crew, 'launch', { next: 'not-a-cursor' }).catch((e) => e);
    expect(badCursor.code).toBe(4);
  });
});

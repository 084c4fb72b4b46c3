/**
 * Polls as `stream-chat` uses them. Over 300 lines: one suite for one part of the protocol, whose
 * cases share a harness and a few helpers; the polls' own code is split by what it does.
 */
import type { Poll, PollResponse, StreamChat } from 'stream-chat';
import { isVoteAnswer } from 'stream-chat';
import { describe, expect, it } from 'vitest';
import { errorOf, nextEvent, rawCall, useEmulator } from './test/harness';

/** Client calls and the `Poll` / `PollManager` state. */
describe('polls', () => {
  const h = useEmulator();

  /** A group with a creator, a member, a moderator, a viewer; an outsider exists too. */
  async function crew() {
    await h.server.upsertUsers(['alice', 'bob', 'mod', 'viewer', 'outsider'].map((id) => ({ id })));
    await h.server
      .channel('messaging', 'crew', {
        created_by_id: 'alice',
        members: [
          { user_id: 'alice', channel_role: 'owner' },
          { user_id: 'bob', channel_role: 'member' },
          { user_id: 'mod', channel_role: 'moderator' },
          { user_id: 'viewer', channel_role: 'viewer' },
        ],
      } as never)
      .create();
    const as = async (id: string) => {
      const client = await h.connect(id);
      client.polls.registerSubscriptions();
      const channel = client.channel('messaging', 'crew');
      await channel.watch();
      return { client, channel };
    };
    return as;
  }

  /** Alice creates a poll through the PollManager and sends it; returns ids and her Poll. */
  async function sentPoll(
    alice: { client: StreamChat; channel: ReturnType<StreamChat['channel']> },
    settings: Partial<PollResponse> = {},
  ) {
    const poll = (await alice.client.polls.createPoll({
      name: 'Where do we meet?',
      options: [{ text: 'Office' }, { text: 'Park' }],
      ...settings,
    })) as Poll;
    const { message } = await alice.channel.sendMessage({ text: 'Vote!', poll_id: poll.id });
    const [office, park] = poll.data.options.map((option) => option.id) as [string, string];
    return { poll, messageId: message.id, office, park };
  }

  const isAnswer = (vote: Parameters<typeof isVoteAnswer>[0] | undefined) =>
    vote !== undefined && isVoteAnswer(vote);

  const pollOf = (client: StreamChat, id: string) => {
    const poll = client.polls.fromState(id);
    if (!poll) throw new Error(`poll ${id} is not in the client's PollManager`);
    return poll;
  };

  it('turns polls on for the types and offers the poll capabilities by role', async () => {
    const as = await crew();
    const alice = await as('alice');
    const viewer = await as('viewer');
    expect(alice.channel.getConfig()?.polls).toBe(true);
    expect(alice.channel.data?.own_capabilities).toEqual(
      expect.arrayContaining(['send-poll', 'cast-poll-vote', 'query-poll-votes']),
    );
    // Viewers see polls and who voted, but neither post nor vote.
    expect(viewer.channel.data?.own_capabilities).toContain('query-poll-votes');
    expect(viewer.channel.data?.own_capabilities).not.toContain('cast-poll-vote');
    expect(viewer.channel.data?.own_capabilities).not.toContain('send-poll');
    const types = await h.server.listChannelTypes();
    for (const type of ['messaging', 'team', 'community']) {
      expect(types.channel_types[type]?.polls).toBe(true);
    }
  });

  it('creates a poll, sends it with poll_id, and every reader gets the message with its poll', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const { poll } = await alice.client.createPoll({
      name: 'Lunch?',
      description: 'Friday',
      options: [{ text: 'Pizza' }, { text: 'Sushi', priority: 'high' } as never],
      allow_answers: true,
    });
    expect(poll).toMatchObject({
      name: 'Lunch?',
      description: 'Friday',
      voting_visibility: 'public',
      enforce_unique_vote: false,
      max_votes_allowed: null,
      allow_answers: true,
      allow_user_suggested_options: false,
      is_closed: false,
      created_by_id: 'alice',
      created_by: { id: 'alice' },
      vote_count: 0,
      vote_counts_by_option: {},
      latest_votes_by_option: {},
      answers_count: 0,
      latest_answers: [],
      own_votes: [],
    });
    expect(
      poll.options.map((o) => [o.text, (o as never as { priority?: string }).priority]),
    ).toEqual([
      ['Pizza', undefined],
      ['Sushi', 'high'],
    ]);
    // Not sent yet: only its creator sees it.
    expect(await errorOf(bob.client.getPoll(poll.id))).toMatchObject({ code: 17 });
    const received = nextEvent(bob.client, 'message.new');
    const { message } = await alice.channel.sendMessage({ text: 'Lunch?', poll_id: poll.id });
    expect(message).toMatchObject({ poll_id: poll.id, poll: { id: poll.id, name: 'Lunch?' } });
    expect((await received).message?.poll?.id).toBe(poll.id);
    expect(pollOf(bob.client, poll.id).data.name).toBe('Lunch?');
    const state = await bob.channel.query({ messages: { limit: 5 } });
    expect(state.messages.at(-1)?.poll?.options).toHaveLength(2);
    expect((await bob.client.getPoll(poll.id)).poll.id).toBe(poll.id);
    const outsider = await h.connect('outsider');
    expect(await errorOf(outsider.getPoll(poll.id))).toMatchObject({ code: 17, status: 403 });
    expect(await errorOf(bob.client.getPoll('no-such-poll'))).toMatchObject({
      code: 16,
      status: 404,
    });
  });

  it('casts, limits and removes votes; the PollManager of every watcher follows the events', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const { poll, messageId, office, park } = await sentPoll(alice, {
      max_votes_allowed: 2,
      allow_user_suggested_options: true,
      allow_answers: true,
    });
    const bobPoll = pollOf(bob.client, poll.id);

    // Each client's PollManager handles the event before these listeners, added later, see it.
    const casted = nextEvent(alice.client, 'poll.vote_casted');
    const bobCasted = nextEvent(bob.client, 'poll.vote_casted');
    await bobPoll.castVote(office, messageId);
    const event = await casted;
    await bobCasted;
    expect(event).toMatchObject({
      cid: 'messaging:crew',
      poll: { id: poll.id, vote_count: 1, vote_counts_by_option: { [office]: 1 } },
      poll_vote: { option_id: office, user_id: 'bob', user: { id: 'bob' } },
    });
    expect(poll.data.vote_count).toBe(1);
    expect(poll.data.latest_votes_by_option[office]?.[0]?.user?.id).toBe('bob');
    expect(Object.keys(bobPoll.data.ownVotesByOptionId)).toEqual([office]);

    // Bob suggests an option (allowed by the poll), and the creator's state gets it.
    const updated = nextEvent(alice.client, 'poll.updated');
    const { poll_option: suggested } = await bobPoll.createOption({ text: 'Cafe' });
    await updated;
    expect(poll.data.options.map((option) => option.text)).toEqual(['Office', 'Park', 'Cafe']);

    await bob.client.castPollVote(messageId, poll.id, { option_id: park });
    expect(
      await errorOf(bob.client.castPollVote(messageId, poll.id, { option_id: suggested.id })),
    ).toMatchObject({ code: 4, status: 400 });
    // Voting again for the same option is no new vote.
    const again = await bob.client.castPollVote(messageId, poll.id, { option_id: park });
    expect(again.vote.id).toBe(bobPoll.data.ownVotesByOptionId[park]?.id);

    // One answer per user: a second one replaces the first.
    const answered = nextEvent(bob.client, 'poll.vote_casted', (e) => isAnswer(e.poll_vote));
    await bobPoll.addAnswer('Somewhere with coffee', messageId);
    await answered;
    const changed = nextEvent(alice.client, 'poll.vote_changed');
    const bobChanged = nextEvent(bob.client, 'poll.vote_changed');
    await bobPoll.addAnswer('Anywhere', messageId);
    await changed;
    await bobChanged;
    expect(poll.data.answers_count).toBe(1);
    expect(bobPoll.data.ownAnswer?.answer_text).toBe('Anywhere');
    const answers = await bobPoll.queryAnswers({});
    expect(answers.votes.map((vote) => vote.answer_text)).toEqual(['Anywhere']);

    const removed = nextEvent(alice.client, 'poll.vote_removed');
    const bobRemoved = nextEvent(bob.client, 'poll.vote_removed');
    const officeVote = bobPoll.data.ownVotesByOptionId[office];
    await bobPoll.removeVote(officeVote?.id ?? '', messageId);
    await removed;
    await bobRemoved;
    expect(poll.data.vote_count).toBe(1);
    expect(Object.keys(bobPoll.data.ownVotesByOptionId)).toEqual([park]);
    const parkVotes = await alice.client.queryPollVotes(poll.id, { option_id: park });
    expect(parkVotes.votes.map((vote) => vote.user?.id)).toEqual(['bob']);
    expect(
      await errorOf(alice.client.removePollVote(messageId, poll.id, officeVote?.id ?? '')),
    ).toMatchObject({ code: 16 });
    const parkVote = bobPoll.data.ownVotesByOptionId[park]?.id ?? '';
    expect(await errorOf(alice.client.removePollVote(messageId, poll.id, parkVote))).toMatchObject({
      code: 17,
    });
  });

  it('enforce_unique_vote moves the vote (poll.vote_changed)', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const { poll, messageId, office, park } = await sentPoll(alice, { enforce_unique_vote: true });
    const bobPoll = pollOf(bob.client, poll.id);
    const casted = nextEvent(bob.client, 'poll.vote_casted');
    await bobPoll.castVote(office, messageId);
    await casted;
    const changed = nextEvent(bob.client, 'poll.vote_changed');
    const aliceChanged = nextEvent(alice.client, 'poll.vote_changed');
    await bob.client.castPollVote(messageId, poll.id, { option_id: park });
    expect((await changed).poll?.vote_counts_by_option).toEqual({ [park]: 1 });
    await aliceChanged;
    expect(Object.keys(bobPoll.data.ownVotesByOptionId)).toEqual([park]);
    expect(poll.data.vote_count).toBe(1);
  });

  it('anonymous polls hide the voter from everyone but the voter', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const { poll, messageId, office } = await sentPoll(alice, {
      voting_visibility: 'anonymous' as PollResponse['voting_visibility'],
    });
    const bobPoll = pollOf(bob.client, poll.id);
    const toAlice = nextEvent(alice.client, 'poll.vote_casted');
    const toBob = nextEvent(bob.client, 'poll.vote_casted');
    await bobPoll.castVote(office, messageId);
    const seenByAlice = (await toAlice).poll_vote;
    expect(seenByAlice?.user).toBeUndefined();
    expect(seenByAlice?.user_id).toBeUndefined();
    expect((await toBob).poll_vote?.user_id).toBe('bob');
    expect(Object.keys(bobPoll.data.ownVotesByOptionId)).toEqual([office]);
    expect(poll.data.latest_votes_by_option[office]?.[0]?.user).toBeUndefined();
    const votes = await alice.client.queryPollVotes(poll.id, {});
    expect(votes.votes).toHaveLength(1);
    expect(votes.votes[0]?.user_id).toBeUndefined();
    expect((await alice.client.queryPollVotes(poll.id, { user_id: 'bob' })).votes).toEqual([]);
    expect((await bob.client.queryPollVotes(poll.id, { user_id: 'bob' })).votes).toHaveLength(1);
    expect((await bob.client.getPoll(poll.id)).poll.own_votes?.[0]?.user_id).toBe('bob');
  });

  it('closes, updates and deletes: creator or moderator only, with poll.* events', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const mod = await as('mod');
    const { poll, messageId, office } = await sentPoll(alice);
    const bobPoll = pollOf(bob.client, poll.id);

    expect(
      await errorOf(bob.client.partialUpdatePoll(poll.id, { set: { name: 'Mine' } })),
    ).toMatchObject({ code: 17, status: 403 });
    const renamed = nextEvent(bob.client, 'poll.updated');
    await mod.client.partialUpdatePoll(poll.id, {
      set: { name: 'Meeting place', topic: 'x' } as never,
    });
    await renamed;
    expect(bobPoll.data.name).toBe('Meeting place');
    const unset = await alice.client.partialUpdatePoll(poll.id, { unset: ['topic' as never] });
    expect((unset.poll as { topic?: string }).topic).toBeUndefined();

    const full = await alice.client.updatePoll({
      id: poll.id,
      name: 'Meeting place (final)',
      options: [{ id: office, text: 'The office' }, { text: 'Online' }],
    });
    expect(full.poll.options.map((option) => option.text)).toEqual(['The office', 'Online']);

    const closed = nextEvent(bob.client, 'poll.closed');
    const updatedOnClose = nextEvent(bob.client, 'poll.updated', (e) => e.poll?.is_closed === true);
    await poll.close();
    await closed;
    await updatedOnClose;
    expect(bobPoll.data.is_closed).toBe(true);
    expect(
      await errorOf(bob.client.castPollVote(messageId, poll.id, { option_id: office })),
    ).toMatchObject({ code: 4, status: 400 });

    expect(await errorOf(bob.client.deletePoll(poll.id))).toMatchObject({ code: 17 });
    const deleted = nextEvent(bob.client, 'poll.deleted');
    const messageUpdated = nextEvent(
      bob.client,
      'message.updated',
      (e) => e.message?.id === messageId,
    );
    await alice.client.deletePoll(poll.id);
    expect((await deleted).poll?.id).toBe(poll.id);
    expect((await messageUpdated).message?.poll).toBeUndefined();
    expect(await errorOf(alice.client.getPoll(poll.id))).toMatchObject({ code: 16 });
  });

  it('stops its creator managing a poll once they may no longer post in its channel', async () => {
    const as = await crew();
    const bob = await as('bob');
    const { poll } = await sentPoll(bob);
    await h.server.channel('messaging', 'crew').removeMembers(['bob']);
    expect(
      await errorOf(bob.client.partialUpdatePoll(poll.id, { set: { name: 'Changed after' } })),
    ).toMatchObject({ code: 17, status: 403 });
    expect(await errorOf(bob.client.closePoll(poll.id))).toMatchObject({ code: 17 });
    expect(await errorOf(bob.client.deletePoll(poll.id))).toMatchObject({ code: 17 });
    const { poll: kept } = await h.server.getPoll(poll.id);
    expect(kept).toMatchObject({ name: 'Where do we meet?', is_closed: false });
  });

  it('refuses bad polls, bad sends and bad votes with Stream codes', async () => {
    const as = await crew();
    const alice = await as('alice');
    const viewer = await as('viewer');
    const options = (n: number) => Array.from({ length: n }, (_, i) => ({ text: `Option ${i}` }));
    const refused = async (promise: Promise<unknown>, code: number) =>
      expect((await errorOf(promise)).code).toBe(code);
    await refused(alice.client.createPoll({ name: '  ' }), 4);
    await refused(alice.client.createPoll({ name: 'Too many', options: options(101) }), 4);
    await refused(
      alice.client.createPoll({ name: 'Twice', options: [{ text: 'a' }, { text: 'a' }] }),
      4,
    );
    await refused(alice.client.createPoll({ name: 'Max', max_votes_allowed: 11 }), 4);
    await refused(
      alice.client.createPoll({ name: 'Unique', enforce_unique_vote: true, max_votes_allowed: 2 }),
      4,
    );
    const bad = await rawCall(h, 'POST', '/polls', { userId: 'alice', body: { name: 7 } });
    expect(bad).toMatchObject({ status: 400, body: { code: 4 } });
    const { poll: ok } = await alice.client.createPoll({ name: 'Fine', options: options(100) });
    await refused(alice.client.createPoll({ id: ok.id, name: 'Same id' }), 4);

    await refused(alice.channel.sendMessage({ text: 'x', poll_id: 'no-such-poll' }), 4);
    const bob = await h.connect('bob');
    const { poll: bobsPoll } = await bob.createPoll({ name: 'Bob asks', options: options(2) });
    await refused(alice.channel.sendMessage({ text: 'x', poll_id: bobsPoll.id }), 17);
    const { message } = await alice.channel.sendMessage({ text: 'Vote', poll_id: ok.id });
    await refused(alice.channel.sendMessage({ text: 'again', poll_id: ok.id }), 4);
    // A channel type without polls (Stream's default for new types).
    await h.server.createChannelType({ name: 'nopolls' });
    const plain = alice.client.channel('nopolls', 'plain', { members: ['alice'] } as never);
    await h.server
      .channel('nopolls', 'plain', { created_by_id: 'alice', members: ['alice'] })
      .create();
    const { poll: unsent } = await alice.client.createPoll({
      name: 'Nowhere',
      options: options(2),
    });
    await refused(plain.sendMessage({ text: 'x', poll_id: unsent.id }), 19);

    const option = ok.options[0]?.id ?? '';
    await refused(viewer.client.castPollVote(message.id, ok.id, { option_id: option }), 17);
    const outsider = await h.connect('outsider');
    await refused(outsider.castPollVote(message.id, ok.id, { option_id: option }), 17);
    await refused(alice.client.castPollVote(message.id, ok.id, { option_id: 'nope' }), 4);
    await refused(alice.client.castPollVote(message.id, ok.id, {}), 4);
    await refused(alice.client.addPollAnswer(message.id, ok.id, 'no answers here'), 4);
    await refused(alice.client.castPollVote(message.id, unsent.id, { option_id: option }), 4);
    await refused(alice.client.castPollVote('no-such-message', ok.id, { option_id: option }), 16);
    await refused(alice.client.castPollVote(message.id, 'no-such-poll', { option_id: option }), 16);
    await refused(alice.client.createPollOption(ok.id, { text: 'Option 100' }), 4);
    await refused(bob.createPollOption(ok.id, { text: 'Not allowed' }), 17);
  });

  it('queryPolls filters, sorts and pages, and shows each user only the polls they may see', async () => {
    const as = await crew();
    const alice = await as('alice');
    const bob = await as('bob');
    const names = ['Charlie', 'Alpha', 'Bravo'];
    const ids: string[] = [];
    for (const name of names) {
      const { poll } = await alice.client.createPoll({ name, options: [{ text: 'yes' }] });
      ids.push(poll.id);
    }
    await alice.channel.sendMessage({ text: 'a', poll_id: ids[1] });
    await alice.channel.sendMessage({ text: 'b', poll_id: ids[2] });
    await alice.client.closePoll(ids[2] ?? '');

    const byName = await alice.client.queryPolls({}, [{ name: 1 }]);
    expect(byName.polls.map((poll) => poll.name)).toEqual(['Alpha', 'Bravo', 'Charlie']);
    const closed = await alice.client.queryPolls({ is_closed: true });
    expect(closed.polls.map((poll) => poll.name)).toEqual(['Bravo']);
    const first = await alice.client.queryPolls({}, { name: 1 }, { limit: 2 });
    expect(first.polls.map((poll) => poll.name)).toEqual(['Alpha', 'Bravo']);
    expect(first.next).toEqual(expect.any(String));
    const second = await alice.client.queryPolls({}, { name: 1 }, { limit: 2, next: first.next });
    expect(second.polls.map((poll) => poll.name)).toEqual(['Charlie']);
    expect(second.next).toBeUndefined();
    // Bob sees the sent ones (his channel), not Alice's unsent poll.
    const bobs = await bob.client.queryPolls({}, { name: 1 });
    expect(bobs.polls.map((poll) => poll.name)).toEqual(['Alpha', 'Bravo']);
    const server = await h.server.queryPolls({ id: { $in: ids } }, [], {}, 'alice');
    expect(server.polls).toHaveLength(3);
    expect(
      await errorOf(alice.client.queryPolls({ name: { $regex: 'x' } } as never)),
    ).toMatchObject({
      code: 4,
    });
  });
});

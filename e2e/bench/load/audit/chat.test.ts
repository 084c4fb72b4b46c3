import { describe, expect, it } from 'vitest';
import { auditChatCounters, auditReactions, type StoredMessage } from './chat';

function message(id: string, userId: string, extra: Partial<StoredMessage> = {}): StoredMessage {
  return {
    id,
    cid: 'team:t',
    text: id,
    userId,
    parentId: null,
    replyCount: 0,
    reactionCounts: {},
    ...extra,
  };
}

describe('auditReactions', () => {
  const sent = [{ messageId: 'm1', cid: 'team:t', user: 'ana', type: 'like' }];

  it('finds each acknowledged reaction once', () => {
    expect(
      auditReactions(sent, [{ messageId: 'm1', user: 'ana', type: 'like' }], new Set()),
    ).toEqual([]);
  });

  it('reports lost, duplicated and unexplained reactions', () => {
    expect(auditReactions(sent, [], new Set())).toEqual([
      { kind: 'lost', subject: 'chat reaction', detail: 'reaction:m1:ana:like' },
    ]);
    const twice = [
      { messageId: 'm1', user: 'ana', type: 'like' },
      { messageId: 'm1', user: 'ana', type: 'like' },
    ];
    expect(auditReactions(sent, twice, new Set())[0]?.kind).toBe('duplicated');
    const stray = [...twice.slice(1), { messageId: 'm1', user: 'ben', type: 'wow' }];
    expect(auditReactions(sent, stray, new Set())).toEqual([
      { kind: 'unexplained', subject: 'chat reaction', detail: 'reaction:m1:ben:wow' },
    ]);
    expect(auditReactions(sent, stray, new Set(['reaction:m1:ben:wow']))).toEqual([]);
  });
});

describe('auditChatCounters', () => {
  const messages = [
    message('m1', 'ana', { replyCount: 1, reactionCounts: { like: 1 } }),
    message('r1', 'ben', { parentId: 'm1' }),
    message('m2', 'ben'),
  ];
  const reactions = [{ messageId: 'm1', user: 'ben', type: 'like' }];

  it('agrees when the counts match the messages', () => {
    const unread = [
      { uid: 'ana', cid: 'team:t', count: 1 },
      { uid: 'cai', cid: 'team:t', count: 2 },
    ];
    expect(auditChatCounters(messages, reactions, unread)).toEqual([]);
  });

  it('reports each count that disagrees', () => {
    const wrong = [
      message('m1', 'ana', { replyCount: 2, reactionCounts: { like: 2 } }),
      ...messages.slice(1),
    ];
    expect(auditChatCounters(wrong, reactions, [{ uid: 'ana', cid: 'team:t', count: 3 }])).toEqual([
      { kind: 'counter', subject: 'reply count', detail: 'm1 says 2, has 1' },
      { kind: 'counter', subject: 'reaction count', detail: 'm1 like: says 2, has 1' },
      { kind: 'counter', subject: 'unread count', detail: 'ana in team:t: says 3, 1 unread' },
    ]);
  });
});

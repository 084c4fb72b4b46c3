import { describe, expect, it } from 'vitest';
import { emptyLedger } from '../ledger';
import { auditCoverage, auditEndState, type EndState } from './audit';

function consistentRun() {
  const ledger = emptyLedger();
  ledger.messages.push({
    id: 'ana-L3_1',
    cid: 'team:load-team',
    text: '@Ben could you look at this? L3_1',
    token: 'L3_1',
    sender: 'ana',
    parentId: null,
    mentions: ['ben'],
  });
  ledger.projects.push({
    projectId: 'p1',
    field: 'description',
    value: 'Next step agreed in L3_2',
    token: 'L3_2',
    by: 'ana',
    created: false,
  });
  ledger.tasks.push({
    taskId: 't1',
    field: 'title',
    value: 'Task L3_3',
    token: 'L3_3',
    by: 'ben',
  });
  const state: EndState = {
    membership: {
      membersCount: 2,
      members: new Map([
        ['ana', 'owner'],
        ['ben', 'member'],
      ]),
      channelMembers: new Map([
        ['ana', 'owner'],
        ['ben', 'member'],
      ]),
    },
    messages: [
      {
        id: 'ana-L3_1',
        cid: 'team:load-team',
        text: '@Ben could you look at this? L3_1',
        userId: 'ana',
        parentId: null,
        replyCount: 0,
        reactionCounts: {},
      },
    ],
    reactions: [],
    unread: [
      { uid: 'ana', cid: 'team:load-team', count: 0 },
      { uid: 'ben', cid: 'team:load-team', count: 1 },
    ],
    comments: [],
    elements: new Map(),
    projects: new Map([['p1', { name: 'Project 1', description: 'Next step agreed in L3_2' }]]),
    tasks: new Map([['t1', { title: 'Task L3_3', description: 'Seeded' }]]),
    activity: [
      { targetId: 'p1', verb: 'created', actorId: 'ana' },
      { targetId: 'p1', verb: 'updated', actorId: 'ana' },
    ],
    events: new Map(),
    notifications: [
      {
        id: 'chat-mention_ana-L3_1_ben',
        userId: 'ben',
        type: 'chat-mention',
        title: 'Ana mentioned you in #Load team',
        body: '@Ben could you look at this? L3_1',
        read: false,
      },
    ],
  };
  return { ledger, state };
}

const context = { seededProjects: ['p1'], uploaderOf: () => 'cai', seen: () => true };

describe('auditEndState', () => {
  it('finds nothing in a consistent end state', () => {
    const { ledger, state } = consistentRun();
    expect(auditEndState(ledger, state, context)).toEqual([]);
  });

  it('says how much it compared', () => {
    const { ledger, state } = consistentRun();
    expect(auditCoverage(ledger, state, context)).toBe(
      '1 messages and replies, 0 reactions, 0 video comments, 2 document writes, ' +
        '1 notifications due (1 possible), 0 notifications read, 2 unread counts, 2 members',
    );
  });

  it('finds what each check is there for', () => {
    const { ledger, state } = consistentRun();
    state.notifications = [];
    state.activity.push({ targetId: 'p1', verb: 'updated', actorId: 'ana' });
    state.unread[1]!.count = 0;
    state.tasks.set('t1', { title: 'Task 1', description: 'Seeded' });
    expect(auditEndState(ledger, state, { ...context, seen: () => false })).toEqual([
      {
        kind: 'counter',
        subject: 'unread count',
        detail: 'ben in team:load-team: says 0, 1 unread',
      },
      {
        kind: 'wrong value',
        subject: 'task',
        detail:
          't1 title is "Task 1"; the last acknowledged was "Task L3_3" (and it is none of the 1 acknowledged)',
      },
      {
        kind: 'duplicated',
        subject: 'project activity',
        detail: "p1: 2 entries for ana's 1 edits",
      },
      { kind: 'lost', subject: 'notification', detail: 'chat-mention to ben about L3_1' },
      { kind: 'lost', subject: 'live chat message', detail: 'L3_1 never reached the observer' },
    ]);
  });
});

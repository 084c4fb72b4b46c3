/**
 * The chat service's reactions and counters: each acknowledged reaction is there once, and every
 * count the service keeps agrees with the messages it counts: reactions per type on a message,
 * replies on a thread, and each member's unread messages per channel (nobody marks chat read in
 * the bench, so every message of someone else in the channel, replies aside, is unread).
 */
import { reactionKey, type SentReaction } from '../ledger';
import { finding, tally, type Finding } from './findings';

export interface StoredMessage {
  id: string;
  cid: string;
  text: string;
  userId: string;
  parentId: string | null;
  replyCount: number;
  reactionCounts: Readonly<Record<string, number>>;
}

export interface StoredReaction {
  messageId: string;
  user: string;
  type: string;
}

export interface UnreadCount {
  uid: string;
  cid: string;
  count: number;
}

export function auditReactions(
  sent: readonly SentReaction[],
  stored: readonly StoredReaction[],
  unacknowledged: ReadonlySet<string>,
): Finding[] {
  const findings: Finding[] = [];
  const expected = new Set(sent.map(reactionKey));
  const found = tally(stored.map(reactionKey));
  for (const key of expected) {
    const count = found.get(key) ?? 0;
    if (count === 0) findings.push(finding('lost', 'chat reaction', key));
    if (count > 1)
      findings.push(finding('duplicated', 'chat reaction', `${key}: ${count} of them`));
  }
  for (const [key, count] of found) {
    if (expected.has(key)) continue;
    if (unacknowledged.has(key)) {
      if (count > 1)
        findings.push(finding('duplicated', 'chat reaction', `${key}: ${count} of them`));
    } else {
      findings.push(finding('unexplained', 'chat reaction', key));
    }
  }
  return findings;
}

export function auditChatCounters(
  messages: readonly StoredMessage[],
  reactions: readonly StoredReaction[],
  unread: readonly UnreadCount[],
): Finding[] {
  const findings: Finding[] = [];
  const replies = tally(messages.flatMap((message) => message.parentId ?? []));
  const reactionsByType = tally(reactions.map((one) => `${one.messageId} ${one.type}`));
  for (const message of messages) {
    const threadSize = replies.get(message.id) ?? 0;
    if (message.parentId === null && message.replyCount !== threadSize) {
      findings.push(
        finding(
          'counter',
          'reply count',
          `${message.id} says ${message.replyCount}, has ${threadSize}`,
        ),
      );
    }
    const types = new Set([
      ...Object.keys(message.reactionCounts),
      ...reactions.filter((one) => one.messageId === message.id).map((one) => one.type),
    ]);
    for (const type of types) {
      const counted = message.reactionCounts[type] ?? 0;
      const stored = reactionsByType.get(`${message.id} ${type}`) ?? 0;
      if (counted !== stored) {
        findings.push(
          finding(
            'counter',
            'reaction count',
            `${message.id} ${type}: says ${counted}, has ${stored}`,
          ),
        );
      }
    }
  }
  for (const { uid, cid, count } of unread) {
    const others = messages.filter(
      (message) => message.cid === cid && message.parentId === null && message.userId !== uid,
    ).length;
    if (count !== others) {
      findings.push(
        finding('counter', 'unread count', `${uid} in ${cid}: says ${count}, ${others} unread`),
      );
    }
  }
  return findings;
}

/**
 * The end-state audit: what the members were told was saved (the ledger) against what the stack
 * holds once the run is over (read by end-state.ts), every check a pure comparison.
 */
import type { Ledger } from '../ledger';
import { reactionKey } from '../ledger';
import { auditActivity, type ActivityEntry } from './activity';
import {
  auditChatCounters,
  auditReactions,
  type StoredMessage,
  type StoredReaction,
  type UnreadCount,
} from './chat';
import { finding, type Finding } from './findings';
import { auditMembership, type Membership } from './members';
import {
  auditNotifications,
  auditReads,
  chatMentionNotices,
  eventNotices,
  videoNotices,
  type StoredNotification,
} from './notifications';
import { auditRecords } from './records';
import { auditFinalValues } from './values';

export interface StoredComment {
  id: string;
  videoId: string;
  text: string;
  parentId: string | null;
}

export interface EndState {
  membership: Membership;
  messages: StoredMessage[];
  reactions: StoredReaction[];
  unread: UnreadCount[];
  comments: StoredComment[];
  /** "canvasId/elementId" → the element's stored JSON. */
  elements: Map<string, { element: string }>;
  projects: Map<string, { name: string; description: string }>;
  tasks: Map<string, { title: string; description: string }>;
  activity: ActivityEntry[];
  events: Map<string, { title: string }>;
  notifications: StoredNotification[];
}

export interface AuditContext {
  /** The seeded projects (the ledger knows those created in the run). */
  seededProjects: readonly string[];
  uploaderOf: (videoId: string) => string;
  /** Whether the observer (or a member's bell) saw a key while the run went on. */
  seen: (key: string) => boolean;
}

/** Acknowledged creations that someone else must have seen arrive while the run went on. */
function liveDeliveries(ledger: Ledger, seen: AuditContext['seen']): Finding[] {
  const created = [
    ...ledger.messages.map((one) => ['chat message', one.token] as const),
    ...ledger.reactions.map((one) => ['chat reaction', reactionKey(one)] as const),
    ...ledger.comments.map((one) => ['video comment', one.token] as const),
    ...ledger.elements
      .filter((one) => one.created)
      .map((one) => ['canvas element', one.token] as const),
    ...ledger.projects.filter((one) => one.created).map((one) => ['project', one.token] as const),
    ...ledger.events.filter((one) => one.created).map((one) => ['event', one.token] as const),
  ];
  return created
    .filter(([, key]) => !seen(key))
    .map(([subject, key]) =>
      finding('lost', `live ${subject}`, `${key} never reached the observer`),
    );
}

function expectedNotices(ledger: Ledger, uploaderOf: AuditContext['uploaderOf']) {
  return [
    ...chatMentionNotices(ledger.messages),
    ...videoNotices(ledger.comments, uploaderOf),
    ...eventNotices(ledger.events),
  ];
}

/** What the audit compared, so "nothing found" can be read against how much was checked. */
export function auditCoverage(ledger: Ledger, state: EndState, context: AuditContext): string {
  const notices = expectedNotices(ledger, context.uploaderOf);
  const edits =
    ledger.projects.length + ledger.tasks.length + ledger.elements.length + ledger.events.length;
  return [
    `${ledger.messages.length} messages and replies`,
    `${ledger.reactions.length} reactions`,
    `${ledger.comments.length} video comments`,
    `${edits} document writes`,
    `${notices.filter((one) => one.required).length} notifications due (${notices.length} possible)`,
    `${ledger.reads.length} notifications read`,
    `${state.unread.length} unread counts`,
    `${state.membership.members.size} members`,
  ].join(', ');
}

export function auditEndState(ledger: Ledger, state: EndState, context: AuditContext): Finding[] {
  const unacknowledged = new Set(ledger.unacknowledged.keys());
  const failed = (operation: string) =>
    [...ledger.unacknowledged.values()].filter((one) => one === operation).length;
  const place = (where: string, parentId: string | null) => `${where} ${parentId ?? '(top)'}`;
  return [
    ...auditMembership(state.membership),
    ...auditRecords(
      'chat message',
      ledger.messages.map((one) => ({ ...one, place: place(one.cid, one.parentId) })),
      state.messages.map((one) => ({ ...one, place: place(one.cid, one.parentId) })),
      unacknowledged,
    ),
    ...auditReactions(ledger.reactions, state.reactions, unacknowledged),
    ...auditChatCounters(state.messages, state.reactions, state.unread),
    ...auditRecords(
      'video comment',
      ledger.comments.map((one) => ({ ...one, place: place(one.videoId, one.parentId) })),
      state.comments.map((one) => ({ ...one, place: place(one.videoId, one.parentId) })),
      unacknowledged,
    ),
    ...auditFinalValues(
      'project',
      ledger.projects.map((one) => ({ doc: one.projectId, field: one.field, value: one.value })),
      state.projects,
      { singleWriter: false, unacknowledged },
    ),
    ...auditFinalValues(
      'task',
      ledger.tasks.map((one) => ({ doc: one.taskId, field: one.field, value: one.value })),
      state.tasks,
      { singleWriter: false, unacknowledged },
    ),
    ...auditActivity(
      [
        ...context.seededProjects,
        ...ledger.projects.filter((one) => one.created).map((one) => one.projectId),
      ],
      ledger.projects,
      state.activity,
      failed('project edit'),
    ),
    ...auditFinalValues(
      'canvas element',
      ledger.elements.map((one) => ({
        doc: `${one.canvasId}/${one.elementId}`,
        field: 'element',
        value: one.json,
      })),
      state.elements,
      { singleWriter: false, unacknowledged },
    ),
    ...auditFinalValues(
      'event',
      ledger.events.map((one) => ({ doc: one.eventId, field: 'title', value: one.title })),
      state.events,
      { singleWriter: true, unacknowledged },
    ),
    ...auditNotifications(
      expectedNotices(ledger, context.uploaderOf),
      state.notifications,
      unacknowledged,
    ),
    ...auditReads(ledger.reads, state.notifications),
    ...liveDeliveries(ledger, context.seen),
  ];
}

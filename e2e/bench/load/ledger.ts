/**
 * What the simulated members did: every acknowledged write is recorded here, and every write
 * that failed is noted by its key (the token its text carries, or its reaction key). The audit
 * compares the end state with these records; a failed write is neither required nor
 * unexplained when found.
 * Actions pick their targets (a message to answer, an element to move) from what is recorded.
 */

export interface SentMessage {
  id: string;
  cid: string;
  text: string;
  token: string;
  sender: string;
  parentId: string | null;
  mentions: string[];
}

export interface SentReaction {
  messageId: string;
  cid: string;
  user: string;
  type: string;
}

export interface SentComment {
  id: string;
  videoId: string;
  text: string;
  token: string;
  author: string;
  parentId: string | null;
  time: number;
  mentions: string[];
  /** performance.now() when the write was sent and when it was acknowledged. */
  startedAt: number;
  ackedAt: number;
}

export interface ElementWrite {
  canvasId: string;
  elementId: string;
  json: string;
  token: string;
  by: string;
  version: number;
  created: boolean;
}

export interface ProjectWrite {
  projectId: string;
  field: 'name' | 'description';
  value: string;
  token: string;
  by: string;
  created: boolean;
}

export interface TaskWrite {
  taskId: string;
  field: 'title' | 'description';
  value: string;
  token: string;
  by: string;
}

export interface EventWrite {
  eventId: string;
  title: string;
  token: string;
  by: string;
  attendees: string[];
  created: boolean;
}

export interface NotificationRead {
  id: string;
  uid: string;
}

export interface Ledger {
  messages: SentMessage[];
  reactions: SentReaction[];
  comments: SentComment[];
  elements: ElementWrite[];
  projects: ProjectWrite[];
  tasks: TaskWrite[];
  events: EventWrite[];
  reads: NotificationRead[];
  /**
   * Keys (tokens, reaction keys) of writes that were sent but failed, with their operation: they
   * may have landed, so the audit neither requires nor blames them.
   */
  unacknowledged: Map<string, string>;
}

export function emptyLedger(): Ledger {
  return {
    messages: [],
    reactions: [],
    comments: [],
    elements: [],
    projects: [],
    tasks: [],
    events: [],
    reads: [],
    unacknowledged: new Map(),
  };
}

/** A reaction's key in the ledger and among sightings. */
export function reactionKey(reaction: Omit<SentReaction, 'cid'>): string {
  return `reaction:${reaction.messageId}:${reaction.user}:${reaction.type}`;
}

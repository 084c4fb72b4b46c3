/** What an operation of the workload table is given and what it reports. */
import type { LoadPerson } from '../dataset';
import type { Ledger } from '../ledger';
import type { Member } from '../members';
import type { Random } from '../random';

/** The notification rows of the report: what kind of notice a write causes. */
export type NoticeKind = 'chat mention' | 'video comment' | 'calendar event';

export interface ActionContext {
  member: Member;
  people: readonly LoadPerson[];
  ledger: Ledger;
  /** This action's choices (seeded per action by the plan). */
  random: Random;
  /** Unique to this action; every text it writes carries it. */
  token: string;
  /** Marks a write as sent under `key`: if the action then fails, the write may still land. */
  attempt(key: string): void;
}

export interface Effect {
  /** The token or key the observer is to see; null when nobody else sees the action. */
  seen: string | null;
  /** Notifications the action must cause: whose bell is to show its token. */
  notices: { kind: NoticeKind; recipient: string }[];
}

export interface Operation {
  name: string;
  /** Relative frequency in the mix; 0 leaves it out (and out of the floor). */
  weight: number;
  /** Null when the member had nothing to do it on (no unread notification to open). */
  run(context: ActionContext): Promise<Effect | null>;
}

/** What the audit reports: each problem found in the end state, by kind. */

export type FindingKind =
  /** An acknowledged write (or its notification) is not there. */
  | 'lost'
  /** Something is there more than once. */
  | 'duplicated'
  /** Something is there that no write of the bench explains. */
  | 'unexplained'
  /** A field holds a value no acknowledged write gave it (or not the last one, for one writer). */
  | 'wrong value'
  /** A counter disagrees with the documents or messages it counts. */
  | 'counter';

export interface Finding {
  kind: FindingKind;
  /** What it is about: "chat message", "project activity", … */
  subject: string;
  detail: string;
}

export function finding(kind: FindingKind, subject: string, detail: string): Finding {
  return { kind, subject, detail };
}

/** How many times each value occurs. */
export function tally<T>(values: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

/** A value short enough for a line of the report. */
export function brief(value: unknown, max = 80): string {
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * The load bench's figures, per operation, under load and alone (the floor) in the same run:
 * acknowledged latency, latency until another member saw it, and how long notifications took to
 * reach the person they are for, with the p99 under load over the floor's p99 (goal: 3× at most).
 */
import type { Sample } from './actions';
import type { NoticeKind } from './operations/operation';
import { noticeKey } from './sightings';
import { ratio, summarize, type Summary } from './stats';

/** The goal: p99 under load at most this many times the same operation's floor p99. */
export const FLOOR_RATIO_GOAL = 3;

export type SeenAt = (key: string) => number | undefined;

export interface Latencies {
  load: Summary | null;
  floor: Summary | null;
  /** Load p99 over floor p99. */
  ratio: number | null;
  /** Expected under load and never seen (for "seen": by the end of the drain). */
  missing: number;
}

export interface OperationFigures {
  operation: string;
  /** Actions done under load (failed ones included, skipped ones not). */
  count: number;
  perMinute: number;
  /** Planned under load with nothing to do them on. */
  skipped: number;
  acknowledged: Latencies;
  seen: Latencies;
  errors: Map<string, number>;
}

function latencies(load: number[], floor: number[], missing: number): Latencies {
  const underLoad = summarize(load);
  const alone = summarize(floor);
  return { load: underLoad, floor: alone, ratio: ratio(underLoad?.p99, alone?.p99), missing };
}

function seenMs(sample: Sample, seenAt: SeenAt): number | undefined {
  const at = sample.seen ? seenAt(sample.seen) : undefined;
  return at === undefined ? undefined : at - sample.startedAt;
}

export function operationFigures(
  samples: readonly Sample[],
  operations: readonly string[],
  seenAt: SeenAt,
  loadMs: number,
): OperationFigures[] {
  return operations.map((operation) => {
    const mine = samples.filter((sample) => sample.operation === operation);
    const ok = (phase: Sample['phase']) =>
      mine.filter((sample) => sample.phase === phase && sample.ackMs !== null);
    const acked = (phase: Sample['phase']) => ok(phase).map((sample) => sample.ackMs!);
    const seen = (phase: Sample['phase']) =>
      ok(phase).flatMap((sample) => seenMs(sample, seenAt) ?? []);
    const planned = mine.filter((sample) => sample.phase === 'load');
    const load = planned.filter((sample) => !sample.skipped);
    const errors = new Map<string, number>();
    for (const { error } of load) if (error) errors.set(error, (errors.get(error) ?? 0) + 1);
    const unseen = ok('load').filter(
      (sample) => sample.seen !== null && seenMs(sample, seenAt) === undefined,
    ).length;
    return {
      operation,
      count: load.length,
      perMinute: load.length / (loadMs / 60_000),
      skipped: planned.length - load.length,
      acknowledged: latencies(acked('load'), acked('floor'), 0),
      seen: latencies(seen('load'), seen('floor'), unseen),
      errors,
    };
  });
}

/** From the action's start until the notification reached its addressee's bell. */
export function noticeFigures(
  samples: readonly Sample[],
  kinds: readonly NoticeKind[],
  seenAt: SeenAt,
): { kind: NoticeKind; latencies: Latencies }[] {
  const delays = (kind: NoticeKind, phase: Sample['phase']) =>
    samples
      .filter((sample) => sample.phase === phase)
      .flatMap((sample) =>
        sample.notices
          .filter((notice) => notice.kind === kind)
          .map((notice) => {
            const at = seenAt(noticeKey(notice.recipient, sample.token));
            return at === undefined ? null : at - sample.startedAt;
          }),
      );
  return kinds.map((kind) => {
    const load = delays(kind, 'load');
    const found = load.filter((ms): ms is number => ms !== null);
    return {
      kind,
      latencies: latencies(
        found,
        delays(kind, 'floor').filter((ms): ms is number => ms !== null),
        load.length - found.length,
      ),
    };
  });
}

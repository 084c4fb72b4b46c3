/** Prints the load bench's tables, its errors and the audit's findings. */
import { figure, printTable, type Row } from '../lib/table';
import type { Finding } from './audit/findings';
import type { NoticeKind } from './operations/operation';
import { FLOOR_RATIO_GOAL, type Latencies, type OperationFigures } from './report';

function times(value: number | null): string {
  if (value === null) return '–';
  return `${value.toFixed(1)}×${value > FLOOR_RATIO_GOAL ? ' ✗' : ''}`;
}

function latencyCells(latencies: Latencies): string[] {
  const { load, floor } = latencies;
  return [
    figure(load?.count ?? 0),
    figure(load?.p50 ?? null),
    figure(load?.p95 ?? null),
    figure(load?.p99 ?? null),
    figure(floor?.p50 ?? null),
    figure(floor?.p99 ?? null),
    times(latencies.ratio),
  ];
}

const LATENCY_HEADERS = ['n', 'p50', 'p95', 'p99', 'floor p50', 'floor p99', 'p99/floor'];

export function printFigures(
  operations: readonly OperationFigures[],
  notices: readonly { kind: NoticeKind; latencies: Latencies }[],
  members: number,
): void {
  printTable(
    `Acknowledged (ms), ${members} members; the floor is one member alone, in this run`,
    ['actions', '/min', 'skipped', 'errors', ...LATENCY_HEADERS],
    operations.map((one): Row => [
      one.operation,
      figure(one.count),
      figure(one.perMinute, 1),
      figure(one.skipped),
      figure([...one.errors.values()].reduce((sum, count) => sum + count, 0)),
      ...latencyCells(one.acknowledged),
    ]),
  );
  printTable(
    'Seen by another member (ms from the action’s start: the observer’s listener or socket)',
    [...LATENCY_HEADERS, 'not seen'],
    operations
      .filter((one) => one.seen.load || one.seen.floor || one.seen.missing > 0)
      .map((one): Row => [one.operation, ...latencyCells(one.seen), figure(one.seen.missing)]),
  );
  printTable(
    'Notified (ms from the action’s start until the addressee’s bell shows it)',
    [...LATENCY_HEADERS, 'missing'],
    notices.map(({ kind, latencies }): Row => [
      kind,
      ...latencyCells(latencies),
      figure(latencies.missing),
    ]),
  );
  const errors = operations.flatMap((one) =>
    [...one.errors].map(([kind, count]) => `  ${one.operation}: ${count} × ${kind}`),
  );
  console.info(
    errors.length > 0 ? `\nErrors under load:\n${errors.join('\n')}` : '\nErrors under load: none',
  );
}

export function printFindings(findings: readonly Finding[]): void {
  const byKind = new Map<string, Finding[]>();
  for (const one of findings) byKind.set(one.kind, [...(byKind.get(one.kind) ?? []), one]);
  const counts = ['lost', 'duplicated', 'unexplained', 'wrong value', 'counter'].map(
    (kind) => `${byKind.get(kind)?.length ?? 0} ${kind}`,
  );
  console.info(`\nAudit of the end state: ${counts.join(', ')}`);
  for (const [kind, list] of byKind) {
    for (const one of list.slice(0, 20)) console.info(`  ${kind}: ${one.subject}: ${one.detail}`);
    if (list.length > 20) console.info(`  … and ${list.length - 20} more ${kind}`);
  }
}

/** Prints the load bench's tables, its errors and the audit's findings. */
import { cpus } from 'node:os';
import { figure, printTable, type Row } from '../lib/table';
import type { Finding } from './audit/findings';
import type { EmulatorTrouble } from './emulator-log';
import type { PhaseUse } from './machine';
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
  const groups = new Map<string, Finding[]>();
  for (const one of findings) {
    const key = `${one.kind}: ${one.subject}`;
    groups.set(key, [...(groups.get(key) ?? []), one]);
  }
  const counts = ['lost', 'duplicated', 'unexplained', 'wrong value', 'counter'].map(
    (kind) => `${findings.filter((one) => one.kind === kind).length} ${kind}`,
  );
  console.info(`\nAudit of the end state: ${counts.join(', ')}`);
  for (const [key, list] of groups) {
    console.info(`  ${key}: ${list.length}`);
    for (const one of list.slice(0, 5)) console.info(`    ${one.detail}`);
    if (list.length > 5) console.info(`    … and ${list.length - 5} more`);
  }
}

/** CPU by part of the stack alone and under load, event-loop delays and the emulator's trouble. */
export function printMachine(
  floor: PhaseUse,
  load: PhaseUse,
  trouble: EmulatorTrouble | null,
): void {
  if (floor.cpu && load.cpu) {
    const [alone, busy] = [floor.cpu, load.cpu];
    const cell = (use: typeof alone, group: string) => {
      const used = use.seconds.get(group) ?? 0;
      return `${used.toFixed(0)} s (${((100 * used) / use.wallSeconds).toFixed(0)}%)`;
    };
    const share = (use: typeof alone) =>
      `${((100 * use.busySeconds) / use.wallSeconds).toFixed(0)}%`;
    printTable(
      `CPU (100% is one core of ${cpus().length}): floor ${alone.wallSeconds.toFixed(0)} s, load ${busy.wallSeconds.toFixed(0)} s`,
      ['floor', 'load'],
      [
        ...[...busy.seconds.keys()].map((group): Row => [
          group,
          cell(alone, group),
          cell(busy, group),
        ]),
        ['machine busy', share(alone), share(busy)],
      ],
    );
  }
  console.info(
    `Event-loop delay p99: bench ${floor.benchLagP99Ms.toFixed(0)} ms alone, ` +
      `${load.benchLagP99Ms.toFixed(0)} ms under load; chat and storage stand-ins ` +
      `${floor.standInsLagP99Ms.toFixed(0)} ms alone, ${load.standInsLagP99Ms.toFixed(0)} ms under load`,
  );
  if (trouble) {
    console.info(
      `Firestore emulator: ${trouble.undeliveredEvents} trigger events not delivered to the ` +
        `functions emulator, ${trouble.lockTimeouts} lock timeouts (firestore-debug.log)`,
    );
  }
}

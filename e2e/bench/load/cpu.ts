/**
 * Where the machine's CPU went during a phase, by part of the stack, read from /proc (Linux):
 * the Firestore emulator's JVM, the Firebase CLI (functions and auth emulators), the function
 * workers it starts, the chat and storage stand-ins, the bench's own process (every member's
 * clients) and everything else on the machine. A busy 2-core machine explains slow figures that
 * the stack would not show alone.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { TEST_PORTS } from '@crewspace/common/local-config';

export const CPU_GROUPS = [
  'Firestore emulator',
  'Firebase CLI (functions, auth)',
  'function workers',
  'chat and storage stand-ins',
  'bench (members’ clients)',
] as const;
export type CpuGroup = (typeof CPU_GROUPS)[number];

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

/** utime + stime, in ticks, from a /proc/<pid>/stat line (the name may hold spaces). */
export function processTicks(stat: string): number {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // After the name: state is field 3, utime 14 and stime 15 (1-based, man 5 proc).
  return Number(fields[11]) + Number(fields[12]);
}

/** Busy ticks of all cores, from /proc/stat's first line. */
export function machineBusyTicks(procStat: string): number {
  const [, ...values] = procStat.split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = values.map(Number);
  return user! + nice! + system! + irq! + softirq! + (steal ?? 0);
}

export function processGroup(
  pid: number,
  cmdline: string,
  own: { bench: number; standIns: number },
): CpuGroup | null {
  if (pid === own.bench) return 'bench (members’ clients)';
  if (pid === own.standIns) return 'chat and storage stand-ins';
  if (cmdline.includes('cloud-firestore-emulator') && cmdline.includes(`${TEST_PORTS.firestore}`))
    return 'Firestore emulator';
  if (cmdline.includes('functionsEmulatorRuntime')) return 'function workers';
  if (cmdline.includes('emulators:exec') && cmdline.includes('firebase.test.json'))
    return 'Firebase CLI (functions, auth)';
  return null;
}

export interface CpuSnapshot {
  wallMs: number;
  machine: number;
  byProcess: Map<number, { group: CpuGroup; ticks: number }>;
}

export function cpuSnapshot(own: { bench: number; standIns: number }): CpuSnapshot | null {
  try {
    const byProcess = new Map<number, { group: CpuGroup; ticks: number }>();
    for (const entry of readdirSync('/proc')) {
      const pid = Number(entry);
      if (!Number.isInteger(pid)) continue;
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        const group = processGroup(pid, cmdline, own);
        if (group)
          byProcess.set(pid, {
            group,
            ticks: processTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')),
          });
      } catch {
        // The process ended while being read.
      }
    }
    return {
      wallMs: performance.now(),
      machine: machineBusyTicks(readFileSync('/proc/stat', 'utf8')),
      byProcess,
    };
  } catch {
    return null;
  }
}

/**
 * CPU seconds per group between two snapshots, and the rest of the machine's busy time ("other
 * jobs"); a process that started in between counts from its start, one that ended is lost.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  const seconds = new Map<string, number>(CPU_GROUPS.map((group) => [group, 0]));
  for (const [pid, { group, ticks }] of after.byProcess) {
    const earlier = before.byProcess.get(pid)?.ticks ?? 0;
    seconds.set(group, seconds.get(group)! + (ticks - earlier) / TICKS);
  }
  const busy = (after.machine - before.machine) / TICKS;
  const ours = [...seconds.values()].reduce((sum, value) => sum + value, 0);
  seconds.set('other jobs on the machine', Math.max(0, busy - ours));
  return { wallSeconds: (after.wallMs - before.wallMs) / 1000, busySeconds: busy, seconds };
}

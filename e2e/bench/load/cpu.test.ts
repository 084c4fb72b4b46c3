import { describe, expect, it } from 'vitest';
import { cpuBetween, machineBusyTicks, processGroup, processTicks, type CpuSnapshot } from './cpu';

describe('reading /proc', () => {
  it('adds user and system time of a process, whatever its name holds', () => {
    const stat = '4152 (node (worker) x) R 4150 4150 29561 0 -1 4194304 130 0 0 0 250 75 0 0 20 0';
    expect(processTicks(stat)).toBe(325);
  });

  it('counts the machine’s busy ticks, idle and iowait left out', () => {
    expect(machineBusyTicks('cpu  100 5 50 900 40 3 2 7 0 0\ncpu0 1 1 1 1')).toBe(167);
  });
});

describe('processGroup', () => {
  const own = { bench: 10, standIns: 11 };
  it.each([
    [10, 'node tsx main.ts', 'bench (members’ clients)'],
    [11, 'node stand-ins.ts', 'chat and storage stand-ins'],
    [
      12,
      'java -jar cloud-firestore-emulator-wrapper.jar --host 127.0.0.1 --port 18080',
      'Firestore emulator',
    ],
    [13, 'node /x/firebase-tools/lib/emulator/functionsEmulatorRuntime', 'function workers'],
    [
      14,
      'node firebase emulators:exec --config firebase.test.json --project demo',
      'Firebase CLI (functions, auth)',
    ],
    [15, 'java -jar cloud-firestore-emulator-wrapper.jar --port 8080', null],
    [16, 'node vitest run', null],
  ] as const)('puts process %i in its group', (pid, cmdline, group) => {
    expect(processGroup(pid, cmdline, own)).toBe(group);
  });
});

describe('cpuBetween', () => {
  it('gives CPU seconds per group and the rest of the machine’s busy time', () => {
    const before: CpuSnapshot = {
      wallMs: 0,
      machine: 1_000,
      byProcess: new Map([[12, { group: 'Firestore emulator', ticks: 500 }]]),
    };
    const after: CpuSnapshot = {
      wallMs: 10_000,
      machine: 2_500,
      byProcess: new Map([
        [12, { group: 'Firestore emulator', ticks: 1_100 }],
        [13, { group: 'function workers', ticks: 300 }],
      ]),
    };
    const { wallSeconds, busySeconds, seconds } = cpuBetween(before, after);
    expect(wallSeconds).toBe(10);
    expect(busySeconds).toBe(15);
    expect(seconds.get('Firestore emulator')).toBe(6);
    expect(seconds.get('function workers')).toBe(3);
    expect(seconds.get('other jobs on the machine')).toBe(6);
  });
});

/**
 * What the machine did during a phase: CPU by part of the stack (cpu.ts) and the event-loop delay
 * of the bench's process and of the stand-ins' process, so a slow figure can be traced to a busy
 * part of the stack, or to the bench itself.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { cpuBetween, cpuSnapshot } from './cpu';
import type { StandIns } from './services';

export interface PhaseUse {
  cpu: ReturnType<typeof cpuBetween> | null;
  benchLagP99Ms: number;
  standInsLagP99Ms: number;
}

export async function watchPhase(standIns: StandIns): Promise<() => Promise<PhaseUse>> {
  const own = { bench: process.pid, standIns: standIns.pid };
  const lag = monitorEventLoopDelay({ resolution: 20 });
  await standIns.lagP99Ms();
  lag.enable();
  const before = cpuSnapshot(own);
  return async () => {
    const after = cpuSnapshot(own);
    lag.disable();
    return {
      cpu: before && after ? cpuBetween(before, after) : null,
      benchLagP99Ms: lag.percentile(99) / 1e6,
      standInsLagP99Ms: await standIns.lagP99Ms(),
    };
  };
}

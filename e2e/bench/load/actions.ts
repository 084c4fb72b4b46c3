/**
 * Runs actions of the workload table for members and keeps one sample per action: when it
 * started, how long until the write was acknowledged, what others are to see, or why it failed.
 * The phases: a warm-up (each operation once, not reported), the floor (one member alone) and the
 * load (everyone, as planned).
 */
import type { LoadPerson } from './dataset';
import { errorKind } from './errors';
import type { Ledger } from './ledger';
import type { Member } from './members';
import type { Effect, Operation } from './operations/operation';
import type { PlannedAction } from './plan';
import { deriveSeed, seededRandom } from './random';
import { actionToken } from './sightings';

export type Phase = 'warm-up' | 'floor' | 'load';

export interface Sample extends Effect {
  operation: string;
  phase: Phase;
  member: number;
  token: string;
  /** performance.now() when the action began. */
  startedAt: number;
  /** Until the write was acknowledged; null when the action failed or was skipped. */
  ackMs: number | null;
  error: string | null;
  /** The member had nothing to do it on. */
  skipped: boolean;
}

export class ActionRunner {
  readonly samples: Sample[] = [];
  private readonly sequences = new Map<number, number>();
  private readonly byName: ReadonlyMap<string, Operation>;

  constructor(
    workload: readonly Operation[],
    private readonly members: ReadonlyMap<number, Member>,
    private readonly people: readonly LoadPerson[],
    private readonly ledger: Ledger,
  ) {
    this.byName = new Map(workload.map((operation) => [operation.name, operation]));
  }

  async perform(
    operationName: string,
    memberIndex: number,
    choiceSeed: number,
    phase: Phase,
  ): Promise<Sample> {
    const operation = this.byName.get(operationName);
    const member = this.members.get(memberIndex);
    if (!operation || !member) throw new Error(`No ${operationName} for member ${memberIndex}.`);
    const sequence = (this.sequences.get(memberIndex) ?? 0) + 1;
    this.sequences.set(memberIndex, sequence);
    const token = actionToken(memberIndex, sequence);
    const attempted: string[] = [];
    const startedAt = performance.now();
    const base = { operation: operationName, phase, member: memberIndex, token, startedAt };
    let sample: Sample;
    try {
      const effect = await operation.run({
        member,
        people: this.people,
        ledger: this.ledger,
        random: seededRandom(choiceSeed),
        token,
        attempt: (key) => attempted.push(key),
      });
      const ackMs = performance.now() - startedAt;
      sample = effect
        ? { ...base, ...effect, ackMs, error: null, skipped: false }
        : { ...base, seen: null, notices: [], ackMs: null, error: null, skipped: true };
    } catch (error) {
      for (const key of attempted) this.ledger.unacknowledged.set(key, operationName);
      sample = {
        ...base,
        seen: null,
        notices: [],
        ackMs: null,
        error: errorKind(error),
        skipped: false,
      };
    }
    this.samples.push(sample);
    return sample;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** One member after another operation, with a pause between (the floor, the warm-up). */
export async function runAlone(
  runner: ActionRunner,
  alone: { member: number; seed: number; pauseMs: number },
  operations: readonly string[],
  phase: Phase,
): Promise<void> {
  const phaseNumber = phase === 'floor' ? 1 : 0;
  for (const [index, operation] of operations.entries()) {
    await runner.perform(
      operation,
      alone.member,
      deriveSeed(alone.seed, phaseNumber, index),
      phase,
    );
    await sleep(alone.pauseMs);
  }
}

/**
 * The planned load: each member acts at their planned moments, one action at a time (a person
 * waits for their action to finish before the next; a late one starts as soon as it can).
 */
export async function runPlan(runner: ActionRunner, plan: readonly PlannedAction[]): Promise<void> {
  const started = performance.now();
  const byMember = new Map<number, PlannedAction[]>();
  for (const action of plan)
    byMember.set(action.member, [...(byMember.get(action.member) ?? []), action]);
  await Promise.all(
    [...byMember.values()].map(async (actions) => {
      for (const action of actions) {
        await sleep(started + action.atMs - performance.now());
        await runner.perform(action.operation, action.member, action.choiceSeed, 'load');
      }
    }),
  );
}

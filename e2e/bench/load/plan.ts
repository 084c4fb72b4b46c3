/**
 * The seeded workload plan: when each member acts and what they do, decided before the run from
 * the seed alone, so two runs with one seed do the same things at the same moments. Members
 * start one by one over the ramp-up and then pause like people between actions (an exponential
 * wait, never shorter than a minimum), not in a tight loop. What an action picks at run time
 * (which message to answer, which element to move) comes from its own `choiceSeed`.
 */
import { deriveSeed, exponential, seededRandom, type Random } from './random';

export interface WeightedOperation {
  name: string;
  /** Relative frequency; 0 keeps an operation out of the mix. */
  weight: number;
}

export interface PlanSettings {
  seed: number;
  /** The whole workload, ramp-up included. */
  durationMs: number;
  /** Members' first actions are spread over this much of the start. */
  rampMs: number;
  thinkMeanMs: number;
  thinkMinMs: number;
}

export interface PlannedAction {
  member: number;
  /** Whole milliseconds from the start of the workload. */
  atMs: number;
  operation: string;
  choiceSeed: number;
}

function weightedPick(random: Random, operations: readonly WeightedOperation[]): string {
  const total = operations.reduce((sum, operation) => sum + operation.weight, 0);
  if (!(total > 0)) throw new Error('The workload has no operation with a weight.');
  let roll = random() * total;
  for (const operation of operations) {
    roll -= operation.weight;
    if (operation.weight > 0 && roll < 0) return operation.name;
  }
  return operations.findLast((operation) => operation.weight > 0)!.name;
}

/** One member's actions, in time order. */
export function planMember(
  member: number,
  operations: readonly WeightedOperation[],
  settings: PlanSettings,
): PlannedAction[] {
  const random = seededRandom(deriveSeed(settings.seed, member));
  const actions: PlannedAction[] = [];
  let atMs = Math.floor(random() * settings.rampMs);
  while (atMs < settings.durationMs) {
    actions.push({
      member,
      atMs,
      operation: weightedPick(random, operations),
      choiceSeed: deriveSeed(settings.seed, member, actions.length),
    });
    atMs += Math.round(Math.max(settings.thinkMinMs, exponential(random, settings.thinkMeanMs)));
  }
  return actions;
}

/** Every member's actions, in time order. */
export function planLoad(
  members: readonly number[],
  operations: readonly WeightedOperation[],
  settings: PlanSettings,
): PlannedAction[] {
  return members
    .flatMap((member) => planMember(member, operations, settings))
    .sort((a, b) => a.atMs - b.atMs || a.member - b.member);
}

/**
 * The floor: each operation with a weight `repeats` times, round after round (one of each per
 * round), so every operation's samples spread over the same stretch of the run.
 */
export function planFloor(operations: readonly WeightedOperation[], repeats: number): string[] {
  const used = operations.filter((operation) => operation.weight > 0).map(({ name }) => name);
  return Array.from({ length: repeats }, () => used).flat();
}

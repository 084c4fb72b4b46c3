import { describe, expect, it } from 'vitest';
import { planFloor, planLoad, planMember, type PlanSettings } from './plan';

const operations = [
  { name: 'chat message', weight: 6 },
  { name: 'project edit', weight: 3 },
  { name: 'event edit', weight: 1 },
  { name: 'task edit', weight: 0 },
];

const settings: PlanSettings = {
  seed: 1,
  durationMs: 180_000,
  rampMs: 30_000,
  thinkMeanMs: 20_000,
  thinkMinMs: 3_000,
};

const members = Array.from({ length: 200 }, (_, index) => index);

describe('planLoad', () => {
  it('plans the same workload from the same seed, and another from another', () => {
    expect(planLoad(members, operations, settings)).toEqual(
      planLoad(members, operations, settings),
    );
    expect(planLoad(members, operations, { ...settings, seed: 2 })).not.toEqual(
      planLoad(members, operations, settings),
    );
  });

  it('keeps every action inside the run, in time order', () => {
    const plan = planLoad(members, operations, settings);
    expect(plan.every((action) => action.atMs >= 0 && action.atMs < 180_000)).toBe(true);
    expect(plan.map((action) => action.atMs)).toEqual(
      [...plan.map((action) => action.atMs)].sort((a, b) => a - b),
    );
  });

  it('ramps up: each member starts within the first 30 s, spread over them', () => {
    const firsts = members.map((member) => planMember(member, operations, settings)[0]!.atMs);
    expect(firsts.every((atMs) => atMs < 30_000)).toBe(true);
    expect(firsts.filter((atMs) => atMs < 10_000).length).toBeGreaterThan(40);
    expect(firsts.filter((atMs) => atMs >= 20_000).length).toBeGreaterThan(40);
  });

  it('pauses like a person: at least 3 s between one member’s actions, 20 s on average', () => {
    const gaps = members.flatMap((member) => {
      const times = planMember(member, operations, settings).map((action) => action.atMs);
      return times.slice(1).map((atMs, index) => atMs - times[index]!);
    });
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(3_000);
    const mean = gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length;
    expect(mean).toBeGreaterThan(18_000);
    expect(mean).toBeLessThan(23_500);
  });

  it('mixes the operations by weight and never plans one weighted 0', () => {
    const plan = planLoad(members, operations, settings);
    const share = (name: string) =>
      plan.filter((action) => action.operation === name).length / plan.length;
    expect(share('chat message')).toBeCloseTo(0.6, 1);
    expect(share('project edit')).toBeCloseTo(0.3, 1);
    expect(share('event edit')).toBeCloseTo(0.1, 1);
    expect(share('task edit')).toBe(0);
  });

  it('gives each action its own choice seed', () => {
    const plan = planLoad(members, operations, settings);
    expect(new Set(plan.map((action) => action.choiceSeed)).size).toBe(plan.length);
  });

  it('refuses a workload with nothing weighted', () => {
    expect(() => planMember(0, [{ name: 'task edit', weight: 0 }], settings)).toThrow(
      /no operation with a weight/,
    );
  });
});

describe('planFloor', () => {
  it('repeats each weighted operation round after round', () => {
    expect(planFloor(operations, 2)).toEqual([
      'chat message',
      'project edit',
      'event edit',
      'chat message',
      'project edit',
      'event edit',
    ]);
  });
});

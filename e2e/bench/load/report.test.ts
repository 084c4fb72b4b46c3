import { describe, expect, it } from 'vitest';
import type { Sample } from './actions';
import { noticeFigures, operationFigures } from './report';

function sample(extra: Partial<Sample>): Sample {
  return {
    operation: 'chat message',
    phase: 'load',
    member: 3,
    token: 'L3_1',
    startedAt: 1_000,
    ackMs: 10,
    seen: 'L3_1',
    notices: [],
    error: null,
    skipped: false,
    ...extra,
  };
}

const sightings = new Map<string, number>([
  ['L3_1', 1_040],
  ['L3_2', 1_100],
  ['L2_1', 1_020],
  ['notified:ana:L3_1', 1_300],
]);
const seenAt = (key: string) => sightings.get(key);

describe('operationFigures', () => {
  const samples = [
    sample({}),
    sample({ token: 'L3_2', seen: 'L3_2', ackMs: 30 }),
    sample({ token: 'L3_3', seen: 'L3_3', ackMs: 20 }),
    sample({ token: 'L3_4', seen: null, ackMs: null, error: 'chat 9' }),
    sample({ token: 'L3_5', seen: null, ackMs: null, skipped: true }),
    sample({ phase: 'floor', member: 2, token: 'L2_1', seen: 'L2_1', ackMs: 5 }),
    sample({ phase: 'warm-up', member: 2, token: 'L2_0', seen: 'L2_0', ackMs: 500 }),
  ];
  const [figures] = operationFigures(samples, ['chat message'], seenAt, 120_000);

  it('counts actions under load (failed ones too, skipped ones apart) per minute', () => {
    expect(figures).toMatchObject({
      operation: 'chat message',
      count: 4,
      perMinute: 2,
      skipped: 1,
    });
    expect(figures!.errors).toEqual(new Map([['chat 9', 1]]));
  });

  it('summarises acknowledged latency under load and alone, the warm-up left out', () => {
    expect(figures!.acknowledged.load).toEqual({ count: 3, p50: 20, p95: 30, p99: 30 });
    expect(figures!.acknowledged.floor).toEqual({ count: 1, p50: 5, p95: 5, p99: 5 });
    expect(figures!.acknowledged.ratio).toBe(6);
  });

  it('measures "seen" from the action’s start and counts what never arrived', () => {
    expect(figures!.seen.load).toEqual({ count: 2, p50: 40, p95: 100, p99: 100 });
    expect(figures!.seen.floor?.p99).toBe(20);
    expect(figures!.seen.ratio).toBe(5);
    expect(figures!.seen.missing).toBe(1);
  });
});

describe('noticeFigures', () => {
  it('measures until the addressee’s bell showed it, and counts the missing', () => {
    const samples = [
      sample({ notices: [{ kind: 'chat mention', recipient: 'ana' }] }),
      sample({ token: 'L3_2', notices: [{ kind: 'chat mention', recipient: 'ben' }] }),
    ];
    const [mentions, videos] = noticeFigures(samples, ['chat mention', 'video comment'], seenAt);
    expect(mentions).toMatchObject({
      kind: 'chat mention',
      latencies: { load: { count: 1, p50: 300 }, floor: null, ratio: null, missing: 1 },
    });
    expect(videos?.latencies.load).toBeNull();
  });
});

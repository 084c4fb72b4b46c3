import { describe, expect, it } from 'vitest';
import { fanoutJobId, fanoutProgress } from './fanout';

const shard = (generation: number, processed: number, total: number, done: boolean) => ({
  generation,
  processed,
  total,
  done,
});

describe('fan-out progress', () => {
  it('names one job per renamed user or workspace', () => {
    expect(fanoutJobId('workspaceName', 'w1')).toBe('workspaceName_w1');
    expect(fanoutJobId('profile', 'u1')).toBe('profile_u1');
  });

  it('sums the shards: members passed of members counted at the start', () => {
    expect(fanoutProgress([shard(2, 400, 6250, false), shard(2, 6250, 6250, true)])).toEqual({
      processed: 6650,
      total: 12_500,
      done: false,
    });
    expect(fanoutProgress([shard(1, 50, 50, true), shard(1, 0, 0, true)])).toEqual({
      processed: 50,
      total: 50,
      done: true,
    });
  });

  it('counts only the newest generation, and is not done while a shard lags behind it', () => {
    expect(fanoutProgress([shard(3, 20, 100, false), shard(2, 100, 100, true)])).toEqual({
      processed: 20,
      total: 100,
      done: false,
    });
  });

  it('never shows more members done than counted (members who joined meanwhile)', () => {
    expect(fanoutProgress([shard(1, 105, 100, true)])).toEqual({
      processed: 100,
      total: 100,
      done: true,
    });
  });

  it('has nothing to do without shards', () => {
    expect(fanoutProgress([])).toEqual({ processed: 0, total: 0, done: true });
  });
});

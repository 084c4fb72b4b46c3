/**
 * A fan-out job copies a changed name into many member documents in the background: a
 * workspace's name into each of its members, a user's name and photo into each of their
 * memberships. The job is fanouts/{kind}_{targetId}; its work is split into shards
 * (fanouts/{jobId}/shards/{index}), each a range of the member list with its own cursor and
 * counts, so the person who renamed can follow the progress.
 */
export type FanoutKind = 'profile' | 'workspaceName';

/** The job document's id: one job per renamed user or workspace. */
export function fanoutJobId(kind: FanoutKind, targetId: string): string {
  return `${kind}_${targetId}`;
}

/** What a reader needs from one shard of the job's current generation. */
export interface FanoutShardProgress {
  generation: number;
  /** Member documents the shard has passed (updated, or found already up to date). */
  processed: number;
  /** Member documents in the shard's range when the job started. */
  total: number;
  done: boolean;
}

export interface FanoutProgress {
  processed: number;
  total: number;
  done: boolean;
}

/**
 * The job's progress summed over its newest generation's shards (a restart rewrites them all; a
 * shard still showing an older generation is counted as not started). Members who joined after
 * the start can make `processed` pass `total`: it never shows more than the total.
 */
export function fanoutProgress(shards: readonly FanoutShardProgress[]): FanoutProgress {
  const generation = Math.max(0, ...shards.map((shard) => shard.generation));
  const current = shards.filter((shard) => shard.generation === generation);
  const total = current.reduce((sum, shard) => sum + shard.total, 0);
  const processed = current.reduce((sum, shard) => sum + shard.processed, 0);
  return {
    processed: Math.min(processed, total),
    total,
    done: current.length === shards.length && current.every((shard) => shard.done),
  };
}

/**
 * fanouts/{kind}_{id}/shards: the progress of the background job that copies a new name into
 * member documents (functions/src/members/fanout.ts). A workspace rename's shards are read by
 * its members, a profile change's by its user; only functions write them.
 */
import { collection, type Firestore, type Query } from 'firebase/firestore';
import { fanoutJobId, type FanoutKind, type FanoutShardProgress } from '@crewspace/common/fanout';
import { readOnlyConverter } from '@/lib/firebase/converter';

type ShardDoc = Partial<FanoutShardProgress>;

const shardConverter = readOnlyConverter<FanoutShardProgress, ShardDoc>(
  'FanoutShard',
  (_id, data) => ({
    generation: data.generation ?? 0,
    processed: data.processed ?? 0,
    total: data.total ?? 0,
    done: data.done === true,
  }),
);

/** The job's shards: 16 for a workspace rename, 1 for a profile change. */
export function renameShardsQuery(
  db: Firestore,
  kind: FanoutKind,
  targetId: string,
): Query<FanoutShardProgress, ShardDoc> {
  return collection(db, 'fanouts', fanoutJobId(kind, targetId), 'shards').withConverter(
    shardConverter,
  );
}

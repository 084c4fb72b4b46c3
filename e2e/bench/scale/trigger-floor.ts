/**
 * The emulator's own ceiling for any fan-out: every write of a member document runs the member
 * trigger (onMemberWritten), and the functions emulator works through those events at a rate of
 * its own. Measured by writing member documents straight from the bench, with no fan-out, and
 * timing a small fan-out queued behind them against the same fan-out on a quiet queue.
 */
import { FieldPath, getFirestore } from 'firebase-admin/firestore';
import { adminApp } from '../../fixtures/stack';

/** Member documents written straight for the floor. */
export const FLOOR_WRITES = 4_000;

export interface TriggerFloor {
  writes: number;
  /** The probe alone on a quiet queue; the writes and then the probe, queued behind them. */
  quietSeconds: number;
  queuedSeconds: number;
  eventsPerSecond: number;
}

/**
 * `probe` is a small fan-out followed to its end (seconds); the writes change a field no reader
 * uses in the first FLOOR_WRITES members of `workspaceId`.
 */
export async function memberTriggerFloor(
  workspaceId: string,
  probe: () => Promise<number>,
): Promise<TriggerFloor> {
  const db = getFirestore(adminApp());
  const quietSeconds = await probe();
  const members = await db
    .collection(`workspaces/${workspaceId}/members`)
    .orderBy(FieldPath.documentId())
    .limit(FLOOR_WRITES)
    .select()
    .get();
  const writer = db.bulkWriter({ throttling: false });
  const mark = `floor ${Date.now()}`;
  for (const member of members.docs) void writer.update(member.ref, { benchMark: mark });
  const started = performance.now();
  await writer.close();
  await probe();
  // From the first write to the probe's end: the events ahead of it, then the probe itself.
  const queuedSeconds = (performance.now() - started) / 1000;
  const drain = Math.max(queuedSeconds - quietSeconds, 0.001);
  return {
    writes: members.size,
    quietSeconds,
    queuedSeconds,
    eventsPerSecond: members.size / drain,
  };
}

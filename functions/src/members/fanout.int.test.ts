import { fanoutProgress } from '@crewspace/common/fanout';
import { FieldPath, type Timestamp } from 'firebase-admin/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';
import { fanoutJobRef, runFanoutStep, type FanoutShard } from './fanout';
import { shardRanges, WORKSPACE_FANOUT_SHARDS } from './fanout-shards';

/**
 * 60 members: one at the start of each of the 16 shards' ranges and 44 more in one range
 * (`m…`), so with the page of 20 that `npm run test:functions` sets, that shard runs three pages
 * (20, 20, 5) while the others run one.
 */
function memberIds(): string[] {
  const spread = shardRanges(WORKSPACE_FANOUT_SHARDS).map((range) => `${range.from ?? '0'}spread`);
  const crowded = Array.from({ length: 44 }, (_, index) => `m${String(index).padStart(3, '0')}`);
  return [...spread, ...crowded];
}

/** A workspace of 60 members, seeded before the workspace document exists (no channel to sync). */
async function seededWorkspace(name: string) {
  const workspace = db.collection('workspaces').doc();
  const members = workspace.collection('members');
  const ids = memberIds();
  const writer = db.bulkWriter();
  for (const uid of ids) {
    void writer.set(members.doc(uid), {
      uid,
      workspaceId: workspace.id,
      workspaceName: name,
      role: 'member',
      displayName: uid,
      nameLower: uid,
      photoURL: '',
      joinedAt: new Date(),
    });
  }
  await writer.close();
  await workspace.set({ name, ownerId: ids[0], membersCount: ids.length, isDefault: false });
  return { workspace, members, ids, job: fanoutJobRef('workspaceName', workspace.id) };
}

type Seeded = Awaited<ReturnType<typeof seededWorkspace>>;

async function shardsOf(seeded: Seeded) {
  const shards = await seeded.job.collection('shards').get();
  return shards.docs.map((doc) => ({ id: doc.id, ...(doc.data() as FanoutShard) }));
}

/** Waits until generation `generation` of the job finished in every shard. */
async function finished(seeded: Seeded, generation: number) {
  return waitFor(
    async () => {
      const shards = await shardsOf(seeded);
      const progress = fanoutProgress(shards);
      return shards.length > 0 && shards[0]!.generation === generation && progress.done
        ? shards
        : undefined;
    },
    `fan-out generation ${generation} done`,
    60_000,
  );
}

const stops: (() => void)[] = [];
afterEach(() => stops.splice(0).forEach((stop) => stop()));

/** Counts the writes of each member document from here on (each new update time is one). */
async function countWrites(seeded: Seeded) {
  const seen = new Map<string, Set<number>>();
  let listening = () => {};
  const ready = new Promise<void>((resolve) => (listening = resolve));
  const stop = seeded.members.onSnapshot((snapshot) => {
    listening();
    for (const change of snapshot.docChanges()) {
      if (change.type !== 'modified') continue;
      const times = seen.get(change.doc.id) ?? new Set<number>();
      times.add((change.doc.updateTime as Timestamp).toMillis());
      seen.set(change.doc.id, times);
    }
  });
  stops.push(stop);
  await ready;
  return {
    writesOf: (id: string) => seen.get(id)?.size ?? 0,
  };
}

async function namesOf(seeded: Seeded): Promise<Map<string, string>> {
  const all = await seeded.members.get();
  return new Map(all.docs.map((doc) => [doc.id, String(doc.get('workspaceName'))]));
}

describe('workspace rename fan-out in shards (fanouts/{jobId}/shards/{n})', () => {
  it('runs 16 shards side by side, writes every member document once, and never again for a retried step', async () => {
    const seeded = await seededWorkspace('Before');
    const writes = await countWrites(seeded);
    await seeded.workspace.update({ name: 'Sharded' });

    const shards = await finished(seeded, 1);
    expect(shards).toHaveLength(16);
    expect(fanoutProgress(shards)).toEqual({ processed: 60, total: 60, done: true });
    // Every shard had members; the crowded range ran three pages (20, 20, 5).
    expect(shards.filter((shard) => shard.processed === 0)).toEqual([]);
    const crowded = shards.reduce((most, shard) =>
      shard.processed > most.processed ? shard : most,
    );
    expect(crowded.processed).toBe(45);
    expect(new Set((await namesOf(seeded)).values())).toEqual(new Set(['Sharded']));
    await waitFor(
      async () => (seeded.ids.every((id) => writes.writesOf(id) >= 1) ? true : undefined),
      'every member write seen',
    );
    expect(seeded.ids.filter((id) => writes.writesOf(id) !== 1)).toEqual([]);

    // The crowded shard's first step, as its event stood, delivered again after the job finished.
    const firstStep: FanoutShard = { ...crowded, cursor: null, processed: 0, done: false };
    expect(await runFanoutStep(seeded.job.id, crowded.id, firstStep)).toBe(0);
    const after = (await seeded.job.collection('shards').doc(crowded.id).get()).data();
    expect(after).toMatchObject({ cursor: crowded.cursor, processed: 45, done: true });
    expect(seeded.ids.filter((id) => writes.writesOf(id) !== 1)).toEqual([]);
  });

  it('resumes an interrupted shard from its cursor, writing only what it had not written', async () => {
    const seeded = await seededWorkspace('Before');
    await seeded.workspace.update({ name: 'Resumed' });
    const shards = await finished(seeded, 1);
    const crowded = shards.reduce((most, shard) =>
      shard.processed > most.processed ? shard : most,
    );
    const inRange = (
      await seeded.members
        .orderBy(FieldPath.documentId())
        .startAt(seeded.members.doc(crowded.from!))
        .endBefore(seeded.members.doc(crowded.to!))
        .get()
    ).docs.map((doc) => doc.id);
    expect(inRange.length).toBeGreaterThan(40);

    // As after a crash in the middle of the second page: the first page and half of the second
    // were written, the cursor still stands after the first page.
    const firstPageEnd = inRange[19]!;
    const unwritten = inRange.slice(30);
    const beforeCursor = inRange[5]!;
    for (const id of unwritten) await seeded.members.doc(id).update({ workspaceName: 'Before' });
    await seeded.members.doc(beforeCursor).update({ workspaceName: 'Stale before the cursor' });
    const writes = await countWrites(seeded);
    await seeded.job
      .collection('shards')
      .doc(crowded.id)
      .update({ cursor: seeded.members.doc(firstPageEnd).path, processed: 20, done: false });

    await finished(seeded, 1);
    const names = await namesOf(seeded);
    expect(unwritten.filter((id) => names.get(id) !== 'Resumed')).toEqual([]);
    expect(names.get(beforeCursor)).toBe('Stale before the cursor');
    await waitFor(
      async () => (unwritten.every((id) => writes.writesOf(id) >= 1) ? true : undefined),
      'the resumed writes seen',
    );
    expect(unwritten.filter((id) => writes.writesOf(id) !== 1)).toEqual([]);
    expect(inRange.slice(20, 30).filter((id) => writes.writesOf(id) > 0)).toEqual([]);
    const resumed = (await seeded.job.collection('shards').doc(crowded.id).get()).data();
    expect(resumed?.processed).toBe(crowded.processed);
  });

  it('ends with the newest name everywhere when a second rename comes during the first', async () => {
    const seeded = await seededWorkspace('Before');
    await seeded.workspace.update({ name: 'First rename' });
    // The first rename is under way: some shard has moved its cursor.
    await waitFor(
      async () =>
        (await shardsOf(seeded)).some((shard) => shard.generation === 1 && shard.cursor !== null)
          ? true
          : undefined,
      'first rename under way',
    );
    await seeded.workspace.update({ name: 'Second rename' });

    await finished(seeded, 2);
    expect(new Set((await namesOf(seeded)).values())).toEqual(new Set(['Second rename']));
    expect((await seeded.job.get()).get('generation')).toBe(2);
  });
});

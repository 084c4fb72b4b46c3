/**
 * A rename fan-out that crashed half way, against the emulators. The crash is left as it leaves
 * it: the first page written and the cursor moved past it, the second page written but the
 * cursor not moved (the step died between its two writes). Run again, the job goes on from its
 * cursor and finishes with every member document renamed, each changed once: the ones done
 * before the crash are not changed again. (A write of the values a document already holds
 * changes nothing, not even its update time, and fires no trigger, so it is not seen here.)
 */
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { fanoutPageSize } from '../config';
import { db } from '../lib/firebase';
import { waitFor } from '../testing/emulators';
import { fanoutJobRef, type FanoutJob } from './fanout';

const OLD_NAME = 'Before the crash';
const NEW_NAME = 'After the crash';

describe('a workspace rename fan-out interrupted half way', () => {
  it('resumes from its cursor and changes each member document exactly once', async () => {
    const pageSize = fanoutPageSize();
    // Two whole pages done before the crash, and a few members after them.
    const count = 2 * pageSize + 5;
    const workspace = db.collection('workspaces').doc();
    const members = workspace.collection('members');
    const uids = Array.from({ length: count }, (_, index) => `m-${String(index).padStart(4, '0')}`);
    const writer = db.bulkWriter();
    uids.forEach((uid, index) => {
      void writer.set(members.doc(uid), {
        uid,
        workspaceId: workspace.id,
        workspaceName: index < 2 * pageSize ? NEW_NAME : OLD_NAME,
        role: 'member',
        displayName: uid,
        nameLower: uid,
        photoURL: '',
        joinedAt: new Date(),
      });
    });
    await writer.close();
    // Created with the new name (a create starts no fan-out): the rename it stands for happened.
    await workspace.set({
      name: NEW_NAME,
      ownerId: uids[0],
      membersCount: count,
      isDefault: false,
    });
    const writtenAt = new Map(
      (await members.get()).docs.map((doc) => [doc.id, doc.updateTime.toMillis()]),
    );

    const job = fanoutJobRef('workspaceName', workspace.id);
    const crashed: FanoutJob = {
      kind: 'workspaceName',
      targetId: workspace.id,
      generation: 1,
      cursor: members.doc(uids[pageSize - 1]!).path,
      done: false,
      updatedAt: Timestamp.now(),
      startedBy: 'the-crashed-rename',
    };
    // Writing the job runs its step, as the retried delivery of the crashed step's event does.
    await job.set(crashed);
    const finished = await waitFor(
      async () => {
        const data = (await job.get()).data() as FanoutJob | undefined;
        return data?.done ? data : undefined;
      },
      'the resumed job done',
      60_000,
    );
    expect(finished.generation).toBe(1);
    expect(finished.cursor).toBe(members.doc(uids.at(-1)!).path);

    const after = await members.get();
    expect(after.size).toBe(count);
    const rewritten = after.docs
      .filter((doc) => doc.updateTime.toMillis() !== writtenAt.get(doc.id))
      .map((doc) => doc.id);
    // Only the members the crash left behind changed, and all hold the new name.
    expect(rewritten).toEqual(uids.slice(2 * pageSize));
    expect(after.docs.filter((doc) => doc.get('workspaceName') !== NEW_NAME)).toEqual([]);
  });
});

/**
 * Video review against the rules: who sets a review status and who edits, resolves
 * and replies to a comment, for every actor; and the bad input the issue names (an empty or a
 * 100 KB comment, a moment beyond the video, a status that does not exist), each refused while
 * what was written before stays as it was; versions: who adds one, the files and numbers a new
 * version may have, and comments on a version (its own length, one that exists, replies on their
 * thread's version). The matrix (matrix.test.ts) holds the comments' and versions' get / list /
 * create / update / delete cells.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  runTransaction,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTORS,
  EDITORS,
  SEED,
  OTHER_WS,
  WS,
  addVersion,
  as,
  restore,
  rulesEnvironment,
  seedAll,
  seedDoc,
  startRulesEnvironment,
  unseedDoc,
  versionDoc,
  type Actor,
} from './harness';

const W = `workspaces/${WS}`;
const VIDEO = `${W}/videos/v1`;
const COMMENT = `${VIDEO}/comments/k1`;
/** The seeded video with versions v2 (20 s long) and v3 (the newest, not measured yet). */
const VERSIONED = `${W}/videos/vv`;
const now = serverTimestamp;

beforeAll(async () => {
  await startRulesEnvironment();
  await seedAll();
});

afterAll(async () => {
  await rulesEnvironment()?.cleanup();
});

beforeEach(async () => {
  await restore(VIDEO);
  await restore(COMMENT);
  await unseedDoc(`${VIDEO}/versions/v2`);
  await unseedDoc(`${VIDEO}/versions/v3`);
  await restore(VERSIONED);
  await restore(`${VERSIONED}/versions/v2`);
  await restore(`${VERSIONED}/versions/v3`);
});

/** What is stored at `path`, read with the rules off. */
async function stored(path: string): Promise<Record<string, unknown> | undefined> {
  let data: Record<string, unknown> | undefined;
  await rulesEnvironment().withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore() as unknown as Firestore, path))).data();
  });
  return data;
}

function comment(db: Firestore, id: string, overrides: Record<string, unknown> = {}) {
  return setDoc(doc(db, `${VIDEO}/comments/${id}`), {
    ...SEED[COMMENT],
    createdBy: 'member',
    createdAt: now(),
    ...overrides,
  });
}

const setStatus = (db: Firestore, actor: string, reviewStatus: unknown) =>
  updateDoc(doc(db, VIDEO), { reviewStatus, reviewStatusBy: actor, reviewStatusAt: now() });

describe('review status', () => {
  it.each(ACTORS.map((actor) => [actor, EDITORS.includes(actor)] as const))(
    '%s sets a status: allowed %s',
    async (actor, allowed) => {
      const attempt = setStatus(as(actor), actor, 'changes-requested');
      await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
    },
  );

  it('refuses a status that does not exist, someone else’s name or a client clock, and keeps the old one', async () => {
    const db = as('member');
    await assertFails(setStatus(db, 'member', 'done'));
    await assertFails(setStatus(db, 'member', ''));
    await assertFails(setStatus(db, 'owner', 'approved'));
    await assertFails(
      updateDoc(doc(db, VIDEO), {
        reviewStatus: 'approved',
        reviewStatusBy: 'member',
        reviewStatusAt: new Date('2000-01-01'),
      }),
    );
    // A status change cannot carry a rename by someone who may not rename.
    await assertFails(
      updateDoc(doc(as('admin'), VIDEO), {
        reviewStatus: 'approved',
        reviewStatusBy: 'admin',
        reviewStatusAt: now(),
        videoURL: 'http://evil.example/v.mp4',
      }),
    );
    expect((await stored(VIDEO))?.reviewStatus).toBe('needs-review');
  });

  it('refuses a new video with a status that does not exist, or preview frames elsewhere', async () => {
    const video = {
      ...SEED[VIDEO],
      uploadedBy: 'member',
      uploadedAt: now(),
      storagePath: `videos/${WS}/new.mp4`,
    };
    await assertFails(
      setDoc(doc(as('member'), `${W}/videos/new`), { ...video, reviewStatus: 'x' }),
    );
    // The preview frames, like the thumbnail, live only in this workspace's folder.
    const sprite = (path: string) => ({
      ...video,
      previewSpriteUrl: 'http://127.0.0.1/s.jpg',
      previewSpritePath: path,
    });
    await assertFails(
      setDoc(doc(as('member'), `${W}/videos/new`), sprite('thumbnails/other/s.jpg')),
    );
    await assertSucceeds(
      setDoc(doc(as('member'), `${W}/videos/new`), sprite(`thumbnails/${WS}/new.mp4.sprite.jpg`)),
    );
  });
});

describe('the video’s duration', () => {
  it('is recorded once, by an editor, and never moved', async () => {
    const noDuration = { ...SEED[VIDEO] };
    delete noDuration.duration;
    await seedDoc(VIDEO, noDuration);
    await assertFails(updateDoc(doc(as('viewer'), VIDEO), { duration: 12 }));
    await assertFails(updateDoc(doc(as('member'), VIDEO), { duration: -1 }));
    await assertFails(updateDoc(doc(as('member'), VIDEO), { duration: '12' }));
    // No comment is possible on a video whose length nobody recorded yet.
    await assertFails(comment(as('member'), 'early'));
    await assertSucceeds(updateDoc(doc(as('member'), VIDEO), { duration: 12 }));
    await assertFails(updateDoc(doc(as('owner'), VIDEO), { duration: 99 }));
    await assertFails(updateDoc(doc(as('owner'), VIDEO), { duration: deleteField() }));
    expect((await stored(VIDEO))?.duration).toBe(12);
  });
});

describe('bad comments are refused and lose nothing', () => {
  it('refuses an empty, a 100 KB, an out-of-range or a misshapen comment', async () => {
    const db = as('member');
    await assertFails(comment(db, 'empty', { text: '' }));
    await assertFails(comment(db, 'huge', { text: 'x'.repeat(100 * 1024) }));
    await assertFails(comment(db, 'long', { text: 'x'.repeat(5001) }));
    await assertFails(comment(db, 'late', { time: 10.5 }));
    await assertFails(comment(db, 'early', { time: -1 }));
    await assertFails(comment(db, 'notime', { time: '2' }));
    await assertFails(comment(db, 'backwards', { time: 5, endTime: 4 }));
    await assertFails(comment(db, 'overrun', { time: 5, endTime: 11 }));
    await assertFails(comment(db, 'version', { versionId: 'v9' }));
    await assertFails(comment(db, 'resolved', { resolved: true }));
    await assertFails(comment(db, 'extra', { status: 'x' }));
    await assertFails(comment(db, 'forged', { createdBy: 'owner' }));
    await assertFails(comment(db, 'clock', { createdAt: new Date('2000-01-01') }));
    const many = Array.from({ length: 21 }, (_, index) => `u${index}`);
    await assertFails(comment(db, 'mentions', { mentions: many }));
    await assertSucceeds(comment(db, 'range', { time: 5, endTime: 10 }));
    // An edit that breaks the shape leaves the text as it was.
    await assertFails(updateDoc(doc(db, COMMENT), { text: '', editedAt: now() }));
    await assertFails(
      updateDoc(doc(db, COMMENT), { text: 'x'.repeat(100 * 1024), editedAt: now() }),
    );
    await assertFails(updateDoc(doc(db, COMMENT), { time: 9 }));
    expect((await stored(COMMENT))?.text).toBe('Cut here');
  });

  it('lets the author alone edit the text, any editor resolve, nobody else', async () => {
    const edit = { text: 'Cut earlier', editedAt: now() };
    for (const actor of ACTORS.filter((actor) => actor !== 'member'))
      await assertFails(updateDoc(doc(as(actor), COMMENT), edit));
    await assertSucceeds(updateDoc(doc(as('member'), COMMENT), edit));
    const resolve = (actor: string) => ({ resolved: true, resolvedBy: actor, resolvedAt: now() });
    await assertFails(updateDoc(doc(as('viewer'), COMMENT), resolve('viewer')));
    await assertFails(updateDoc(doc(as('admin'), COMMENT), resolve('member')));
    await assertSucceeds(updateDoc(doc(as('admin'), COMMENT), resolve('admin')));
    await assertSucceeds(
      updateDoc(doc(as('member'), COMMENT), { ...resolve('member'), resolved: false }),
    );
  });

  it('takes replies to a thread’s first comment only', async () => {
    const db = as('admin');
    await assertSucceeds(comment(db, 'reply', { createdBy: 'admin', parentId: 'k1' }));
    await assertFails(comment(db, 'nested', { createdBy: 'admin', parentId: 'reply' }));
    await assertFails(comment(db, 'orphan', { createdBy: 'admin', parentId: 'missing' }));
    await assertFails(
      comment(as('viewer'), 'viewer-reply', { createdBy: 'viewer', parentId: 'k1' }),
    );
    // Replies are not resolved on their own: the thread is.
    await assertFails(
      updateDoc(doc(as('member'), `${VIDEO}/comments/reply`), {
        resolved: true,
        resolvedBy: 'member',
        resolvedAt: now(),
      }),
    );
  });
});

describe('versions', () => {
  /** The next version of VIDEO (it has only its own files, v1), uploaded by `actor` now. */
  const next = (actor: string, overrides: Record<string, unknown> = {}) =>
    versionDoc(2, { uploadedBy: actor, uploadedAt: now(), ...overrides });

  it.each(ACTORS.map((actor) => [actor, EDITORS.includes(actor)] as const))(
    '%s adds a version: allowed %s',
    async (actor, allowed) => {
      const attempt = addVersion(as(actor), VIDEO, next(actor));
      await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
    },
  );

  it('refuses files outside the workspace’s folders, and keeps the video as it was', async () => {
    const db = as('member');
    const elsewhere = [
      { storagePath: `videos/${OTHER_WS}/cut.mp4` },
      { storagePath: `videos/${WS}/sub/cut.mp4` },
      { storagePath: `thumbnails/${WS}/cut.mp4` },
      { storagePath: `videos/${WS}-x/cut.mp4` },
      { thumbnailUrl: 'http://127.0.0.1/t.jpg', thumbnailPath: `thumbnails/${OTHER_WS}/t.jpg` },
      { previewSpriteUrl: 'http://127.0.0.1/s.jpg', previewSpritePath: `videos/${WS}/s.jpg` },
    ];
    for (const files of elsewhere) await assertFails(addVersion(db, VIDEO, next('member', files)));
    expect((await stored(VIDEO))?.latestVersion).toBeUndefined();
    expect(await stored(`${VIDEO}/versions/v2`)).toBeUndefined();
  });

  it('refuses a forged uploader or clock, a wrong number, an extra field or a copy that differs', async () => {
    const db = as('member');
    await assertFails(addVersion(db, VIDEO, next('owner')));
    await assertFails(addVersion(db, VIDEO, next('member', { uploadedAt: new Date(0) })));
    // Numbers run on: v3 before v2, a number its id does not name, v1 again, a fraction.
    await assertFails(addVersion(db, VIDEO, next('member', { number: 3 })));
    await assertFails(addVersion(db, VIDEO, next('member'), next('member'), 'v5'));
    await assertFails(addVersion(db, VIDEO, next('member', { number: 1 })));
    await assertFails(addVersion(db, VIDEO, next('member', { number: 2.5 })));
    await assertFails(addVersion(db, VIDEO, next('member', { videoName: 'Renamed' })));
    await assertFails(addVersion(db, VIDEO, next('member', { videoURL: '' })));
    await assertFails(
      addVersion(db, VIDEO, next('member'), next('member', { videoURL: 'http://evil.example/' })),
    );
    expect((await stored(VIDEO))?.latestVersion).toBeUndefined();
  });

  it('takes a version only together with the video’s copy of it, and each number once', async () => {
    const db = as('member');
    // The version alone, or the copy alone, leaves them out of step: both refused.
    await assertFails(setDoc(doc(db, `${VIDEO}/versions/v2`), next('member')));
    await assertFails(updateDoc(doc(db, VIDEO), { latestVersion: next('member') }));
    await assertSucceeds(addVersion(db, VIDEO, next('member')));
    // A second v2 (someone else uploading at the same moment) and a rewrite of v2 are refused.
    await assertFails(addVersion(as('admin'), VIDEO, next('admin')));
    await assertFails(
      updateDoc(doc(as('owner'), `${VIDEO}/versions/v2`), { videoURL: 'http://127.0.0.1/x' }),
    );
    await assertSucceeds(
      addVersion(as('admin'), VIDEO, versionDoc(3, { uploadedBy: 'admin', uploadedAt: now() })),
    );
    const video = await stored(VIDEO);
    expect(video?.latestVersion).toMatchObject({ number: 3, uploadedBy: 'admin' });
    // The video's own files (v1) stay as they were.
    expect(video?.storagePath).toBe(SEED[VIDEO]!.storagePath);
  });

  it('never gives two editors adding a version at the same moment the same number', async () => {
    // As the web app's addVersion: a transaction reads the newest number and writes the next;
    // refused (someone took that number first: the rules answer before the transaction sees
    // the contention), it tries again.
    const add = (actor: Actor) => {
      const db = as(actor);
      return runTransaction(db, async (transaction) => {
        const video = await transaction.get(doc(db, VIDEO));
        const newest = (video.get('latestVersion') as { number: number } | undefined)?.number;
        const number = (newest ?? 1) + 1;
        const version = versionDoc(number, { uploadedBy: actor, uploadedAt: now() });
        transaction.set(doc(db, `${VIDEO}/versions/v${number}`), version);
        transaction.update(doc(db, VIDEO), { latestVersion: version });
        return number;
      });
    };
    const addAgainIfRefused = (actor: Actor) =>
      add(actor).catch((error: { code?: string }) => {
        if (error.code !== 'permission-denied') throw error;
        return add(actor);
      });
    const numbers = await Promise.all([addAgainIfRefused('member'), addAgainIfRefused('admin')]);
    expect([...numbers].sort()).toEqual([2, 3]);
    const uploaders = await Promise.all(
      ['v2', 'v3'].map(async (id) => (await stored(`${VIDEO}/versions/${id}`))?.uploadedBy),
    );
    expect([...uploaders].sort()).toEqual(['admin', 'member']);
    expect((await stored(VIDEO))?.latestVersion).toMatchObject({ number: 3 });
  });

  it('records a version’s length once, and the newest one’s only with the video’s copy', async () => {
    const db = as('member');
    const v2 = `${VERSIONED}/versions/v2`;
    const v3 = `${VERSIONED}/versions/v3`;
    await assertFails(updateDoc(doc(db, v2), { duration: 30 }));
    await assertFails(updateDoc(doc(as('viewer'), v3), { duration: 7 }));
    await assertFails(updateDoc(doc(db, v3), { duration: 7 }));
    await assertFails(updateDoc(doc(db, VERSIONED), { 'latestVersion.duration': 7 }));
    const record = (seconds: unknown, copy: unknown = seconds) => {
      const batch = writeBatch(db);
      batch.update(doc(db, v3), { duration: seconds });
      batch.update(doc(db, VERSIONED), { 'latestVersion.duration': copy });
      return batch.commit();
    };
    await assertFails(record(-1));
    await assertFails(record(7, 8));
    await assertSucceeds(record(7));
    await assertFails(record(9));
    expect((await stored(v3))?.duration).toBe(7);
    expect((await stored(VERSIONED))?.latestVersion).toMatchObject({ number: 3, duration: 7 });
  });

  it('are never deleted on their own', async () => {
    for (const actor of ACTORS)
      await assertFails(deleteDoc(doc(as(actor), `${VERSIONED}/versions/v2`)));
  });
});

describe('comments on a version', () => {
  const onVersion = (db: Firestore, id: string, overrides: Record<string, unknown>) =>
    setDoc(doc(db, `${VERSIONED}/comments/${id}`), {
      ...SEED[COMMENT],
      createdBy: 'member',
      createdAt: now(),
      ...overrides,
    });

  it.each(ACTORS.map((actor) => [actor, EDITORS.includes(actor)] as const))(
    '%s comments on v2: allowed %s',
    async (actor, allowed) => {
      const attempt = onVersion(as(actor), `on-v2-${actor}`, {
        versionId: 'v2',
        createdBy: actor,
      });
      await (allowed ? assertSucceeds(attempt) : assertFails(attempt));
    },
  );

  it('checks the moment against that version’s own length', async () => {
    const db = as('member');
    // v2 is 20 s long, v1 10 s.
    await assertSucceeds(onVersion(db, 'late-on-v2', { versionId: 'v2', time: 15 }));
    await assertFails(onVersion(db, 'late-on-v1', { versionId: 'v1', time: 15 }));
    await assertFails(onVersion(db, 'past-v2', { versionId: 'v2', time: 21 }));
    await assertFails(onVersion(db, 'range-past-v2', { versionId: 'v2', time: 5, endTime: 21 }));
    // v3 exists but nobody has measured it yet.
    await assertFails(onVersion(db, 'unmeasured', { versionId: 'v3', time: 1 }));
  });

  it('refuses a version the video does not have, or no version', async () => {
    const db = as('member');
    await assertFails(onVersion(db, 'unknown', { versionId: 'v4' }));
    await assertFails(onVersion(db, 'bad-id', { versionId: 'v02' }));
    await assertFails(onVersion(db, 'number', { versionId: 2 }));
    await assertFails(onVersion(db, 'none', { versionId: null }));
    // VIDEO has only its own files: v2 is unknown there.
    await assertFails(comment(db, 'no-such-version', { versionId: 'v2' }));
  });

  it('keeps a reply on its thread’s version', async () => {
    const db = as('member');
    await assertSucceeds(onVersion(db, 'thread', { versionId: 'v2', time: 3 }));
    await assertSucceeds(
      onVersion(db, 'same', { versionId: 'v2', time: 3, parentId: 'thread', createdBy: 'member' }),
    );
    await assertFails(onVersion(db, 'other', { versionId: 'v1', time: 3, parentId: 'thread' }));
  });
});

/**
 * Video review (issue 16) against the rules: who sets a review status and who edits, resolves
 * and replies to a comment, for every actor; and the bad input the issue names (an empty or a
 * 100 KB comment, a moment beyond the video, a status that does not exist), each refused while
 * what was written before stays as it was. The matrix (matrix.test.ts) holds the comments'
 * get / list / create / resolve / delete cells.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  deleteField,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ACTORS,
  EDITORS,
  SEED,
  WS,
  as,
  restore,
  rulesEnvironment,
  seedAll,
  seedDoc,
  startRulesEnvironment,
} from './harness';

const W = `workspaces/${WS}`;
const VIDEO = `${W}/videos/v1`;
const COMMENT = `${VIDEO}/comments/k1`;
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

import {
  deleteObject,
  getMetadata,
  list,
  listAll,
  ref,
  updateMetadata,
  uploadBytes,
  type FirebaseStorage,
} from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorCode, randomData } from './test-support/bytes';
import { ALICE, SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/** Metadata, listing and deletion through the Web SDK. */

let emulator: TestEmulator;
let clients: SdkClients;
let alice: FirebaseStorage;
let owner: FirebaseStorage;

beforeAll(async () => {
  emulator = await startTestEmulator();
  clients = new SdkClients(emulator.port);
  alice = clients.storage(ALICE);
  owner = clients.storage('owner');
});

beforeEach(() => emulator.reset());

afterAll(async () => {
  await clients.dispose();
  await emulator.dispose();
});

async function put(storage: FirebaseStorage, path: string, contentType = 'video/mp4') {
  return uploadBytes(ref(storage, path), randomData(10), {
    contentType,
    customMetadata: { uploadedBy: 'alice', workspaceId: 'team' },
  });
}

describe('metadata', () => {
  it('gets what the upload stored and updates it, merging custom metadata', async () => {
    const fileRef = ref(alice, 'videos/team/meta.mp4');
    await uploadBytes(fileRef, randomData(1234), {
      contentType: 'video/mp4',
      cacheControl: 'private, max-age=60',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team', title: 'First' },
    });
    const before = await getMetadata(fileRef);
    expect(before).toMatchObject({
      bucket: 'demo-crewspace.appspot.com',
      fullPath: 'videos/team/meta.mp4',
      size: 1234,
      contentType: 'video/mp4',
      cacheControl: 'private, max-age=60',
      metageneration: '1',
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team', title: 'First' },
    });
    expect(Date.parse(before.timeCreated)).not.toBeNaN();

    const after = await updateMetadata(fileRef, {
      contentType: 'video/webm',
      customMetadata: { title: 'Second', chapter: '2' },
    });
    expect(after).toMatchObject({
      contentType: 'video/webm',
      metageneration: '2',
      generation: before.generation,
      customMetadata: { uploadedBy: 'alice', workspaceId: 'team', title: 'Second', chapter: '2' },
    });

    // A null deletes a key; the SDK's types only allow strings, the wire format allows null.
    const removed = await updateMetadata(fileRef, {
      customMetadata: { chapter: null } as unknown as Record<string, string>,
    });
    expect(removed.customMetadata).toEqual({
      uploadedBy: 'alice',
      workspaceId: 'team',
      title: 'Second',
    });
    expect(await getMetadata(fileRef)).toMatchObject({ metageneration: '3' });
  });

  it('refuses an update that breaks the rules (non-video content type)', async () => {
    const fileRef = ref(alice, 'videos/team/meta.mp4');
    await put(alice, 'videos/team/meta.mp4');
    expect(await errorCode(updateMetadata(fileRef, { contentType: 'text/plain' }))).toBe(
      'storage/unauthorized',
    );
    expect((await getMetadata(fileRef)).contentType).toBe('video/mp4');
  });

  it('reports a missing object as object-not-found', async () => {
    expect(await errorCode(getMetadata(ref(alice, 'videos/team/none.mp4')))).toBe(
      'storage/object-not-found',
    );
  });
});

describe('list', () => {
  beforeEach(async () => {
    for (const name of ['e', 'a', 'c', 'b', 'd']) await put(alice, `videos/team/${name}.mp4`);
    // Nested folders can only be made by admins (the rules allow one level).
    await put(owner, 'videos/team/archive/old.mp4');
    await put(owner, 'videos/team/drafts/x.mp4');
    await put(alice, 'thumbnails/team/a.jpg', 'image/jpeg');
  });

  it('returns items and folder prefixes directly under the prefix, sorted', async () => {
    const result = await list(ref(alice, 'videos/team'));
    expect(result.items.map((item) => item.fullPath)).toEqual([
      'videos/team/a.mp4',
      'videos/team/b.mp4',
      'videos/team/c.mp4',
      'videos/team/d.mp4',
      'videos/team/e.mp4',
    ]);
    expect(result.prefixes.map((prefix) => prefix.fullPath)).toEqual([
      'videos/team/archive',
      'videos/team/drafts',
    ]);
    expect(result.nextPageToken).toBeUndefined();
  });

  it('pages with maxResults and pageToken, and listAll walks every page', async () => {
    const seen: string[] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const page = await list(ref(alice, 'videos/team'), { maxResults: 2, pageToken });
      seen.push(...page.items.map((i) => i.name), ...page.prefixes.map((p) => `${p.name}/`));
      expect(page.items.length + page.prefixes.length).toBeLessThanOrEqual(2);
      pageToken = page.nextPageToken;
      pages += 1;
    } while (pageToken !== undefined);
    expect(pages).toBe(4);
    expect(seen.sort()).toEqual([
      'a.mp4',
      'archive/',
      'b.mp4',
      'c.mp4',
      'd.mp4',
      'drafts/',
      'e.mp4',
    ]);

    const all = await listAll(ref(alice, 'videos/team'));
    expect(all.items).toHaveLength(5);
    expect(all.prefixes).toHaveLength(2);
  });

  it('lets only admins list the root, a whole folder or nested folders', async () => {
    expect(await errorCode(list(ref(alice)))).toBe('storage/unauthorized');
    expect(await errorCode(list(ref(alice, 'videos')))).toBe('storage/unauthorized');
    expect(await errorCode(list(ref(alice, 'videos/team/archive')))).toBe('storage/unauthorized');
    const root = await listAll(ref(owner));
    expect(root.prefixes.map((p) => p.fullPath)).toEqual(['thumbnails', 'videos']);
    const nested = await listAll(ref(owner, 'videos/team/archive'));
    expect(nested.items.map((i) => i.fullPath)).toEqual(['videos/team/archive/old.mp4']);
  });
});

describe('delete', () => {
  it('deletes an object; it is gone afterwards', async () => {
    const fileRef = ref(alice, 'videos/team/gone.mp4');
    await put(alice, 'videos/team/gone.mp4');
    await deleteObject(fileRef);
    expect(await errorCode(getMetadata(fileRef))).toBe('storage/object-not-found');
    expect((await listAll(ref(alice, 'videos/team'))).items).toHaveLength(0);
    // The rules cannot own a missing file, so users get 403; admins get the 404.
    expect(await errorCode(deleteObject(fileRef))).toBe('storage/unauthorized');
    expect(await errorCode(deleteObject(ref(owner, 'videos/team/gone.mp4')))).toBe(
      'storage/object-not-found',
    );
  });
});

import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { crc32c, crc32cBase64 } from './crc32c';
import { objectNotFound, preconditionFailed } from './http-error';
import { KeyedLock } from './keyed-lock';
import { storedObjectSchema, type ObjectFields, type StoredObject } from './object-metadata';
import type { StagedFile } from './staged-file';
import type { StorageEventSink } from './storage-events';

export interface ListOptions {
  prefix: string;
  delimiter: string;
  pageToken?: string | undefined;
  maxResults: number;
}

export interface ListPage {
  items: StoredObject[];
  /** "Folders" directly under the prefix, each ending in the delimiter. */
  prefixes: string[];
  /** Absent on the last page; never empty (the Web SDK would loop on ""). */
  nextPageToken?: string;
}

/**
 * Objects on disk: bytes in `blobs/<key>.<generation>`, metadata in `objects/<key>.json` sidecars
 * written atomically (temp file + rename), and every sidecar indexed in memory at startup.
 * A sidecar only ever points at a complete blob, so a crash leaves at worst an orphan blob.
 */
export class ObjectStore {
  private readonly index = new Map<string, StoredObject>();
  private readonly locks = new KeyedLock();
  private readonly pendingHashes = new Map<string, Promise<StoredObject>>();
  private lastGeneration = 0;

  private constructor(
    readonly dataDir: string,
    private readonly onEvent: StorageEventSink,
  ) {}

  /** `onEvent` hears of every object finalized or deleted (Storage's function triggers). */
  static async open(dataDir: string, onEvent: StorageEventSink = () => {}): Promise<ObjectStore> {
    const store = new ObjectStore(dataDir, onEvent);
    await store.load();
    return store;
  }

  get stagingDir(): string {
    return join(this.dataDir, 'staging');
  }

  private get objectsDir(): string {
    return join(this.dataDir, 'objects');
  }

  private get blobsDir(): string {
    return join(this.dataDir, 'blobs');
  }

  blobPath(object: StoredObject): string {
    return join(this.blobsDir, object.blob);
  }

  get(bucket: string, name: string): StoredObject | undefined {
    return this.index.get(keyOf(bucket, name));
  }

  /** Turns a finished upload into the current generation of `bucket/name`. */
  async commit(
    staged: StagedFile,
    bucket: string,
    name: string,
    fields: ObjectFields,
  ): Promise<StoredObject> {
    const key = keyOf(bucket, name);
    const object = await this.locks.run(key, async () => {
      const previous = this.index.get(key);
      const generation = this.nextGeneration();
      const blob = `${key}.${generation}`;
      await rename(staged.path, join(this.blobsDir, blob));
      const now = new Date().toISOString();
      const created: StoredObject = {
        ...fields,
        bucket,
        name,
        generation,
        metageneration: 1,
        size: staged.size,
        timeCreated: now,
        updated: now,
        blob,
      };
      await this.save(key, created);
      if (previous) await rm(this.blobPath(previous), { force: true });
      if (previous) this.onEvent('deleted', previous);
      this.onEvent('finalized', created);
      return created;
    });
    // Hashing runs at disk speed after the answer, so it never slows an upload down.
    this.ensureHashes(object).catch((error: unknown) => {
      console.error(`storage emulator: hashing ${bucket}/${name} failed`, error);
    });
    return object;
  }

  /** Rewrites an object's metadata through `change`; 404 when it does not exist. */
  async update(
    bucket: string,
    name: string,
    change: (current: StoredObject) => StoredObject,
  ): Promise<StoredObject> {
    const key = keyOf(bucket, name);
    return this.locks.run(key, async () => {
      const current = this.index.get(key);
      if (!current) throw objectNotFound(bucket, name);
      const next = change(current);
      await this.save(key, next);
      return next;
    });
  }

  /**
   * Returns the deleted object, or undefined when there was none. With `ifGenerationMatch`, an
   * object of another generation is kept and the call throws 412, as in GCS.
   */
  async delete(
    bucket: string,
    name: string,
    ifGenerationMatch?: string,
  ): Promise<StoredObject | undefined> {
    const key = keyOf(bucket, name);
    return this.locks.run(key, async () => {
      const current = this.index.get(key);
      if (!current) return undefined;
      if (ifGenerationMatch !== undefined && current.generation !== ifGenerationMatch) {
        throw preconditionFailed();
      }
      await rm(join(this.objectsDir, `${key}.json`), { force: true });
      this.index.delete(key);
      await rm(this.blobPath(current), { force: true });
      this.onEvent('deleted', current);
      return current;
    });
  }

  list(bucket: string, { prefix, delimiter, pageToken, maxResults }: ListOptions): ListPage {
    const items = new Map<string, StoredObject>();
    const prefixes = new Set<string>();
    for (const object of this.index.values()) {
      if (object.bucket !== bucket || !object.name.startsWith(prefix)) continue;
      const cut = delimiter === '' ? -1 : object.name.indexOf(delimiter, prefix.length);
      if (cut === -1) items.set(object.name, object);
      else prefixes.add(object.name.slice(0, cut + delimiter.length));
    }
    // Items and prefixes page together in name order, as in GCS; the token names the next entry.
    const start = pageToken === undefined ? '' : Buffer.from(pageToken, 'base64url').toString();
    const entries = [...items.keys(), ...prefixes].filter((entry) => entry >= start).sort();
    const page = entries.slice(0, maxResults);
    const next = entries[maxResults];
    return {
      items: page.flatMap((entry) => items.get(entry) ?? []),
      prefixes: page.filter((entry) => prefixes.has(entry)),
      ...(next === undefined ? {} : { nextPageToken: Buffer.from(next).toString('base64url') }),
    };
  }

  /** Fills in md5Hash and crc32c (base64), reading the blob once; shared by concurrent callers. */
  async ensureHashes(object: StoredObject): Promise<StoredObject> {
    if (object.md5Hash !== undefined && object.crc32c !== undefined) return object;
    let pending = this.pendingHashes.get(object.blob);
    if (!pending) {
      pending = this.computeHashes(object).finally(() => this.pendingHashes.delete(object.blob));
      this.pendingHashes.set(object.blob, pending);
    }
    return pending;
  }

  /** Lets background hashing finish, so nothing writes to the data folder afterwards. */
  async close(): Promise<void> {
    await Promise.allSettled(this.pendingHashes.values());
  }

  async reset(): Promise<void> {
    // A hash landing after the clear would save its object again.
    await this.close();
    this.index.clear();
    await Promise.all(
      [this.objectsDir, this.blobsDir, this.stagingDir].map((dir) =>
        rm(dir, { recursive: true, force: true }),
      ),
    );
    await this.createDirs();
  }

  private async computeHashes(object: StoredObject): Promise<StoredObject> {
    const md5 = createHash('md5');
    let crc = 0;
    try {
      for await (const chunk of createReadStream(this.blobPath(object)) as AsyncIterable<Buffer>) {
        md5.update(chunk);
        crc = crc32c(crc, chunk);
      }
    } catch (error) {
      // Deleted or replaced while we read: nothing left to describe.
      if (this.get(object.bucket, object.name)?.blob !== object.blob) return object;
      throw error;
    }
    const hashes = { md5Hash: md5.digest('base64'), crc32c: crc32cBase64(crc) };
    const key = keyOf(object.bucket, object.name);
    return this.locks.run(key, async () => {
      const current = this.index.get(key);
      if (current?.blob !== object.blob) return { ...object, ...hashes };
      const hashed = { ...current, ...hashes };
      await this.save(key, hashed);
      return hashed;
    });
  }

  private async save(key: string, object: StoredObject): Promise<void> {
    const path = join(this.objectsDir, `${key}.json`);
    const temp = `${path}.${randomUUID()}.tmp`;
    await writeFile(temp, JSON.stringify(object));
    await rename(temp, path);
    this.index.set(key, object);
  }

  private async load(): Promise<void> {
    // The staging folder holds upload sessions that go on after a restart (ResumableSessions).
    await this.createDirs();
    for (const file of await readdir(this.objectsDir)) {
      const path = join(this.objectsDir, file);
      if (!file.endsWith('.json')) {
        await rm(path, { force: true });
        continue;
      }
      const parsed = storedObjectSchema.safeParse(
        parseJsonOrUndefined(await readFile(path, 'utf8')),
      );
      if (!parsed.success) {
        console.warn(`storage emulator: ignoring unreadable metadata ${path}`);
        continue;
      }
      this.index.set(file.slice(0, -'.json'.length), parsed.data);
      this.lastGeneration = Math.max(this.lastGeneration, Number(parsed.data.generation));
    }
    const referenced = new Set([...this.index.values()].map((object) => object.blob));
    for (const blob of await readdir(this.blobsDir)) {
      if (!referenced.has(blob)) await rm(join(this.blobsDir, blob), { force: true });
    }
  }

  private async createDirs(): Promise<void> {
    for (const dir of [this.objectsDir, this.blobsDir, this.stagingDir]) {
      await mkdir(dir, { recursive: true });
    }
  }

  /** GCS generations are microsecond timestamps; keep them strictly increasing. */
  private nextGeneration(): string {
    this.lastGeneration = Math.max(Date.now() * 1000, this.lastGeneration + 1);
    return String(this.lastGeneration);
  }
}

/** Object names can be 1 KiB and hold any character, so files are named by a hash. */
function keyOf(bucket: string, name: string): string {
  return createHash('sha256').update(bucket).update('\0').update(name).digest('hex');
}

function parseJsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { badRequest, HttpError } from './http-error';
import { KeyedLock } from './keyed-lock';
import type { ObjectFields, StoredObject } from './object-metadata';
import {
  loadRecords,
  removeRecord,
  saveRecord,
  stagedFileName,
  type SessionRecord,
} from './session-records';
import { StagedFile } from './staged-file';

export interface UploadSession {
  id: string;
  bucket: string;
  name: string;
  fields: ObjectFields;
  /** From X-Goog-Upload-Header-Content-Length / X-Upload-Content-Length, when the client sent it. */
  declaredSize: number | undefined;
  staged: StagedFile;
  /** Set once finalized, so a re-sent final chunk gets the same answer. */
  result: StoredObject | undefined;
  touchedAt: number;
}

export type NewSession = Pick<UploadSession, 'bucket' | 'name' | 'fields' | 'declaredSize'>;

/**
 * Resumable upload sessions for both APIs. Bytes go straight to a staged file; a chunk counts
 * only once its whole body has arrived, because the Web SDK assumes every answered chunk landed.
 * Each session is also kept on disk (session-records.ts), so an upload goes on after the
 * emulator restarts. The Web SDK never says when it gives up, so idle sessions expire.
 */
export class ResumableSessions {
  private readonly sessions = new Map<string, UploadSession>();
  private readonly locks = new KeyedLock();
  private readonly sweeper: NodeJS.Timeout;

  private constructor(
    private readonly stagingDir: string,
    private readonly idleTimeoutMs: number,
  ) {
    this.sweeper = setInterval(() => void this.expireIdle(), Math.min(idleTimeoutMs, 60_000));
    this.sweeper.unref();
  }

  /** The sessions saved in `stagingDir` by an earlier run, each where its last whole chunk ended. */
  static async open(stagingDir: string, idleTimeoutMs: number): Promise<ResumableSessions> {
    const sessions = new ResumableSessions(stagingDir, idleTimeoutMs);
    for (const record of await loadRecords(stagingDir)) {
      const { staged, size, result, declaredSize, ...rest } = record;
      sessions.sessions.set(record.id, {
        ...rest,
        declaredSize,
        staged: result
          ? StagedFile.moved(join(stagingDir, staged), size)
          : await StagedFile.reopen(join(stagingDir, staged), size),
        result,
        touchedAt: Date.now(),
      });
    }
    return sessions;
  }

  async start(init: NewSession): Promise<UploadSession> {
    const session: UploadSession = {
      ...init,
      id: randomUUID(),
      staged: await StagedFile.create(this.stagingDir),
      result: undefined,
      touchedAt: Date.now(),
    };
    this.sessions.set(session.id, session);
    await this.save(session);
    return session;
  }

  /** Records the object a finished upload became, so a re-sent last chunk gets the same answer. */
  async finish(session: UploadSession, result: StoredObject): Promise<void> {
    session.result = result;
    await this.save(session);
  }

  /** The session for `id` in `bucket`, or 404. */
  get(id: string, bucket: string): UploadSession {
    const session = this.sessions.get(id);
    if (!session || session.bucket !== bucket) throw new HttpError(404, `No upload session ${id}`);
    session.touchedAt = Date.now();
    return session;
  }

  /** Runs `task` with the session to itself: a re-sent chunk waits for the original. */
  exclusive<T>(session: UploadSession, task: () => Promise<T>): Promise<T> {
    return this.locks.run(session.id, task);
  }

  /**
   * Appends a chunk that starts at `offset`. Bytes the session already holds (a chunk re-sent
   * after a lost answer) are skipped; a chunk that breaks off midway is rolled back whole.
   */
  async writeChunk(
    session: UploadSession,
    offset: number,
    body: AsyncIterable<Buffer>,
  ): Promise<void> {
    const { staged, declaredSize } = session;
    if (offset > staged.size) {
      throw badRequest(`Offset ${offset} is past the ${staged.size} bytes received so far`);
    }
    let skip = staged.size - offset;
    let total = staged.size;
    async function* newBytes(): AsyncGenerator<Buffer> {
      for await (const chunk of body) {
        if (skip >= chunk.length) {
          skip -= chunk.length;
          continue;
        }
        const fresh = skip > 0 ? chunk.subarray(skip) : chunk;
        skip = 0;
        total += fresh.length;
        if (declaredSize !== undefined && total > declaredSize) {
          throw badRequest(`Upload is longer than the declared ${declaredSize} bytes`);
        }
        yield fresh;
      }
    }
    try {
      await staged.append(newBytes());
      await this.save(session);
    } finally {
      session.touchedAt = Date.now();
    }
  }

  /** Checks the upload is complete before it is committed. */
  assertComplete(session: UploadSession): void {
    const { declaredSize, staged } = session;
    if (declaredSize !== undefined && staged.size !== declaredSize) {
      throw badRequest(`Upload is incomplete: ${staged.size} of ${declaredSize} bytes received`);
    }
  }

  /** Drops a session and its bytes (cancel, refused finalize). */
  async discard(session: UploadSession): Promise<void> {
    this.sessions.delete(session.id);
    await removeRecord(this.stagingDir, session.id);
    if (!session.result) await session.staged.discard();
  }

  async reset(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.all(all.map((session) => this.discard(session)));
  }

  close(): void {
    clearInterval(this.sweeper);
  }

  private async save(session: UploadSession): Promise<void> {
    const record: SessionRecord = {
      id: session.id,
      bucket: session.bucket,
      name: session.name,
      fields: session.fields,
      declaredSize: session.declaredSize,
      staged: stagedFileName(session.staged.path),
      size: session.staged.size,
      result: session.result,
    };
    await saveRecord(this.stagingDir, record);
  }

  private async expireIdle(): Promise<void> {
    const cutoff = Date.now() - this.idleTimeoutMs;
    for (const session of this.sessions.values()) {
      if (session.touchedAt < cutoff) await this.discard(session);
    }
  }
}

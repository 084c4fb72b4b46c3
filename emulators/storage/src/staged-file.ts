import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';

/**
 * Large write buffer: fs streams then write many network chunks per syscall (writev), which is
 * what keeps uploads near disk speed. Bounded, so memory stays flat whatever the upload size.
 */
const WRITE_BUFFER_BYTES = 4 * 1024 * 1024;

/** Upload bytes on their way to becoming an object; streamed to disk, never held whole. */
export class StagedFile {
  /** Bytes stored so far. */
  size = 0;

  private constructor(readonly path: string) {}

  static async create(dir: string): Promise<StagedFile> {
    const staged = new StagedFile(join(dir, randomUUID()));
    await writeFile(staged.path, '');
    return staged;
  }

  /** The staged bytes of an upload that outlived a restart, cut back to the `size` it counted. */
  static async reopen(path: string, size: number): Promise<StagedFile> {
    const staged = new StagedFile(path);
    await truncate(path, size);
    staged.size = size;
    return staged;
  }

  /** Bytes the store has taken already (a finished upload's): only their size is left here. */
  static moved(path: string, size: number): StagedFile {
    const staged = new StagedFile(path);
    staged.size = size;
    return staged;
  }

  /** Appends all of `source`. If `source` or the disk fails, the file is cut back as it was. */
  async append(source: AsyncIterable<Uint8Array>): Promise<void> {
    const start = this.size;
    const out = createWriteStream(this.path, {
      flags: 'r+',
      start,
      highWaterMark: WRITE_BUFFER_BYTES,
    });
    try {
      for await (const chunk of source) {
        if (!out.write(chunk)) await once(out, 'drain');
      }
      await new Promise<void>((done, fail) =>
        out.end((error?: Error | null) => (error ? fail(error) : done())),
      );
      this.size = start + out.bytesWritten;
    } catch (error) {
      out.destroy();
      await once(out, 'close');
      await truncate(this.path, start);
      throw error;
    }
  }

  async discard(): Promise<void> {
    await rm(this.path, { force: true });
  }
}

import { randomUUID } from 'node:crypto';
import { open, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';

/** Upload bytes on their way to becoming an object; written piece by piece, never held whole. */
export class StagedFile {
  /** Bytes written so far. */
  size = 0;

  private constructor(
    readonly path: string,
    private readonly handle: FileHandle,
  ) {}

  static async create(dir: string): Promise<StagedFile> {
    const path = join(dir, randomUUID());
    return new StagedFile(path, await open(path, 'w+'));
  }

  async append(chunk: Uint8Array): Promise<void> {
    let written = 0;
    while (written < chunk.length) {
      const { bytesWritten } = await this.handle.write(
        chunk,
        written,
        chunk.length - written,
        this.size + written,
      );
      written += bytesWritten;
    }
    this.size += chunk.length;
  }

  /** Drops bytes past `size`, e.g. the start of a chunk whose connection broke. */
  async truncate(size: number): Promise<void> {
    await this.handle.truncate(size);
    this.size = size;
  }

  async close(): Promise<void> {
    await this.handle.close();
  }

  async discard(): Promise<void> {
    await this.handle.close().catch(() => undefined);
    await rm(this.path, { force: true });
  }
}

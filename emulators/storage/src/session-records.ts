/**
 * Resumable upload sessions on disk, so an upload outlives the emulator's process: one JSON
 * record per session beside its staged bytes, rewritten once each chunk has landed. A process
 * that dies mid-chunk leaves bytes past the recorded size; reopening cuts them off, and the
 * client, which never got an answer for that chunk, sends it again from the recorded offset.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { storedObjectSchema } from './object-metadata';

const SUFFIX = '.session.json';

const recordSchema = z.object({
  id: z.string().uuid(),
  bucket: z.string(),
  name: z.string(),
  fields: z.object({
    contentType: z.string(),
    cacheControl: z.string().optional(),
    contentDisposition: z.string().optional(),
    contentEncoding: z.string().optional(),
    contentLanguage: z.string().optional(),
    customMetadata: z.record(z.string(), z.string()),
    downloadTokens: z.array(z.string()),
  }),
  declaredSize: z.number().int().nonnegative().optional(),
  /** File name of the staged bytes in the staging folder. */
  staged: z.string(),
  /** Bytes of whole chunks received. */
  size: z.number().int().nonnegative(),
  result: storedObjectSchema.optional(),
});

export type SessionRecord = z.infer<typeof recordSchema>;

export function stagedFileName(path: string): string {
  return basename(path);
}

function recordPath(dir: string, id: string): string {
  return join(dir, `${id}${SUFFIX}`);
}

export async function saveRecord(dir: string, record: SessionRecord): Promise<void> {
  const path = recordPath(dir, record.id);
  const temp = `${path}.${randomUUID()}.tmp`;
  await writeFile(temp, JSON.stringify(record));
  await rename(temp, path);
}

export async function removeRecord(dir: string, id: string): Promise<void> {
  await rm(recordPath(dir, id), { force: true });
}

/**
 * The readable records in `dir`. Every other file there (bytes of a simple upload, of a session
 * without a readable record, a half-written record) belongs to no upload that can go on, and is
 * removed.
 */
export async function loadRecords(dir: string): Promise<SessionRecord[]> {
  const files = await readdir(dir);
  const records: SessionRecord[] = [];
  for (const file of files.filter((name) => name.endsWith(SUFFIX))) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(await readFile(join(dir, file), 'utf8'));
    } catch {
      parsed = undefined;
    }
    const record = recordSchema.safeParse(parsed);
    if (record.success) records.push(record.data);
    else console.warn(`storage emulator: ignoring unreadable upload session ${file}`);
  }
  const kept = new Set(records.flatMap((record) => [`${record.id}${SUFFIX}`, record.staged]));
  await Promise.all(
    files.filter((file) => !kept.has(file)).map((file) => rm(join(dir, file), { force: true })),
  );
  return records;
}

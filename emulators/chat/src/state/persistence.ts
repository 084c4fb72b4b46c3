import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import type { ChatState } from './types';

const STATE_FILE = 'chat-state.json';

/** Only the top level is checked: the file is our own export, but a wrong folder should fail clearly. */
const exportSchema = z.looseObject({
  users: z.record(z.string(), z.unknown()),
  channels: z.record(z.string(), z.unknown()),
  messages: z.record(z.string(), z.unknown()),
});

/** Writes the state and the uploaded files, like the Firebase emulators' `--export-on-exit`. */
export async function exportState(
  state: ChatState,
  uploadsDir: string,
  dir: string,
): Promise<void> {
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, STATE_FILE), JSON.stringify(state));
  await rm(join(dir, 'uploads'), { recursive: true, force: true });
  if (existsSync(uploadsDir)) await cp(uploadsDir, join(dir, 'uploads'), { recursive: true });
}

/**
 * Reads an export (and copies its uploads). `fresh` fills what exports from older emulator
 * versions lack: newer collections and app settings.
 */
export async function importState(
  dir: string,
  uploadsDir: string,
  fresh: ChatState,
): Promise<ChatState> {
  const file = join(dir, STATE_FILE);
  const parsed = exportSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a chat emulator export`);
  if (existsSync(join(dir, 'uploads'))) {
    await cp(join(dir, 'uploads'), uploadsDir, { recursive: true });
  }
  const imported = parsed.data as unknown as Partial<ChatState>;
  return { ...fresh, ...imported, app: { ...fresh.app, ...imported.app } };
}

/** How a restart (export, close, import, listen again) goes. */
export interface RestartOptions {
  /** Where the export is written; a temporary folder, removed afterwards, when left out. */
  exportDir?: string;
  /** How long the port stays closed before listening again (a slow restart). Default 0. */
  downMs?: number;
}

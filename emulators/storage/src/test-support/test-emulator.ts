import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startStorageEmulator, type StorageEmulator, type StorageEmulatorOptions } from '../server';

export interface TestEmulator extends StorageEmulator {
  dataDir: string;
  /** Closes the server and removes its data folder. */
  dispose(): Promise<void>;
}

/** An in-process emulator on a free port with its own temporary data folder. */
export async function startTestEmulator(
  dataDir?: string,
  options: Pick<StorageEmulatorOptions, 'membership'> = {},
): Promise<TestEmulator> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'storage-emulator-test-')));
  const emulator = await startStorageEmulator({ ...options, port: 0, dataDir: dir });
  return {
    ...emulator,
    dataDir: dir,
    async dispose() {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

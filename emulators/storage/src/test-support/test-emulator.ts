import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MembershipLookup } from '../membership-lookup';
import { startStorageEmulator, type StorageEmulator, type StorageEmulatorOptions } from '../server';

export interface TestEmulator extends StorageEmulator {
  dataDir: string;
  /** Closes the server and removes its data folder. */
  dispose(): Promise<void>;
}

/**
 * The suites that test transfers rather than the rules work in one workspace: `alice` is a
 * `member` of `team`, so she reads and writes `videos/team/...` and `thumbnails/team/...` with
 * `{uploadedBy: 'alice', workspaceId: 'team'}`. Nobody else is a member of anything.
 */
const aliceInTeam: MembershipLookup = ({ workspaceId, uid }) =>
  Promise.resolve(workspaceId === 'team' && uid === 'alice' ? { role: 'member' } : null);

/** An in-process emulator on a free port (or `options.port`) with its own temporary data folder. */
export async function startTestEmulator(
  dataDir?: string,
  options: Pick<StorageEmulatorOptions, 'membership' | 'port'> = {},
): Promise<TestEmulator> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'storage-emulator-test-')));
  const emulator = await startStorageEmulator({
    membership: options.membership ?? aliceInTeam,
    port: options.port ?? 0,
    dataDir: dir,
  });
  return {
    ...emulator,
    dataDir: dir,
    async dispose() {
      await emulator.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

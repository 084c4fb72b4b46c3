/**
 * How the deployed triggers are declared (what `firebase deploy` reads): the member, workspace
 * and profile triggers retry until they succeed, which is safe because each is idempotent, and
 * the reconciliation runs on a schedule.
 */
import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { describe, expect, it } from 'vitest';

// What the runtime provides: the storage triggers read their default bucket from it.
process.env.FIREBASE_CONFIG ??= JSON.stringify({
  projectId: LOCAL_PROJECT_ID,
  storageBucket: LOCAL_STORAGE_BUCKET,
});
const deployed = await import('./index');

interface Declared {
  __endpoint: { eventTrigger?: { retry?: boolean }; scheduleTrigger?: { schedule: string } };
}

function declared(name: keyof typeof deployed): Declared['__endpoint'] {
  return (deployed[name] as unknown as Declared).__endpoint;
}

describe('trigger declarations', () => {
  it('retries the member, workspace, profile, fan-out and storage usage triggers', () => {
    for (const name of [
      'onMemberWritten',
      'onWorkspaceWritten',
      'onUserProfileUpdated',
      'onFanoutWritten',
      'onStorageObjectFinalized',
      'onStorageObjectDeleted',
    ] as const) {
      expect(declared(name).eventTrigger?.retry, name).toBe(true);
    }
  });

  it('runs the chat reconciliation every 6 hours', () => {
    expect(declared('reconcileChat').scheduleTrigger?.schedule).toBe('every 6 hours');
  });
});

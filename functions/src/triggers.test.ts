/**
 * How the deployed triggers are declared (what `firebase deploy` reads): the member, workspace
 * and profile triggers retry until they succeed, which is safe because each is idempotent, and
 * the reconciliation runs on a schedule.
 */
import { describe, expect, it } from 'vitest';
import * as deployed from './index';

interface Declared {
  __endpoint: { eventTrigger?: { retry?: boolean }; scheduleTrigger?: { schedule: string } };
}

function declared(name: keyof typeof deployed): Declared['__endpoint'] {
  return (deployed[name] as unknown as Declared).__endpoint;
}

describe('trigger declarations', () => {
  it('retries the member, workspace, profile and fan-out triggers', () => {
    for (const name of [
      'onMemberWritten',
      'onWorkspaceWritten',
      'onUserProfileUpdated',
      'onFanoutWritten',
    ] as const) {
      expect(declared(name).eventTrigger?.retry, name).toBe(true);
    }
  });

  it('runs the chat reconciliation every 6 hours', () => {
    expect(declared('reconcileChat').scheduleTrigger?.schedule).toBe('every 6 hours');
  });
});

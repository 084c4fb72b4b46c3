import { describe, expect, it } from 'vitest';
import {
  CALLS_PER_MINUTE,
  INVITATION_LIFETIME_DAYS,
  INVITATION_LIFETIME_MS,
  INVITATIONS_PER_DAY,
  PROFILE_CHANGES_PER_DAY,
  WORKSPACE_STORAGE_MAX_BYTES,
  WORKSPACES_OWNED_MAX,
  formatBytes,
  retryAfterText,
  storageQuotaRefusal,
} from './limits';

describe('limits', () => {
  it('are the numbers SECURITY.md promises', () => {
    expect(INVITATION_LIFETIME_DAYS).toBe(14);
    expect(INVITATION_LIFETIME_MS).toBe(14 * 24 * 60 * 60 * 1000);
    expect(INVITATIONS_PER_DAY).toBe(50);
    expect(WORKSPACES_OWNED_MAX).toBe(10);
    expect(WORKSPACE_STORAGE_MAX_BYTES).toBe(20 * 1024 * 1024 * 1024);
    expect(PROFILE_CHANGES_PER_DAY).toBe(10);
    expect(CALLS_PER_MINUTE).toBe(60);
  });

  it('word sizes and waits for the messages that show them', () => {
    expect(formatBytes(20 * 1024 ** 3)).toBe('20 GiB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MiB');
    expect(formatBytes(512)).toBe('512 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(retryAfterText(1)).toBe('Try again in 1 second.');
    expect(retryAfterText(42.2)).toBe('Try again in 43 seconds.');
    expect(retryAfterText(600)).toBe('Try again in 10 minutes.');
    expect(retryAfterText(23 * 3600)).toBe('Try again in 23 hours.');
  });

  it('tells an upload that does not fit in the workspace’s 20 GiB why', () => {
    const GiB = 1024 ** 3;
    expect(storageQuotaRefusal(19 * GiB, GiB)).toBeNull();
    expect(storageQuotaRefusal(19.5 * GiB, GiB)).toBe(
      'This workspace keeps 19.5 GiB of its 20 GiB, so this file (1 GiB) does not fit. Delete videos or canvas images to make room.',
    );
  });
});

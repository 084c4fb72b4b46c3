import { describe, expect, it } from 'vitest';
import { renameProgressText } from './rename-progress';

describe('renameProgressText', () => {
  it('counts members for a workspace rename', () => {
    expect(renameProgressText('workspaceName', { processed: 6400, total: 100_000 })).toBe(
      'Updating the name for 6,400 of 100,000 members…',
    );
  });

  it('counts workspaces for a profile change', () => {
    expect(renameProgressText('profile', { processed: 0, total: 50 })).toBe(
      'Updating your name in 0 of 50 workspaces…',
    );
  });
});

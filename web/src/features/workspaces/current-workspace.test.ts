import { pickCurrentWorkspaceId } from './current-workspace';

const personal = { workspaceId: 'default-u1' };
const shared = { workspaceId: 'demo-shared' };

describe('pickCurrentWorkspaceId', () => {
  it('keeps the remembered workspace while the user is a member', () => {
    expect(pickCurrentWorkspaceId([personal, shared], 'demo-shared')).toBe('demo-shared');
  });

  it('falls back to the workspace joined first when the remembered one is gone', () => {
    expect(pickCurrentWorkspaceId([personal, shared], 'deleted')).toBe('default-u1');
    expect(pickCurrentWorkspaceId([shared], null)).toBe('demo-shared');
  });

  it('is null when the user belongs to no workspace', () => {
    expect(pickCurrentWorkspaceId([], 'x')).toBeNull();
  });
});

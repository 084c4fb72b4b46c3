import { pickCurrentWorkspace } from './current-workspace';

const personal = { id: 'default-u1', isDefault: true };
const shared = { id: 'demo-shared', isDefault: false };

describe('pickCurrentWorkspace', () => {
  it('keeps the remembered workspace while the user is a member', () => {
    expect(pickCurrentWorkspace([personal, shared], 'demo-shared')).toBe(shared);
  });

  it('falls back to the default workspace when the remembered one is gone', () => {
    expect(pickCurrentWorkspace([shared, personal], 'deleted')).toBe(personal);
  });

  it('falls back to the first workspace, or null when there is none', () => {
    expect(pickCurrentWorkspace([shared], null)).toBe(shared);
    expect(pickCurrentWorkspace([], 'x')).toBeNull();
  });
});

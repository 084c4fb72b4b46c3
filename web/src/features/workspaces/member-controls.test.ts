import { removalBlock, roleChoices } from './member-controls';

describe('roleChoices', () => {
  it('lets the owner give any other role to anyone but themselves', () => {
    expect(roleChoices({ callerRole: 'owner', targetRole: 'member', self: false })).toEqual({
      allowed: ['admin', 'viewer'],
      refusal: null,
    });
    expect(roleChoices({ callerRole: 'owner', targetRole: 'admin', self: false }).allowed).toEqual([
      'member',
      'viewer',
    ]);
    expect(roleChoices({ callerRole: 'owner', targetRole: 'owner', self: true })).toEqual({
      allowed: [],
      refusal: 'You cannot change your own role.',
    });
  });

  it('offers an admin only member and viewer, and nothing for another admin or the owner', () => {
    expect(roleChoices({ callerRole: 'admin', targetRole: 'viewer', self: false })).toEqual({
      allowed: ['member'],
      refusal: null,
    });
    expect(roleChoices({ callerRole: 'admin', targetRole: 'admin', self: false })).toEqual({
      allowed: [],
      refusal: 'Only the owner can make or unmake admins.',
    });
    expect(roleChoices({ callerRole: 'admin', targetRole: 'owner', self: false })).toEqual({
      allowed: [],
      refusal: "The owner's role changes only when the owner hands the workspace over.",
    });
  });

  it('offers members and viewers nothing', () => {
    expect(roleChoices({ callerRole: 'member', targetRole: 'viewer', self: false })).toEqual({
      allowed: [],
      refusal: 'Your role (member) cannot change roles here.',
    });
  });
});

describe('removalBlock', () => {
  it('follows the shared refusals, and sends oneself to Leave', () => {
    expect(removalBlock({ callerRole: 'admin', targetRole: 'member', self: false })).toBeNull();
    expect(removalBlock({ callerRole: 'admin', targetRole: 'admin', self: false })).toBe(
      'Only the owner can remove an admin.',
    );
    expect(removalBlock({ callerRole: 'owner', targetRole: 'admin', self: false })).toBeNull();
    expect(removalBlock({ callerRole: 'owner', targetRole: 'owner', self: true })).toMatch(
      /leave/i,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { memberChangeMatters, memberRightsChanged } from './member-change';

const member = { uid: 'u1', role: 'member', displayName: 'Ann', photoURL: '', workspaceName: 'A' };

describe('memberChangeMatters', () => {
  it('syncs joins, leaves, role, suspension, name and photo changes', () => {
    expect(memberChangeMatters(undefined, member)).toBe(true);
    expect(memberChangeMatters(member, undefined)).toBe(true);
    expect(memberChangeMatters(member, { ...member, role: 'viewer' })).toBe(true);
    expect(memberChangeMatters(member, { ...member, suspended: true })).toBe(true);
    expect(memberChangeMatters(member, { ...member, displayName: 'Anna' })).toBe(true);
    expect(memberChangeMatters(member, { ...member, photoURL: 'x.png' })).toBe(true);
  });

  it('ignores a workspace rename copied into the member document', () => {
    expect(memberChangeMatters(member, { ...member, workspaceName: 'B' })).toBe(false);
    expect(memberChangeMatters(undefined, undefined)).toBe(false);
  });
});

describe('memberRightsChanged', () => {
  it('is true for joins, leaves, role changes and suspension, and false for names', () => {
    expect(memberRightsChanged(undefined, member)).toBe(true);
    expect(memberRightsChanged(member, undefined)).toBe(true);
    expect(memberRightsChanged(member, { ...member, role: 'viewer' })).toBe(true);
    expect(memberRightsChanged(member, { ...member, suspended: true })).toBe(true);
    expect(memberRightsChanged(member, { ...member, displayName: 'Anna' })).toBe(false);
    expect(memberRightsChanged(member, { ...member, workspaceName: 'B' })).toBe(false);
  });
});

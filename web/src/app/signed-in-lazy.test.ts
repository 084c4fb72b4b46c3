import { describe, expect, it } from 'vitest';
import { looksLikeReturningMember } from './signed-in-lazy';

describe('looksLikeReturningMember', () => {
  it('is true when the offline cache holds a user and the address is a signed-in page', () => {
    expect(looksLikeReturningMember('uid-1', '/')).toBe(true);
    expect(looksLikeReturningMember('uid-1', '/w/ws-1/canvases/c-1')).toBe(true);
    expect(looksLikeReturningMember('uid-1', '/chat')).toBe(true);
  });

  it('is false on public pages, without a cache, and for a visitor-only cache', () => {
    expect(looksLikeReturningMember('uid-1', '/login')).toBe(false);
    expect(looksLikeReturningMember('uid-1', '/home')).toBe(false);
    expect(looksLikeReturningMember('uid-1', '/signup')).toBe(false);
    expect(looksLikeReturningMember(null, '/w/ws-1')).toBe(false);
    expect(looksLikeReturningMember('', '/w/ws-1')).toBe(false);
  });
});

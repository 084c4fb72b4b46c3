import { isPublicPath } from '@/config/paths';
import { decideRouteAccess, type AccessSession } from './route-access';

const signedOut: AccessSession = { status: 'signed-out' };
const loading: AccessSession = { status: 'loading' };
const pending: AccessSession = { status: 'signed-in', approved: false, admin: false };
const member: AccessSession = { status: 'signed-in', approved: true, admin: false };
const admin: AccessSession = { status: 'signed-in', approved: true, admin: true };

describe('isPublicPath', () => {
  it.each([
    '/home',
    '/login',
    '/signup',
    '/forgot-password',
    '/privacy',
    '/terms',
    '/claim-username',
  ])('%s is public, exactly and as a prefix', (path) => {
    expect(isPublicPath(path)).toBe(true);
    expect(isPublicPath(`${path}/more`)).toBe(true);
  });

  it('does not treat look-alikes or the app routes as public', () => {
    expect(isPublicPath('/homework')).toBe(false);
    expect(isPublicPath('/')).toBe(false);
    expect(isPublicPath('/admin')).toBe(false);
  });
});

describe('decideRouteAccess', () => {
  it('lets anyone see a public route, whatever the auth state', () => {
    for (const session of [loading, signedOut, pending, admin]) {
      expect(decideRouteAccess({ pathname: '/privacy', session })).toEqual({ kind: 'public' });
    }
  });

  it('shows loading on a protected route while auth is loading', () => {
    expect(decideRouteAccess({ pathname: '/', session: loading })).toEqual({ kind: 'loading' });
  });

  it('sends a signed-out visitor to /home', () => {
    expect(decideRouteAccess({ pathname: '/calendar', session: signedOut })).toEqual({
      kind: 'redirect',
      to: '/home',
      reason: 'signed-out',
    });
  });

  it('sends an account awaiting approval to /home from any protected route', () => {
    for (const pathname of ['/', '/chat', '/admin', '/anything/else']) {
      expect(decideRouteAccess({ pathname, session: pending })).toEqual({
        kind: 'redirect',
        to: '/home',
        reason: 'not-approved',
      });
    }
  });

  it('keeps non-admins out of /admin and lets admins in', () => {
    expect(decideRouteAccess({ pathname: '/admin', session: member })).toEqual({
      kind: 'redirect',
      to: '/',
      reason: 'not-admin',
    });
    expect(decideRouteAccess({ pathname: '/admin/users', session: member }).kind).toBe('redirect');
    expect(decideRouteAccess({ pathname: '/admin', session: admin })).toEqual({ kind: 'allow' });
  });

  it('allows an approved user on the app routes', () => {
    expect(decideRouteAccess({ pathname: '/', session: member })).toEqual({ kind: 'allow' });
    expect(decideRouteAccess({ pathname: '/videos', session: member })).toEqual({ kind: 'allow' });
  });
});

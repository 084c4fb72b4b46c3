/**
 * The approval gate: reactfire's useSigninCheck with the `approved` claim (what the rules read),
 * joined with the session of AuthProvider for who is signed in and whether they are an admin.
 * While the two have not seen the same user yet (sign-in, sign-out, a token refresh), the gate
 * says 'loading', so no route decides on a half-updated picture.
 */
import { useSigninCheck } from 'reactfire';
import { useAuth } from '../auth-provider';
import type { AccessSession } from '../route-access';

const APPROVED = { requiredClaims: { approved: true } };

export function useAccessSession(): AccessSession {
  const { state } = useAuth();
  const check = useSigninCheck(APPROVED);
  if (state.status === 'loading' || check.status !== 'success') return { status: 'loading' };
  const gateUid = check.data.signedIn ? check.data.user.uid : null;
  const sessionUid = state.status === 'signed-in' ? state.session.uid : null;
  if (gateUid !== sessionUid) return { status: 'loading' };
  if (state.status !== 'signed-in') return { status: 'signed-out' };
  return {
    status: 'signed-in',
    approved: check.data.hasRequiredClaims,
    admin: state.session.admin,
  };
}

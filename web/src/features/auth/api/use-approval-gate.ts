/**
 * The approval gate: the session of AuthProvider, whose `approved` and `admin` come from the ID
 * token's claims (what the rules read), read again on every token change, so a refresh after
 * approval opens the app. While Auth has not answered, the gate says 'loading', so no route
 * decides on a half-known picture.
 */
import { useAuth } from '../auth-provider';
import type { AccessSession } from '../route-access';
import { mayHaveSession } from './session-hint';

export function useAccessSession(): AccessSession {
  const { state } = useAuth();
  if (state.status === 'loading') return { status: 'loading' };
  if (state.status === 'signed-out') return { status: 'signed-out' };
  return { status: 'signed-in', approved: state.session.approved, admin: state.session.admin };
}

/**
 * For the public pages: whether to wait for Auth's answer before rendering. Only a browser that
 * had a session waits (its visitor may be sent on); any other renders the page for a visitor.
 */
export function useAwaitingAuth(): boolean {
  const { state } = useAuth();
  return state.status === 'loading' && mayHaveSession();
}

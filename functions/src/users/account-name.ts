import { db } from '../lib/firebase';

/**
 * The display name of an account: its profile (`users/{uid}`), which only its owner and the
 * server write. Notices name people by it, never by the name their chat client claims.
 */
export async function accountName(uid: string): Promise<string> {
  if (!uid) return '';
  const profile = await db.collection('users').doc(uid).get();
  const name: unknown = profile.get('displayName');
  return typeof name === 'string' ? name : '';
}

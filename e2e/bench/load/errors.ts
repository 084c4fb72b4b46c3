/** Errors by kind: what the report groups failed actions under. */

/**
 * The kind of a failed action's error: Firestore's code ("firestore permission-denied"), the
 * chat service's error code ("chat 17"), a timeout, or the message's start.
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return `thrown ${typeof error}`;
  const { code } = error as { code?: unknown };
  if (error.name === 'FirebaseError' && typeof code === 'string') {
    return code.startsWith('auth/') ? code : `firestore ${code}`;
  }
  const chat = /^StreamChat error code (\d+)/.exec(error.message);
  if (chat) return `chat ${chat[1]}`;
  if (/timeout|timed out/i.test(error.message)) return 'timeout';
  return error.message.split('\n')[0]!.slice(0, 60);
}

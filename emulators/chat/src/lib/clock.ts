let last = 0;

/**
 * ISO timestamps that never repeat: the SDK keeps message lists sorted by `created_at` and
 * binary-searches them, so two messages in the same millisecond must still differ.
 */
export function nowIso(): string {
  const now = Math.max(Date.now(), last + 1);
  last = now;
  return new Date(now).toISOString();
}

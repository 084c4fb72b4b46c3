/** Case-insensitive email (or name) search over the pending list. */
export function filterUsersByQuery<U extends { email: string; displayName: string }>(
  users: readonly U[],
  query: string,
): U[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter(
    (user) =>
      user.email.toLowerCase().includes(needle) || user.displayName.toLowerCase().includes(needle),
  );
}

/** True when the query is a whole email address, worth an exact lookup over all accounts. */
export function looksLikeEmail(query: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(query.trim());
}

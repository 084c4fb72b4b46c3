/**
 * The username rule, apart from the request schemas (api.ts) so that the web app's public pages
 * can check a name as it is typed without loading zod and every schema with it.
 */

/** 3–30 letters, digits, '.', '_' or '-'; unique regardless of case. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,30}$/;

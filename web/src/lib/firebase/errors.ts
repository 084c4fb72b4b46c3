/** Typed errors of the data layer, and helpers to read Firebase error codes without importing the SDK. */

export type TokenErrorCode = 'no-user' | 'token-failed';

export class TokenError extends Error {
  override readonly name = 'TokenError';
  constructor(
    readonly code: TokenErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type ApiErrorCode = 'http' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number | null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The `code` of a Firebase error ('auth/wrong-password', 'functions/already-exists', ...), if any. */
export function firebaseErrorCode(error: unknown): string | null {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const { code } = error as { code: unknown };
    if (typeof code === 'string') return code;
  }
  return null;
}

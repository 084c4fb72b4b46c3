import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { CALL_RATE, consumeRate, rateLimitMessage } from '../limits/rate-limit';
import { describeIssues } from './validation';
import { SESSION_MESSAGES, bearerToken, verifySession } from './verify-session';

export interface Caller {
  uid: string;
  token: DecodedIdToken;
}

type Gate = 'signed-in' | 'approved' | 'admin';

/**
 * Wraps a callable handler: checks the caller (signed in with a token that was not revoked,
 * approved or admin), counts the call against the account's rate (resource-exhausted, with
 * `retryAfterSeconds` in the details, past it) and validates the data with its schema before the
 * handler runs, answering with canonical HttpsError codes.
 */
export function defineCallable<Schema extends z.ZodType, Result>(
  gate: Gate,
  schema: Schema,
  handler: (input: { caller: Caller; data: z.output<Schema> }) => Promise<Result>,
): (request: CallableRequest<unknown>) => Promise<Result> {
  return async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
    // The platform verified the token's signature and expiry, not whether it was revoked.
    const idToken = bearerToken(request.rawRequest.headers.authorization);
    const session = idToken ? await verifySession(idToken) : { refusal: 'invalid' as const };
    if ('refusal' in session) throw new HttpsError('unauthenticated', SESSION_MESSAGES[session.refusal]);
    const { token } = session;
    const rate = await consumeRate(token.uid, CALL_RATE);
    if (!rate.allowed) {
      throw new HttpsError(
        'resource-exhausted',
        rateLimitMessage('Too many requests from this account.', rate.retryAfterSeconds),
        { retryAfterSeconds: rate.retryAfterSeconds },
      );
    }
    if (gate === 'admin' && token.admin !== true) {
      throw new HttpsError('permission-denied', 'Only admins can do this.');
    }
    if (gate === 'approved' && token.approved !== true) {
      throw new HttpsError('permission-denied', 'This account is awaiting approval.');
    }
    const parsed = schema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', describeIssues(parsed.error.issues));
    return handler({ caller: { uid: token.uid, token }, data: parsed.data });
  };
}

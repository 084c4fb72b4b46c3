import type { DecodedIdToken } from 'firebase-admin/auth';
import { HttpsError, type CallableRequest } from 'firebase-functions/v2/https';
import type { z } from 'zod';
import { describeIssues } from './validation';

export interface Caller {
  uid: string;
  token: DecodedIdToken;
}

type Gate = 'signed-in' | 'approved' | 'admin';

/**
 * Wraps a callable handler: checks the caller (signed in, approved or admin) and validates the
 * data with its schema before the handler runs, answering with canonical HttpsError codes.
 */
export function defineCallable<Schema extends z.ZodType, Result>(
  gate: Gate,
  schema: Schema,
  handler: (input: { caller: Caller; data: z.output<Schema> }) => Promise<Result>,
): (request: CallableRequest<unknown>) => Promise<Result> {
  return async (request) => {
    if (!request.auth) throw new HttpsError('unauthenticated', 'Sign in first.');
    const { token } = request.auth;
    if (gate === 'admin' && token.admin !== true) {
      throw new HttpsError('permission-denied', 'Only admins can do this.');
    }
    if (gate === 'approved' && token.approved !== true) {
      throw new HttpsError('permission-denied', 'This account is awaiting approval.');
    }
    const parsed = schema.safeParse(request.data);
    if (!parsed.success) throw new HttpsError('invalid-argument', describeIssues(parsed.error.issues));
    return handler({ caller: { uid: request.auth.uid, token }, data: parsed.data });
  };
}

import { z } from 'zod';
import { HttpError } from './http-error';

/** What the rules see as `request.auth`: uid from `user_id` (falling back to `sub`) plus every claim. */
export interface AuthContext {
  uid: string;
  token: Record<string, unknown>;
}

export type Actor = { kind: 'admin' } | { kind: 'anonymous' } | { kind: 'user'; auth: AuthContext };

/** The token the admin SDK and @firebase/rules-unit-testing send to bypass rules. */
const ADMIN_TOKEN = 'owner';

const authorizationHeader = z
  .string()
  .regex(/^(Firebase|Bearer) \S+$/, 'expected "Firebase <token>" or "Bearer <token>"');

const claimsSchema = z
  .looseObject({ user_id: z.string().min(1).optional(), sub: z.string().min(1).optional() })
  .refine((claims) => claims.user_id ?? claims.sub, 'token has neither user_id nor sub');

/**
 * Decodes an Auth-emulator or mockUserToken JWT without verifying it, as the official emulator
 * does: emulator tokens are unsigned and the SDK's mock tokens expired in 1970.
 */
export function actorFromAuthorization(header: string | undefined): Actor {
  if (header === undefined || header === '') return { kind: 'anonymous' };
  if (!authorizationHeader.safeParse(header).success) {
    throw new HttpError(401, 'Invalid Authorization header: expected "Firebase <token>"');
  }
  const token = header.slice(header.indexOf(' ') + 1);
  if (token === ADMIN_TOKEN) return { kind: 'admin' };
  const payload = token.split('.')[1];
  const claims = claimsSchema.safeParse(payload === undefined ? undefined : decodeJson(payload));
  if (!claims.success) throw new HttpError(401, 'Invalid auth token: not a decodable JWT');
  const uid = claims.data.user_id ?? claims.data.sub ?? '';
  return { kind: 'user', auth: { uid, token: claims.data } };
}

function decodeJson(base64url: string): unknown {
  try {
    return JSON.parse(Buffer.from(base64url, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

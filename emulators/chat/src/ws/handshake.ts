/** The connect handshake both transports share: the SDK's `json` query parameter. */
import { inputError } from '../lib/errors';
import type { Custom } from '../state/types';

interface HandshakeJson {
  user_id?: unknown;
  user_details?: unknown;
}

/** The SDK's `json` parameter (`_buildWSPayload`): `{user_id, user_details, device?, client_request_id?}`. */
export function parseHandshake(raw: string | null): { userId: string; details: Custom } {
  let json: HandshakeJson;
  try {
    json = JSON.parse(raw ?? '') as HandshakeJson;
  } catch {
    throw inputError('the json query parameter is not valid JSON');
  }
  if (typeof json?.user_id !== 'string' || json.user_id === '') {
    throw inputError('json.user_id is required to connect');
  }
  const details =
    typeof json.user_details === 'object' && json.user_details !== null ? json.user_details : {};
  return { userId: json.user_id, details: details as Custom };
}

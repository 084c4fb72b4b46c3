import { timingSafeEqual } from 'node:crypto';
import { streamServer } from '../chat/stream-server';
import { HttpError } from './http-error';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Verifies that the chat service sent this request: `X-Api-Key` is our app's key and
 * `X-Signature` is the HMAC-SHA256 of the raw body with our API secret (the SDK's
 * `verifyWebhook`, a constant-time comparison). 401 otherwise.
 */
export function verifyStreamSignature(
  apiKey: string | undefined,
  signature: string | undefined,
  rawBody: Buffer | undefined,
): void {
  const client = streamServer();
  if (!apiKey || !sameText(apiKey, client.key)) {
    throw new HttpError(401, 'unauthenticated', "X-Api-Key is missing or not this app's key.");
  }
  if (!signature || !client.verifyWebhook(rawBody ?? Buffer.alloc(0), signature)) {
    throw new HttpError(
      401,
      'unauthenticated',
      'X-Signature is missing or does not match the body.',
    );
  }
}

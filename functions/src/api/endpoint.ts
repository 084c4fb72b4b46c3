import type { DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';

/**
 * A JSON POST endpoint called by signed-in users: `Authorization: Bearer <Firebase ID token>`,
 * revocation included (the default way an endpoint authenticates). Its body schema and handler.
 */
export interface Endpoint<Schema extends z.ZodType, Result> {
  authentication?: 'bearer';
  schema: Schema;
  handle(input: { caller: DecodedIdToken; body: z.output<Schema> }): Promise<Result>;
}

/**
 * A JSON POST endpoint called only by the chat service: authenticated by Stream's webhook
 * signature (`X-Signature` over the raw body with the API secret, `X-Api-Key` our key), never by
 * a user's token, so no client can call it.
 */
export interface StreamWebhookEndpoint<Schema extends z.ZodType, Result> {
  authentication: 'stream-signature';
  /** Stream's events carry the message and up to 50 members: more than a user request. */
  maxBodyBytes: number;
  schema: Schema;
  handle(input: { body: z.output<Schema> }): Promise<Result>;
}

export type AnyEndpoint = Endpoint<z.ZodType, unknown> | StreamWebhookEndpoint<z.ZodType, unknown>;

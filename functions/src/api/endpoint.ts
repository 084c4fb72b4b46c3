import type { DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';

/** A bearer-authenticated JSON POST endpoint: its body schema and its handler. */
export interface Endpoint<Schema extends z.ZodType, Result> {
  schema: Schema;
  handle(input: { caller: DecodedIdToken; body: z.output<Schema> }): Promise<Result>;
}

import type { z } from 'zod';
import { inputError } from './errors';
import type { RequestContext } from '../http/router';

/** Parses with zod and turns failures into Stream's code 4 input error with a readable message. */
export function parse<T>(schema: z.ZodType<T>, value: unknown, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
    return `${field}: ${issue.message}`;
  });
  throw inputError(`${what} failed with error: "${problems.join('; ')}"`);
}

/** GET endpoints with structured input send one `payload` query parameter holding JSON. */
export function payloadOf(ctx: RequestContext): unknown {
  return jsonQueryParam(ctx, 'payload') ?? {};
}

export function jsonQueryParam(ctx: RequestContext, name: string): unknown {
  const value = ctx.query.get(name);
  if (value === null) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    throw inputError(`${name} query parameter is not valid JSON`);
  }
}

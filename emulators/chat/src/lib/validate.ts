import type { z } from 'zod';
import { inputError } from './errors';

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

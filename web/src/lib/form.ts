import type { z } from 'zod';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type FormResult<Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: FieldErrors<Values> };

/**
 * Parses a form's raw values with its zod schema: the parsed values (trimmed, normalised), or the
 * first message per field, ready to show beside each input.
 */
export function validateForm<Schema extends z.ZodType<object>>(
  schema: Schema,
  raw: unknown,
): FormResult<z.output<Schema>> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<z.output<Schema>> };
}

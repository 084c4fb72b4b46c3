import type { util } from 'zod/v4/core';

export type FieldErrors<Values> = Partial<Record<keyof Values & string, string>>;

export type FormResult<Values> =
  | { ok: true; values: Values }
  | { ok: false; errors: FieldErrors<Values> };

/** A zod schema of either build, the full zod's or Zod Mini's (its own `safeParse`). */
export interface FormSchema<Values extends object> {
  safeParse(raw: unknown): util.SafeParseResult<Values>;
}

/**
 * Parses a form's raw values with its zod schema: the parsed values (trimmed, normalised), or the
 * first message per field, ready to show beside each input. It imports nothing of zod itself, so
 * a page pays for zod only when its schema loads.
 */
export function validateForm<Values extends object>(
  schema: FormSchema<Values>,
  raw: unknown,
): FormResult<Values> {
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors: errors as FieldErrors<Values> };
}

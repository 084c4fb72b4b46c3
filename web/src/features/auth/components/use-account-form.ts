import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { z } from 'zod';
import { validateForm, type FieldErrors } from '@/lib/form';

type Fields<Schema extends z.ZodType<object>> = keyof z.input<Schema> & string;

/**
 * The state of an account form: string fields, their zod check on submit with a message beside
 * each failing field, and a busy flag while the action runs. A failed action is held as the auth
 * error (shown by <AuthError />), so it is not rethrown here.
 */
export function useAccountForm<Schema extends z.ZodType<object>>(
  schema: Schema,
  initial: Record<Fields<Schema>, string>,
  action: (values: z.output<Schema>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Record<Fields<Schema>, string>>>({});
  const [busy, setBusy] = useState(false);

  function field(name: Fields<Schema>) {
    return {
      name,
      value: values[name],
      error: errors[name] ?? null,
      onChange(event: ChangeEvent<HTMLInputElement>) {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setErrors((current) => ({ ...current, [name]: undefined }));
      },
    };
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validateForm(schema, values);
    if (!result.ok) {
      setErrors(result.errors as typeof errors);
      return;
    }
    setBusy(true);
    try {
      await action(result.values);
    } catch {
      // Held as the auth error and shown by <AuthError />.
    } finally {
      setBusy(false);
    }
  }

  return { field, busy, onSubmit };
}

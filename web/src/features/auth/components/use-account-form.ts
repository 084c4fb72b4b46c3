import { useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import type { $ZodType, input, output } from 'zod/v4/core';
import { validateForm, type FieldErrors, type FormResult, type FormSchema } from '@/lib/form';
import { useAuth } from '../auth-provider';

type AccountSchema = $ZodType<object> & FormSchema<object>;
type Fields<Schema extends AccountSchema> = keyof input<Schema> & string;

/**
 * The state of an account form: string fields, their zod check on submit with a message beside
 * each failing field, and a busy flag while the action runs. A failed action is held as the auth
 * error (shown by <AuthError />), so it is not rethrown here; a submit that stops at a field
 * error clears that held error, which spoke of the attempt before. The schema comes from `loadSchema`
 * (a dynamic import, account-forms.ts), started when the visitor first focuses the form: loading
 * it on render put Zod's evaluation on the page's main thread during load, where it was the
 * sign-in page's longest task. Typing takes seconds, so the check is there by the time they submit;
 * a submit that comes first (autofill and a click) waits for it.
 */
export function useAccountForm<Schema extends AccountSchema>(
  loadSchema: () => Promise<Schema>,
  initial: Record<Fields<Schema>, string>,
  action: (values: output<Schema>) => Promise<void>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<Record<Fields<Schema>, string>>>({});
  const [busy, setBusy] = useState(false);
  const { clearError } = useAuth();

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

  function onFocus() {
    loadSchema().catch((cause: unknown) => console.warn('Form check not loaded yet', cause));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let schema: Schema;
    try {
      schema = await loadSchema();
    } catch (cause) {
      console.error('Could not load the form check', cause);
      return;
    }
    // The schema parses to its own output type; FormSchema<object> only says it parses.
    const result = validateForm(schema, values) as FormResult<output<Schema>>;
    if (!result.ok) {
      clearError();
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

  return { field, busy, form: { onSubmit, onFocus, noValidate: true } };
}

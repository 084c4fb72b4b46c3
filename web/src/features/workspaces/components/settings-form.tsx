import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import { useAction } from '@/lib/use-action';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '@crewspace/common/models';
import { validateWorkspaceForm, type WorkspaceFormValues } from '../workspace-settings-form';
import styles from './workspace-settings.module.css';

export interface WorkspaceFormProps {
  initial: WorkspaceFormValues;
  /** The submit button's text. */
  submitLabel: string;
  /** False shows the values read-only (no changeSettings right). */
  editable?: boolean;
  /** Shown after a successful save; none keeps quiet (the caller moves on). */
  savedMessage?: string;
  onSubmit(values: WorkspaceFormValues): Promise<void>;
  onCancel?(): void;
}

/** Name and description of a workspace, validated like firestore.rules. */
export function WorkspaceForm({
  initial,
  submitLabel,
  editable = true,
  savedMessage,
  onSubmit,
  onCancel,
}: WorkspaceFormProps) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof WorkspaceFormValues, string>>>({});
  const action = useAction();
  const [saved, setSaved] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    // Enter in a read-only field still submits its form: a form shown read-only saves nothing.
    if (!editable) return;
    const result = validateWorkspaceForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaved(false);
    const done = await action.run(
      () => onSubmit(result.values),
      'The workspace could not be saved. Try again.',
    );
    setSaved(done);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      <TextField
        label="Workspace name"
        value={values.name}
        limit={WORKSPACE_NAME_MAX}
        readOnly={!editable}
        error={errors.name}
        onChange={(event) => setValues({ ...values, name: event.target.value })}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        readOnly={!editable}
        limit={WORKSPACE_DESCRIPTION_MAX}
        error={errors.description}
        onChange={(event) => setValues({ ...values, description: event.target.value })}
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {saved && savedMessage ? <Alert tone="success">{savedMessage}</Alert> : null}
      {editable ? (
        <div className={styles.row}>
          <Button type="submit" busy={action.busy}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

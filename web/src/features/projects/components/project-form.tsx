import { useState } from 'react';
import type { FormEvent } from 'react';
import { PROJECT_STATUSES } from '@crewspace/common/models';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { ProjectInput } from '../api/projects';
import { changedFields } from '@/lib/changed-fields';
import { useAction } from '@/lib/use-action';
import { MemberPicker, useChangedMeanwhile, useMembersById } from '@/features/workspaces';
import {
  EMPTY_PROJECT_FORM,
  PROJECT_FIELD_LABELS,
  PROJECT_DESCRIPTION_MAX,
  PROJECT_NAME_MAX,
  validateProjectForm,
  type ProjectFormErrors,
  type ProjectFormValues,
} from '../project-form-values';
import { PROJECT_STATUS_LABELS } from '../project-list';
import styles from './projects.module.css';

export interface ProjectFormProps {
  /** Starting values (an existing project's, when editing). */
  initial?: ProjectFormValues;
  /** The lead is picked from this workspace's members (firestore.rules: a lead is a member). */
  workspaceId: string;
  /** The submit button's text. */
  submitLabel: string;
  /**
   * `input` is every field; `changes` only those this form changed from `initial` (all of them
   * without `initial`), which is what an edit writes.
   */
  onSubmit(input: ProjectInput, changes: Partial<ProjectInput>): Promise<void>;
  onCancel?(): void;
  /**
   * While editing: the project as it stands now and who changed it last (null when it was this
   * user). What they change meanwhile is said, and replaced only when the user chooses to.
   */
  live?: { values: ProjectFormValues; changedBy: string | null };
}

/** Create or edit a project: name, description, status, colour, emoji, lead and due date. */
export function ProjectForm({
  initial,
  workspaceId,
  submitLabel,
  onSubmit,
  onCancel,
  live,
}: ProjectFormProps) {
  const [values, setValues] = useState<ProjectFormValues>(initial ?? EMPTY_PROJECT_FORM);
  // What the edit started from: a field changed elsewhere while this form is open is not
  // overwritten with its old value.
  const [start] = useState(() => (initial ? validateProjectForm(initial) : null));
  const [errors, setErrors] = useState<ProjectFormErrors>({});
  const action = useAction();
  const lead = useMembersById(workspaceId, values.leadId ? [values.leadId] : []);
  const leadLeft = values.leadId !== '' && lead.status === 'ready' && !lead.byId.has(values.leadId);
  // Compared as what the form writes; a live value the form could not hold compares as nothing.
  const liveResult = live ? validateProjectForm(live.values) : null;
  const meanwhile = useChangedMeanwhile({
    workspaceId,
    subject: 'project',
    changedBy: live?.changedBy ?? null,
    start: start?.ok ? start.input : null,
    live: liveResult?.ok ? liveResult.input : null,
    labels: PROJECT_FIELD_LABELS,
  });

  function set<K extends keyof ProjectFormValues>(key: K, value: ProjectFormValues[K]) {
    setValues((current) => ({ ...current, [key]: value }));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const result = validateProjectForm(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    if (leadLeft) {
      setErrors({ leadId: 'The lead is no longer a member. Remove them or choose another lead.' });
      return;
    }
    setErrors({});
    const changes = start?.ok ? changedFields(start.input, result.input) : result.input;
    const failure = 'The project could not be saved. Try again.';
    await action.run(
      () => meanwhile.save(result.input, () => onSubmit(result.input, changes), failure),
      failure,
    );
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {meanwhile.notice}
      {meanwhile.dialog}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <TextField
        label="Project name"
        // The form opens in place of the button that asked for it: focus goes to its first field.
        autoFocus
        value={values.name}
        limit={PROJECT_NAME_MAX}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label="Description"
        value={values.description}
        limit={PROJECT_DESCRIPTION_MAX}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <div className={styles.pair}>
        <SelectField
          label="Status"
          value={values.status}
          onChange={(event) => set('status', event.target.value as ProjectFormValues['status'])}
        >
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {PROJECT_STATUS_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Due date"
          type="date"
          value={values.dueDate}
          error={errors.dueDate}
          onChange={(event) => set('dueDate', event.target.value)}
        />
      </div>
      <MemberPicker
        workspaceId={workspaceId}
        label="Lead"
        single
        value={values.leadId ? [values.leadId] : []}
        onChange={([leadId = '']) => set('leadId', leadId)}
      />
      {errors.leadId ? (
        <p className={styles.error} role="alert">
          {errors.leadId}
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField
          label="Colour"
          type="color"
          value={values.color}
          error={errors.color}
          onChange={(event) => set('color', event.target.value)}
        />
        <TextField
          label="Emoji"
          value={values.emoji}
          error={errors.emoji}
          hint="Optional, one emoji."
          onChange={(event) => set('emoji', event.target.value)}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" busy={action.busy}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={action.busy}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}

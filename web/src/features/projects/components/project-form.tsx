import { useState } from 'react';
import type { FormEvent } from 'react';
import { PROJECT_STATUSES } from '@crewspace/common/models';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ChangedMeanwhile, replaceChangesRequest } from '@/components/ui/changed-meanwhile';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/textarea-field';
import type { ProjectInput } from '../api/projects';
import { changedFields, changedKeys, editConflicts } from '@/lib/changed-fields';
import { useAction } from '@/lib/use-action';
import { MemberPicker, memberName, useMembersById } from '@/features/workspaces';
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
  const confirm = useConfirm();
  const changedBy = live?.changedBy ?? null;
  const people = useMembersById(
    workspaceId,
    [values.leadId, changedBy ?? ''].filter(Boolean).sort(),
  );
  const leadLeft =
    values.leadId !== '' && people.status === 'ready' && !people.byId.has(values.leadId);
  const who = changedBy && people.status === 'ready' ? memberName(people.byId.get(changedBy)) : '…';
  // Compared as what the form writes; a live value the form could not hold compares as nothing.
  const liveResult = live && changedBy ? validateProjectForm(live.values) : null;
  const theirs =
    start?.ok && liveResult?.ok ? { start: start.input, live: liveResult.input } : null;

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
    const save = () => onSubmit(result.input, changes);
    const failure = 'The project could not be saved. Try again.';
    const conflicts = theirs ? editConflicts(theirs.start, result.input, theirs.live) : [];
    if (conflicts.length > 0) {
      confirm.ask(replaceChangesRequest({ who, fields: fieldLabels(conflicts), failure, save }));
      return;
    }
    await action.run(save, failure);
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate>
      {confirm.dialog}
      <ChangedMeanwhile
        subject="project"
        who={who}
        fields={theirs ? fieldLabels(changedKeys(theirs.start, theirs.live)) : []}
      />
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

function fieldLabels(fields: readonly (keyof ProjectInput)[]): string[] {
  return fields.map((field) => PROJECT_FIELD_LABELS[field]);
}

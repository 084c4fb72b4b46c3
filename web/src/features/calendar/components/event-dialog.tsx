import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { Dialog } from '@/components/ui/dialog';
import { ProjectLink, ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { TextField } from '@/components/ui/text-field';
import { MemberPicker } from '@/features/workspaces';
import { useAction } from '@/lib/use-action';
import type { EventInput } from '../types';
import { changedFields } from '@/lib/changed-fields';
import { EVENT_LIMITS, formToInput, type EventFormValues } from '../utils/event-form';
import styles from './calendar.module.css';

export interface EventDialogProps {
  /** 'create' for a new event; 'edit' for an existing one. */
  mode: 'create' | 'edit';
  initial: EventFormValues;
  timeZone: string;
  /** The workspace's projects: the event's own is linked, and editors may choose one. */
  projects: readonly ProjectOption[];
  /** Attendees are picked from this workspace's members. */
  workspaceId: string;
  canEdit: boolean;
  canDelete: boolean;
  /** The event's own address (edit mode), offered as a link to copy. */
  linkPath?: string | null;
  /**
   * `input` is every field; `changes` only those changed from `initial`, which is what an edit
   * writes (a field someone else changed meanwhile is kept).
   */
  onSave(input: EventInput, changes: Partial<EventInput>): Promise<void>;
  onDelete(): Promise<void>;
  onExport(): void;
  onClose(): void;
}

const SAVE_FAILED = 'That did not save. Check your connection and rights, then try again.';

/** Create, view, edit or delete one event; read-only without the editing right. */
export function EventDialog(props: EventDialogProps) {
  const { mode, initial, timeZone, workspaceId, canEdit, canDelete, onClose } = props;
  const [values, setValues] = useState(initial);
  // What the edit started from, fixed when the dialog opened.
  const [start] = useState(() => formToInput(initial, timeZone));
  const action = useAction();
  const confirm = useConfirm();
  const set = <K extends keyof EventFormValues>(key: K, value: EventFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const busy = action.busy;

  function submit(event: FormEvent) {
    event.preventDefault();
    const result = formToInput(values, timeZone);
    if (!result.ok) {
      action.setError(result.error);
      return;
    }
    void action
      .run(
        () =>
          props.onSave(
            result.input,
            start.ok ? changedFields(start.input, result.input) : result.input,
          ),
        SAVE_FAILED,
      )
      .then((saved) => {
        if (saved) onClose();
      });
  }

  const inputType = values.allDay ? 'date' : 'datetime-local';
  const title = mode === 'create' ? 'New event' : canEdit ? 'Edit event' : 'Event';
  return (
    <Dialog
      title={title}
      description={
        mode === 'edit' && initial.projectId ? (
          <ProjectLink projects={props.projects} projectId={initial.projectId} />
        ) : undefined
      }
      onClose={onClose}
    >
      <form onSubmit={submit} className={styles.form}>
        <fieldset disabled={!canEdit || busy} className={styles.fieldset}>
          <TextField
            label="Title"
            value={values.title}
            onChange={(e) => set('title', e.target.value)}
            limit={EVENT_LIMITS.title}
            required
          />
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={values.allDay}
              onChange={(e) => {
                const allDay = e.target.checked;
                setValues((current) => ({
                  ...current,
                  allDay,
                  start: allDay
                    ? current.start.slice(0, 10)
                    : `${current.start.slice(0, 10)}T09:00`,
                  end: allDay ? current.end.slice(0, 10) : `${current.end.slice(0, 10)}T10:00`,
                }));
              }}
            />
            All day
          </label>
          <div className={styles.row}>
            <TextField
              label="Starts"
              type={inputType}
              value={values.start}
              onChange={(e) => set('start', e.target.value)}
              required
            />
            <TextField
              label="Ends"
              type={inputType}
              value={values.end}
              onChange={(e) => set('end', e.target.value)}
              required
            />
          </div>
          <p className={styles.muted}>Times are in {timeZone}.</p>
          <TextField
            label="Location"
            value={values.location}
            limit={EVENT_LIMITS.location}
            onChange={(e) => set('location', e.target.value)}
          />
          <label className={styles.label}>
            Description
            <textarea
              className={styles.textarea}
              value={values.description}
              maxLength={EVENT_LIMITS.description}
              onChange={(e) => set('description', e.target.value)}
              rows={3}
            />
          </label>
          <div className={styles.row}>
            <label className={styles.label}>
              Repeat
              <select
                value={values.repeat}
                onChange={(e) => set('repeat', e.target.value as EventFormValues['repeat'])}
              >
                <option value="none">Does not repeat</option>
                <option value="daily">Daily</option>
                <option value="weekly">Weekly</option>
                <option value="monthly">Monthly</option>
              </select>
            </label>
            {values.repeat !== 'none' ? (
              <label className={styles.label}>
                Ends
                <select
                  value={values.ends}
                  onChange={(e) => set('ends', e.target.value as EventFormValues['ends'])}
                >
                  <option value="never">Never</option>
                  <option value="until">On a date</option>
                  <option value="count">After a number of times</option>
                </select>
              </label>
            ) : null}
            {values.repeat !== 'none' && values.ends === 'until' ? (
              <TextField
                label="Last date"
                type="date"
                value={values.until}
                onChange={(e) => set('until', e.target.value)}
              />
            ) : null}
            {values.repeat !== 'none' && values.ends === 'count' ? (
              <TextField
                label="Times"
                type="number"
                min={1}
                max={1000}
                value={values.count}
                onChange={(e) => set('count', e.target.value)}
              />
            ) : null}
          </div>
          <TextField
            label="Reminders (minutes before, comma-separated)"
            value={values.reminders}
            onChange={(e) => set('reminders', e.target.value)}
            placeholder="10, 60"
          />
          {canEdit ? (
            <ProjectSelect
              projects={props.projects}
              value={values.projectId}
              onChange={(projectId) => set('projectId', projectId)}
            />
          ) : null}
          <MemberPicker
            workspaceId={workspaceId}
            label="Attendees"
            value={values.attendees}
            max={EVENT_LIMITS.attendees}
            disabled={!canEdit || busy}
            onChange={(attendees) => set('attendees', attendees)}
          />
        </fieldset>
        {action.error ? <Alert tone="error">{action.error}</Alert> : null}
        <div className={styles.actions}>
          {mode === 'edit' && canDelete ? (
            <Button
              variant="danger"
              disabled={busy}
              onClick={() =>
                confirm.ask({
                  title: 'Delete event?',
                  name: initial.title || 'Untitled event',
                  consequence: 'It is removed from everyone’s calendar, every repeat included.',
                  confirmLabel: 'Delete event',
                  failure: 'The event could not be deleted.',
                  onConfirm: async () => {
                    await props.onDelete();
                    onClose();
                  },
                })
              }
            >
              Delete
            </Button>
          ) : null}
          {mode === 'edit' ? (
            <Button variant="secondary" onClick={props.onExport}>
              Export .ics
            </Button>
          ) : null}
          {mode === 'edit' && props.linkPath ? (
            <CopyLinkButton path={props.linkPath} subject={initial.title || 'this event'} />
          ) : null}
          <span className={styles.spacer} />
          <Button variant="ghost" onClick={onClose}>
            {canEdit ? 'Cancel' : 'Close'}
          </Button>
          {canEdit ? (
            <Button type="submit" busy={busy}>
              Save
            </Button>
          ) : null}
        </div>
      </form>
      {confirm.dialog}
    </Dialog>
  );
}

/**
 * The event form: create a new event, or edit one opened from its read view. Only for members
 * with the editing right (a viewer reads the event in its read view).
 */
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { TextField } from '@/components/ui/text-field';
import { MemberPicker, useChangedMeanwhile } from '@/features/workspaces';
import { changedFields } from '@/lib/changed-fields';
import { useAction } from '@/lib/use-action';
import type { EventInput } from '../types';
import { EVENT_LIMITS, formToInput, withStart, type EventFormValues } from '../utils/event-form';
import styles from './calendar.module.css';

export interface EventEditorProps {
  initial: EventFormValues;
  timeZone: string;
  projects: readonly ProjectOption[];
  /** Attendees are picked from this workspace's members. */
  workspaceId: string;
  /**
   * `input` is every field; `changes` only those changed from `initial`, which is what an edit
   * writes (a field someone else changed meanwhile is kept).
   */
  onSave(input: EventInput, changes: Partial<EventInput>): Promise<void>;
  /** After a save. */
  onSaved(): void;
  onCancel(): void;
  /**
   * While editing: the event as it stands now and who changed it last (null when it was this
   * user). What they change meanwhile is said, and replaced only when the user chooses to.
   */
  live?: { values: EventFormValues; changedBy: string | null };
}

/** How the form names each field when it says someone else changed it. */
const FIELD_LABELS: Readonly<Record<keyof EventInput, string>> = {
  title: 'Title',
  start: 'Starts',
  end: 'Ends',
  allDay: 'All day',
  description: 'Description',
  location: 'Location',
  projectId: 'Project',
  attendees: 'Attendees',
  recurrence: 'Repeat',
  reminders: 'Reminders',
};

const SAVE_FAILED = 'That did not save. Check your connection and rights, then try again.';

export function EventEditor(props: EventEditorProps) {
  const { initial, timeZone, workspaceId, live } = props;
  const [values, setValues] = useState(initial);
  // What the edit started from, fixed when the form opened.
  const [start] = useState(() => formToInput(initial, timeZone));
  const action = useAction();
  // Compared as what the form writes; a live value the form could not hold compares as nothing.
  const liveResult = live ? formToInput(live.values, timeZone) : null;
  const meanwhile = useChangedMeanwhile({
    workspaceId,
    subject: 'event',
    changedBy: live?.changedBy ?? null,
    start: start.ok ? start.input : null,
    live: liveResult?.ok ? liveResult.input : null,
    labels: FIELD_LABELS,
  });
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
    const save = async () => {
      await props.onSave(
        result.input,
        start.ok ? changedFields(start.input, result.input) : result.input,
      );
      props.onSaved();
    };
    void action.run(() => meanwhile.save(result.input, save, SAVE_FAILED), SAVE_FAILED);
  }

  const inputType = values.allDay ? 'date' : 'datetime-local';
  return (
    <form onSubmit={submit} className={styles.form}>
      {meanwhile.notice}
      <fieldset disabled={busy} className={styles.fieldset}>
        <TextField
          label="Title"
          // Opened from the read view's Edit, which is gone: the form starts at its first field.
          autoFocus
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
                start: allDay ? current.start.slice(0, 10) : `${current.start.slice(0, 10)}T09:00`,
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
            onChange={(e) => {
              const start = e.target.value;
              setValues((current) => withStart(current, start));
            }}
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
        <ProjectSelect
          projects={props.projects}
          value={values.projectId}
          onChange={(projectId) => set('projectId', projectId)}
        />
        <MemberPicker
          workspaceId={workspaceId}
          label="Attendees"
          value={values.attendees}
          max={EVENT_LIMITS.attendees}
          disabled={busy}
          onChange={(attendees) => set('attendees', attendees)}
        />
      </fieldset>
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <div className={styles.actions}>
        <span className={styles.spacer} />
        <Button variant="ghost" onClick={props.onCancel}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          Save
        </Button>
      </div>
      {meanwhile.dialog}
    </form>
  );
}

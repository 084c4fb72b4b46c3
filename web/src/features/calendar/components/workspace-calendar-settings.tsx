/**
 * Edits the workspace's calendarConfig (time zone, week start, working hours, default view,
 * weekends). Times are written as each reader's locale writes them (lib/format-time), as on
 * every other page, so there is no clock setting. Needs the changeSettings right; others see the settings read-only.
 * Mounted by the workspace settings page.
 */
import type { CalendarConfig } from '@crewspace/common/models';
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { TextField } from '@/components/ui/text-field';
import { useAction, type ActionState } from '@/lib/use-action';
import { useCalendarConfig, useSaveCalendarConfig } from '../api/use-events';
import { isValidTimeZone, parseClockTime } from '../utils/time-zone';
import styles from './calendar.module.css';

export interface WorkspaceCalendarSettingsProps {
  workspaceId: string;
  /** The signed-in user's role in the workspace (changeSettings edits). */
  myRole: WorkspaceRole | null;
}

/** A stored working-hours time: exactly HH:MM, 00:00 to 23:59 (as firestore.rules check). */
const STORED_CLOCK_TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;

/** Why the settings cannot be saved, or null when they can. */
export function validateCalendarConfig(config: CalendarConfig): string | null {
  const { timeZone, workingHours } = config.timePreferences;
  if (!isValidTimeZone(timeZone) || timeZone.length > 64)
    return `“${timeZone}” is not a known time zone (try Europe/Paris).`;
  const start = parseClockTime(workingHours.start);
  const end = parseClockTime(workingHours.end);
  if (
    start === null ||
    end === null ||
    !STORED_CLOCK_TIME.test(workingHours.start) ||
    !STORED_CLOCK_TIME.test(workingHours.end)
  )
    return 'Working hours are times like 09:00.';
  if (end <= start) return 'Working hours must end after they start.';
  return null;
}

export function WorkspaceCalendarSettings(props: WorkspaceCalendarSettingsProps) {
  const live = useCalendarConfig(props.workspaceId);
  // Held here, not in the form: a successful save changes the stored settings, which re-keys
  // (resets) the form, and the confirmation must outlive that.
  const save = useAction();
  const [saved, setSaved] = useState(false);
  if (live.status === 'loading') return <p role="status">Loading calendar settings…</p>;
  if (live.status === 'error' || !live.data) {
    return <Alert tone="error">Could not load the calendar settings.</Alert>;
  }
  // Keyed so a change saved elsewhere resets the form.
  return (
    <SettingsForm
      key={JSON.stringify(live.data)}
      {...props}
      saved={live.data}
      save={save}
      savedNote={saved}
      setSavedNote={setSaved}
    />
  );
}

interface SettingsFormProps extends WorkspaceCalendarSettingsProps {
  saved: CalendarConfig;
  save: ActionState;
  /** "Calendar settings saved." shows until the next attempt. */
  savedNote: boolean;
  setSavedNote(shown: boolean): void;
}

function SettingsForm(props: SettingsFormProps) {
  const { save, setSavedNote } = props;
  const canChange = hasWorkspaceRight(props.myRole, 'changeSettings');
  const [config, setConfig] = useState(props.saved);
  const saveConfig = useSaveCalendarConfig(props.workspaceId);
  const time = config.timePreferences;
  const view = config.viewPreferences;
  const setTime = (changes: Partial<CalendarConfig['timePreferences']>) =>
    setConfig((c) => ({ ...c, timePreferences: { ...c.timePreferences, ...changes } }));
  const setView = (changes: Partial<CalendarConfig['viewPreferences']>) =>
    setConfig((c) => ({ ...c, viewPreferences: { ...c.viewPreferences, ...changes } }));
  // A save resets (re-keys) the form, and with it the button that had focus: the new one takes it.
  const saveButton = useRef<HTMLButtonElement>(null);
  const { savedNote } = props;
  useEffect(() => {
    if (savedNote && document.activeElement === document.body) saveButton.current?.focus();
  }, [savedNote]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problem = validateCalendarConfig(config);
    setSavedNote(false);
    if (problem) {
      save.setError(problem);
      return;
    }
    const done = await save.run(() => saveConfig(config), 'Could not save the calendar settings.');
    setSavedNote(done);
  }

  return (
    <form
      className={styles.settings}
      onSubmit={(e) => void submit(e)}
      aria-label="Calendar settings"
    >
      <fieldset disabled={!canChange || save.busy} className={styles.fieldset}>
        <TextField
          label="Time zone"
          value={time.timeZone}
          onChange={(e) => setTime({ timeZone: e.target.value })}
          hint="An IANA name such as Europe/Paris or America/New_York."
        />
        <label className={styles.label}>
          Week starts on
          <select
            value={time.weekStartsOn}
            onChange={(e) => setTime({ weekStartsOn: Number(e.target.value) as 0 | 1 | 6 })}
          >
            <option value={1}>Monday</option>
            <option value={0}>Sunday</option>
            <option value={6}>Saturday</option>
          </select>
        </label>
        <div className={styles.row}>
          <TextField
            label="Working hours start"
            type="time"
            value={time.workingHours.start}
            onChange={(e) =>
              setTime({ workingHours: { ...time.workingHours, start: e.target.value } })
            }
          />
          <TextField
            label="Working hours end"
            type="time"
            value={time.workingHours.end}
            onChange={(e) =>
              setTime({ workingHours: { ...time.workingHours, end: e.target.value } })
            }
          />
        </div>
        <label className={styles.label}>
          Default view
          <select
            value={view.defaultView}
            onChange={(e) =>
              setView({
                defaultView: e.target.value as CalendarConfig['viewPreferences']['defaultView'],
              })
            }
          >
            <option value="month">Month</option>
            <option value="week">Week</option>
            <option value="day">Day</option>
            <option value="agenda">Agenda</option>
          </select>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={view.showWeekends}
            onChange={(e) => setView({ showWeekends: e.target.checked })}
          />
          Show weekends
        </label>
      </fieldset>
      {save.error ? <Alert tone="error">{save.error}</Alert> : null}
      {props.savedNote ? <Alert tone="success">Calendar settings saved.</Alert> : null}
      {canChange ? (
        <div className={styles.actions}>
          <Button ref={saveButton} type="submit" busy={save.busy}>
            Save calendar settings
          </Button>
        </div>
      ) : (
        <ReadOnlyNote
          reason={missingRightReason(props.myRole, 'changeSettings', 'change calendar settings')}
        />
      )}
    </form>
  );
}

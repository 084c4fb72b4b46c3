/** Fields both task forms share: the priority and the due day with its optional time. */
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS, type TaskPriority } from '@crewspace/common/tasks';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';

export function PriorityField({
  value,
  onChange,
}: {
  value: TaskPriority;
  onChange(priority: TaskPriority): void;
}) {
  return (
    <SelectField
      label="Priority"
      value={value}
      onChange={(event) => onChange(event.target.value as TaskPriority)}
    >
      {TASK_PRIORITIES.map((priority) => (
        <option key={priority} value={priority}>
          {TASK_PRIORITY_LABELS[priority]}
        </option>
      ))}
    </SelectField>
  );
}

/** The due day and, once a day is set, an optional time on the workspace's clock. */
export function DueFields({
  day,
  time,
  timeLabel,
  onDay,
  onTime,
}: {
  day: string;
  time: string;
  timeLabel: string;
  onDay(day: string): void;
  onTime(time: string): void;
}) {
  return (
    <>
      <TextField
        label="Due date"
        type="date"
        value={day}
        onChange={(event) => onDay(event.target.value)}
      />
      <TextField
        label={timeLabel}
        type="time"
        value={time}
        disabled={!day}
        onChange={(event) => onTime(event.target.value)}
      />
    </>
  );
}

/** What a card or a row says about a task besides its title: priority, due, checklist, source, people. */
import { TASK_PRIORITY_LABELS, type TaskSourceKind } from '@crewspace/common/tasks';
import { Badge } from '@/components/ui/badge';
import { CalendarIcon, CanvasIcon, ChatIcon, VideoIcon } from '@/components/ui/icons';
import { memberName, type MembersById } from '@/features/workspaces';
import type { Task } from '../api/tasks';
import { checklistProgress } from '../checklist';
import { DueText } from './due-text';
import styles from './tasks.module.css';

export const SOURCE_KIND_LABELS: Readonly<Record<TaskSourceKind, string>> = {
  message: 'From a chat message',
  'video-comment': 'From a video comment',
  canvas: 'From a canvas',
  event: 'From a calendar event',
};

const SOURCE_ICONS: Readonly<Record<TaskSourceKind, () => React.JSX.Element>> = {
  message: ChatIcon,
  'video-comment': VideoIcon,
  canvas: CanvasIcon,
  event: CalendarIcon,
};

export function SourceIcon({ kind }: { kind: TaskSourceKind }) {
  const Icon = SOURCE_ICONS[kind];
  return (
    <span title={SOURCE_KIND_LABELS[kind]}>
      <Icon />
      <span className="visually-hidden">{SOURCE_KIND_LABELS[kind]}</span>
    </span>
  );
}

export interface TaskMetaProps {
  task: Task;
  members: MembersById;
  now: Date;
  timeZone: string;
}

export function TaskMeta({ task, members, now, timeZone }: TaskMetaProps) {
  const progress = checklistProgress(task.checklist);
  const names = task.assignees.map((uid) =>
    members.status === 'ready' ? memberName(members.byId.get(uid)) : '…',
  );
  return (
    <p className={styles.meta}>
      {task.source ? <SourceIcon kind={task.source.kind} /> : null}
      {task.priority !== 'none' ? (
        <Badge
          tone={task.priority === 'urgent' || task.priority === 'high' ? 'warning' : 'neutral'}
        >
          {TASK_PRIORITY_LABELS[task.priority]}
        </Badge>
      ) : null}
      <DueText task={task} now={now} timeZone={timeZone} />
      {progress ? (
        <span aria-label={`Checklist: ${progress.done} of ${progress.total} done`}>
          ☑ {progress.done}/{progress.total}
        </span>
      ) : null}
      {names.length > 0 ? <span>{names.join(', ')}</span> : null}
    </p>
  );
}

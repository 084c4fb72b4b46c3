/**
 * `/w/:workspaceId/tasks/:taskId`: one task with its fields (edited in place by editors), its
 * source, checklist and discussion.
 */
import {
  hasWorkspaceRight,
  missingRightReason,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import {
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type TaskStatus,
} from '@crewspace/common/tasks';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { Loading } from '@/components/ui/loading';
import { ProjectLink, type ProjectOption } from '@/components/ui/project-select';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { SelectField } from '@/components/ui/select-field';
import { taskHref, workspaceHref } from '@crewspace/common/links';
import {
  memberName,
  useChangedMeanwhile,
  useMembersById,
  type Workspace,
} from '@/features/workspaces';
import { useAction } from '@/lib/use-action';
import { useTask, useTaskActions } from '../api/use-tasks';
import { useWorkspaceTimeZone } from '../api/use-time-zone';
import type { Task } from '../api/tasks';
import {
  TASK_FORM_FIELD_LABELS,
  taskFormChanges,
  taskFormFields,
  taskFormValues,
  type TaskFormValues,
} from '../task-form-values';
import { TaskChecklist } from './task-checklist';
import { TaskDiscussion } from './task-discussion';
import { TaskForm } from './task-form';
import { DueText } from './due-text';
import { TaskSourceView, type SourcePreview } from './task-source';
import styles from './tasks.module.css';

export interface TaskPageProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  taskId: string;
  projects: readonly ProjectOption[];
  /** What the source's own feature shows of it, beside the excerpt. */
  sourcePreview?: SourcePreview;
}

export function TaskPage({ workspace, uid, role, taskId, projects, sourcePreview }: TaskPageProps) {
  const live = useTask(workspace.id, taskId);
  const back = <Link to={workspaceHref(workspace.id, 'tasks')}>← All tasks</Link>;
  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error')
    return (
      <div className={styles.stack}>
        {back}
        <Alert tone="error">This task could not be loaded. Reload the page to try again.</Alert>
      </div>
    );
  if (!live.data)
    return (
      <div className={styles.stack}>
        {back}
        <Alert tone="warning" title="Task not found">
          It may have been deleted, or the link is wrong.
        </Alert>
      </div>
    );
  return (
    <div className={styles.stack}>
      {back}
      <TaskDetails
        task={live.data}
        uid={uid}
        role={role}
        projects={projects}
        sourcePreview={sourcePreview}
      />
    </div>
  );
}

interface TaskDetailsProps {
  task: Task;
  uid: string;
  role: WorkspaceRole | null;
  projects: readonly ProjectOption[];
  sourcePreview: SourcePreview | undefined;
}

function TaskDetails({ task, uid, role, projects, sourcePreview }: TaskDetailsProps) {
  const navigate = useNavigate();
  const actions = useTaskActions(task.workspaceId, uid);
  const action = useAction();
  const confirm = useConfirm();
  // What the form opened with: a save writes only what changed from it, and what someone else
  // changed meanwhile is said, and replaced only when the person chooses to.
  const [editStart, setEditStart] = useState<TaskFormValues | null>(null);
  const editing = editStart !== null;
  const timeZone = useWorkspaceTimeZone(task.workspaceId);
  const people = useMembersById(
    task.workspaceId,
    [...new Set([...task.assignees, task.createdBy, task.updatedBy])].filter(Boolean).sort(),
  );
  const nameOf = (person: string) =>
    people.status === 'ready' ? memberName(people.byId.get(person)) : '…';
  const meanwhile = useChangedMeanwhile({
    workspaceId: task.workspaceId,
    subject: 'task',
    changedBy: task.updatedBy && task.updatedBy !== uid ? task.updatedBy : null,
    start: editStart ? taskFormFields(editStart) : null,
    live: taskFormFields(taskFormValues(task)),
    labels: TASK_FORM_FIELD_LABELS,
  });
  const canEdit = hasWorkspaceRight(role, 'editMessages');
  const canDelete =
    (task.createdBy === uid && canEdit) || hasWorkspaceRight(role, 'deleteMessages');

  return (
    <>
      <header className={styles.header}>
        <h1>{task.title}</h1>
        <Badge tone={task.status === 'done' ? 'success' : 'neutral'}>
          {TASK_STATUS_LABELS[task.status]}
        </Badge>
        <div className={styles.actions}>
          <CopyLinkButton path={taskHref(task.workspaceId, task.id)} subject={task.title} />
          {canEdit && !editing ? (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditStart(taskFormValues(task))}
            >
              Edit
            </Button>
          ) : null}
          {canDelete ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                confirm.ask({
                  title: 'Delete task?',
                  name: task.title,
                  consequence: 'Its checklist and discussion go with it. This cannot be undone.',
                  confirmLabel: 'Delete task',
                  failure: 'The task could not be deleted.',
                  onConfirm: async () => {
                    await actions.remove(task);
                    void navigate(workspaceHref(task.workspaceId, 'tasks'));
                  },
                })
              }
            >
              Delete
            </Button>
          ) : null}
        </div>
      </header>
      <ReadOnlyNote reason={missingRightReason(role, 'editMessages', 'change tasks')} />
      {confirm.dialog}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {editStart ? (
        <Card aria-label="Edit task">
          {meanwhile.notice}
          {meanwhile.dialog}
          <TaskForm
            workspaceId={task.workspaceId}
            projects={projects}
            initial={editStart}
            submitLabel="Save task"
            full
            onSubmit={(values) =>
              meanwhile.save(
                taskFormFields(values),
                async () => {
                  await actions.update(task, taskFormChanges(editStart, values));
                  setEditStart(null);
                },
                'The task could not be saved. Try again.',
              )
            }
            onCancel={() => setEditStart(null)}
          />
        </Card>
      ) : (
        <Card aria-label="Details" className={styles.stack}>
          {canEdit ? (
            <SelectField
              label="Status"
              value={task.status}
              onChange={(event) => {
                const status = event.target.value as TaskStatus;
                void action.run(
                  () => actions.update(task, { status }),
                  'The status could not be changed.',
                );
              }}
            >
              {TASK_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {TASK_STATUS_LABELS[status]}
                </option>
              ))}
            </SelectField>
          ) : null}
          <p>{task.description || 'No description.'}</p>
          <dl className={styles.details}>
            <dt>Assignees</dt>
            <dd>{task.assignees.length ? task.assignees.map(nameOf).join(', ') : 'Nobody'}</dd>
            <dt>Due</dt>
            <dd>
              {task.due ? (
                <DueText task={task} now={new Date()} timeZone={timeZone} />
              ) : (
                'No due date'
              )}
            </dd>
            <dt>Priority</dt>
            <dd>{TASK_PRIORITY_LABELS[task.priority]}</dd>
            <dt>Project</dt>
            <dd>
              {task.projectId ? (
                <ProjectLink projects={projects} projectId={task.projectId} />
              ) : (
                'No project'
              )}
            </dd>
            <dt>Created by</dt>
            <dd>{nameOf(task.createdBy)}</dd>
          </dl>
        </Card>
      )}
      {task.source ? (
        <TaskSourceView
          workspaceId={task.workspaceId}
          source={task.source}
          preview={sourcePreview}
        />
      ) : null}
      <TaskChecklist
        items={task.checklist}
        canEdit={canEdit}
        onChange={(checklist) => actions.update(task, { checklist })}
      />
      <TaskDiscussion task={task} uid={uid} role={role} actions={actions} />
    </>
  );
}

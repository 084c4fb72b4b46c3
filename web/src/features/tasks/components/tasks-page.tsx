/**
 * `/w/:workspaceId/tasks`: the workspace's tasks as a board or a list, narrowed to a person or a
 * project (asked of the server), and in the list by status and due date, sorted. Editors get
 * "New task" and move cards; viewers are told why they cannot.
 */
import {
  missingRightReason,
  hasWorkspaceRight,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { positionBetween } from '@crewspace/common/task-position';
import { TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@crewspace/common/tasks';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { SelectField } from '@/components/ui/select-field';
import { MemberPicker, useMembersById, type Workspace } from '@/features/workspaces';
import { describeActionError } from '@/lib/firebase/action-errors';
import { firstPosition, useTaskActions, useTaskBoard } from '../api/use-tasks';
import { useWorkspaceTimeZone } from '../api/use-time-zone';
import { DUE_FILTER_LABELS, type DueFilter } from '../task-due';
import { emptyTaskForm, taskFormFields } from '../task-form-values';
import { TASK_SORT_LABELS, type TaskSort } from '../task-list';
import { TaskBoard } from './task-board';
import { TaskForm } from './task-form';
import { TaskListView } from './task-list-view';
import styles from './tasks.module.css';

export interface TasksPageProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  projects: readonly ProjectOption[];
}

const VIEW_PARAM = 'view';

export function TasksPage({ workspace, uid, role, projects }: TasksPageProps) {
  const [params, setParams] = useSearchParams();
  const view = params.get(VIEW_PARAM) === 'list' ? 'list' : 'board';
  const [assignee, setAssignee] = useState<string | null>(null);
  const [projectId, setProjectId] = useState<string | null>(null);
  const [status, setStatus] = useState<TaskStatus | ''>('');
  const [due, setDue] = useState<DueFilter>('any');
  const [sort, setSort] = useState<TaskSort>('board');
  const [creating, setCreating] = useState(false);
  const filter = useMemo(
    () => ({ ...(assignee ? { assignee } : {}), ...(projectId ? { projectId } : {}) }),
    [assignee, projectId],
  );
  const columns = useTaskBoard(workspace.id, filter);
  const actions = useTaskActions(workspace.id, uid);
  // Moves are not one at a time (a second card moves while the first write is on its way).
  const [moveError, setMoveError] = useState<string | null>(null);
  const timeZone = useWorkspaceTimeZone(workspace.id);
  const [now] = useState(() => new Date());
  const assigneeIds = [
    ...new Set(
      columns.flatMap((column) =>
        column.state.status === 'ready' ? column.state.data.flatMap((task) => task.assignees) : [],
      ),
    ),
  ].sort();
  const members = useMembersById(workspace.id, assigneeIds);
  const canEdit = hasWorkspaceRight(role, 'editMessages');

  function setView(next: 'board' | 'list') {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'list') updated.set(VIEW_PARAM, 'list');
      else updated.delete(VIEW_PARAM);
      return updated;
    });
  }

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        <h1>Tasks</h1>
        <div className={styles.actions} role="group" aria-label="View">
          <Button
            size="sm"
            variant={view === 'board' ? 'primary' : 'secondary'}
            aria-pressed={view === 'board'}
            onClick={() => setView('board')}
          >
            Board
          </Button>
          <Button
            size="sm"
            variant={view === 'list' ? 'primary' : 'secondary'}
            aria-pressed={view === 'list'}
            onClick={() => setView('list')}
          >
            List
          </Button>
        </div>
        {canEdit ? <Button onClick={() => setCreating(true)}>New task</Button> : null}
      </header>
      <ReadOnlyNote reason={missingRightReason(role, 'editMessages', 'create or move tasks')} />
      {moveError ? <Alert tone="error">{moveError}</Alert> : null}
      <div className={styles.toolbar}>
        <ProjectSelect projects={projects} value={projectId} onChange={setProjectId} />
        {view === 'list' ? (
          <>
            <SelectField
              label="Status"
              value={status}
              onChange={(event) => setStatus(event.target.value as TaskStatus | '')}
            >
              <option value="">All statuses</option>
              {TASK_STATUSES.map((each) => (
                <option key={each} value={each}>
                  {TASK_STATUS_LABELS[each]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Due"
              value={due}
              onChange={(event) => setDue(event.target.value as DueFilter)}
            >
              {Object.entries(DUE_FILTER_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Sort by"
              value={sort}
              onChange={(event) => setSort(event.target.value as TaskSort)}
            >
              {Object.entries(TASK_SORT_LABELS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </SelectField>
          </>
        ) : null}
      </div>
      <MemberPicker
        workspaceId={workspace.id}
        label="Assignee"
        single
        value={assignee ? [assignee] : []}
        onChange={([picked = null]) => setAssignee(picked)}
      />
      {view === 'board' ? (
        <TaskBoard
          workspaceId={workspace.id}
          columns={columns}
          members={members}
          canEdit={canEdit}
          now={now}
          timeZone={timeZone}
          onMove={(task, to) => {
            setMoveError(null);
            actions.move(task, to).catch((error: unknown) => {
              console.warn('The task could not be moved.', error);
              setMoveError(describeActionError(error, 'The task could not be moved.'));
            });
          }}
        />
      ) : (
        <TaskListView
          workspaceId={workspace.id}
          columns={columns}
          filter={{ statuses: status ? [status] : [], due }}
          sort={sort}
          members={members}
          now={now}
          timeZone={timeZone}
        />
      )}
      {creating ? (
        <Dialog title="New task" onClose={() => setCreating(false)}>
          <TaskForm
            workspaceId={workspace.id}
            projects={projects}
            initial={emptyTaskForm(projectId)}
            submitLabel="Create task"
            onSubmit={async (values) => {
              await actions.create({
                ...taskFormFields(values),
                checklist: [],
                position: positionBetween(null, firstPosition(columns[0])),
              });
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        </Dialog>
      ) : null}
    </div>
  );
}

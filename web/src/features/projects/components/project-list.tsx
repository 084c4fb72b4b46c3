import { useMemo, useState } from 'react';
import type { ProjectStatus } from '@crewspace/common/models';
import { PROJECT_STATUSES } from '@crewspace/common/models';
import { missingRightReason, type WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import { SelectField } from '@/components/ui/select-field';
import { useAction } from '@/lib/use-action';
import type { Project, ProjectInput } from '../api/projects';
import { toFormValues } from '../project-form-values';
import {
  PROJECT_SORTS,
  PROJECT_SORT_LABELS,
  PROJECT_STATUS_LABELS,
  filterProjects,
  parseStatusFilter,
  sortProjects,
  type ProjectSort,
} from '../project-list';
import { projectRights } from '../project-rights';
import { deleteProjectRequest } from './delete-project';
import { ProjectForm } from './project-form';
import { ProjectRow } from './project-row';
import styles from './projects.module.css';

/** The writes a list can make; the container binds them to the workspace and user. */
export interface ProjectActions {
  create(input: ProjectInput): Promise<void>;
  /** Writes the changed fields only. */
  update(projectId: string, changes: Partial<ProjectInput>): Promise<void>;
  archive(projectId: string): Promise<void>;
  /** Brings an archived project back as active. */
  unarchive(projectId: string): Promise<void>;
  remove(projectId: string): Promise<void>;
}

export interface ProjectListViewProps {
  /** The loaded projects (the container bounds how many). */
  projects: readonly Project[];
  role: WorkspaceRole | null;
  uid: string;
  /** The lead picker searches this workspace's members. */
  workspaceId: string;
  /** Lead names by uid, for the projects shown (from their member documents). */
  leadNames: ReadonlyMap<string, string>;
  status: ProjectStatus | null;
  onStatusChange(status: ProjectStatus | null): void;
  actions: ProjectActions;
  /** Shown when more projects may exist beyond those loaded. */
  onLoadMore?: () => void;
}

/** Projects with a status filter, a sort, and the create/edit/archive/delete controls the role allows. */
export function ProjectListView({
  projects,
  role,
  uid,
  workspaceId,
  leadNames,
  status,
  onStatusChange,
  actions,
  onLoadMore,
}: ProjectListViewProps) {
  const [sort, setSort] = useState<ProjectSort>('updated');
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<string | null>(null);
  // Which button a form that just closed gives focus back to (the form had replaced it).
  const [returnFocusTo, setReturnFocusTo] = useState<'new' | string | null>(null);
  const action = useAction();
  const confirm = useConfirm();
  const canCreate = projectRights(role, uid, null).create;
  const shown = useMemo(
    () => sortProjects(filterProjects(projects, status), sort),
    [projects, status, sort],
  );

  return (
    <div className={styles.stack}>
      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <SelectField
            label="Status"
            value={status ?? ''}
            onChange={(event) => onStatusChange(parseStatusFilter(event.target.value))}
          >
            <option value="">All statuses</option>
            {PROJECT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {PROJECT_STATUS_LABELS[value]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.target.value as ProjectSort)}
          >
            {PROJECT_SORTS.map((value) => (
              <option key={value} value={value}>
                {PROJECT_SORT_LABELS[value]}
              </option>
            ))}
          </SelectField>
        </div>
        {canCreate && !creating ? (
          <Button autoFocus={returnFocusTo === 'new'} onClick={() => setCreating(true)}>
            New project
          </Button>
        ) : null}
      </div>
      <ReadOnlyNote
        reason={missingRightReason(role, 'editMessages', 'create or change projects')}
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {creating ? (
        <section aria-label="New project">
          <ProjectForm
            workspaceId={workspaceId}
            submitLabel="Create project"
            onSubmit={async (input) => {
              await actions.create(input);
              setCreating(false);
              setReturnFocusTo('new');
            }}
            onCancel={() => {
              setCreating(false);
              setReturnFocusTo('new');
            }}
          />
        </section>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.muted}>
          {status
            ? `No ${PROJECT_STATUS_LABELS[status].toLowerCase()} projects.`
            : 'No projects yet.'}
          {canCreate && !status ? ' Create the first one.' : ''}
        </p>
      ) : (
        <ul className={styles.list} aria-label="Projects">
          {shown.map((project) =>
            editingId === project.id ? (
              <li key={project.id} aria-label={`Edit ${project.name}`}>
                <ProjectForm
                  initial={toFormValues(project)}
                  live={{
                    values: toFormValues(project),
                    changedBy:
                      project.updatedBy && project.updatedBy !== uid ? project.updatedBy : null,
                  }}
                  workspaceId={workspaceId}
                  submitLabel="Save project"
                  onSubmit={async (_input, changes) => {
                    await actions.update(project.id, changes);
                    setEditingId(null);
                    setReturnFocusTo(project.id);
                  }}
                  onCancel={() => {
                    setEditingId(null);
                    setReturnFocusTo(project.id);
                  }}
                />
              </li>
            ) : (
              <ProjectRow
                key={project.id}
                project={project}
                rights={projectRights(role, uid, project)}
                leadName={project.leadId ? (leadNames.get(project.leadId) ?? null) : null}
                busy={action.pending === project.id}
                focusEdit={returnFocusTo === project.id}
                onEdit={() => setEditingId(project.id)}
                onArchive={() =>
                  void action.run(
                    () => actions.archive(project.id),
                    'The project could not be archived.',
                    project.id,
                  )
                }
                onUnarchive={() =>
                  void action.run(
                    () => actions.unarchive(project.id),
                    'The project could not be restored.',
                    project.id,
                  )
                }
                onDelete={() =>
                  confirm.ask(deleteProjectRequest(project.name, () => actions.remove(project.id)))
                }
              />
            ),
          )}
        </ul>
      )}
      {onLoadMore ? (
        <Button variant="secondary" onClick={onLoadMore}>
          Load more projects
        </Button>
      ) : null}
      {confirm.dialog}
    </div>
  );
}

import { Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { missingRightReason, type WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { CopyLinkButton } from '@/components/ui/copy-link-button';
import { Loading } from '@/components/ui/loading';
import { ReadOnlyNote } from '@/components/ui/read-only-note';
import {
  calendarHref,
  canvasHref,
  newCanvasHref,
  newEventHref,
  projectHref,
  videoHref,
  workspaceHref,
} from '@crewspace/common/links';
import { useProjectEvents } from '@/features/calendar';
import { useProjectCanvases } from '@/features/canvases';
import { ProjectTasks } from '@/features/tasks';
import { useProjectVideos } from '@/features/videos';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import { formatDate, formatDateTime } from '@/lib/format-time';
import { useAction } from '@/lib/use-action';
import type { Project } from '../api/projects';
import { useProject, useProjectActions, useProjectActivity } from '../api/use-projects';
import { toFormValues } from '../project-form-values';
import { PROJECT_STATUS_LABELS, pinnedFirst } from '../project-list';
import { projectRights } from '../project-rights';
import { deleteProjectRequest } from './delete-project';
import { LinkedSection } from './linked-section';
import { ProjectForm } from './project-form';
import styles from './projects.module.css';

const ACTIVITY_PAGE = 20;
/** Linked canvases, videos and events shown per kind. */
const LINKED_MAX = 20;

export interface ProjectViewProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  projectId: string;
}

/** The projectSingleView: a project's header, details, activity and linked content. */
export function ProjectView({ workspace, uid, role, projectId }: ProjectViewProps) {
  const live = useProject(workspace.id, projectId);
  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error') {
    return (
      <Alert tone="error">This project could not be loaded. Reload the page to try again.</Alert>
    );
  }
  if (!live.data) {
    return (
      <Alert tone="warning" title="Project not found">
        It may have been deleted, or the link is wrong.
      </Alert>
    );
  }
  return <ProjectDetails workspace={workspace} uid={uid} role={role} project={live.data} />;
}

export interface ProjectDetailsProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
  project: Project;
}

export function ProjectDetails({ workspace, uid, role, project }: ProjectDetailsProps) {
  const navigate = useNavigate();
  const rights = projectRights(role, uid, project);
  const [editing, setEditing] = useState(false);
  const [formClosed, setFormClosed] = useState(false);
  const archived = project.status === 'archived';
  const action = useAction();
  const confirm = useConfirm();
  const [activityMax, setActivityMax] = useState(ACTIVITY_PAGE);
  const activity = useProjectActivity(workspace.id, project.id, activityMax);
  const canvases = useProjectCanvases(workspace.id, project.id, LINKED_MAX);
  const videos = useProjectVideos(workspace.id, project.id, LINKED_MAX);
  const events = useProjectEvents(workspace.id, project.id, LINKED_MAX);
  const projects = useProjectActions(workspace.id, uid);
  const lead = useMembersById(workspace.id, project.leadId ? [project.leadId] : []);

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        {project.emoji ? <span aria-hidden="true">{project.emoji}</span> : null}
        <h1>{project.name}</h1>
        <Badge>{PROJECT_STATUS_LABELS[project.status]}</Badge>
        <div className={styles.actions}>
          <CopyLinkButton path={projectHref(workspace.id, project.id)} subject={project.name} />
          {rights.edit && !editing ? (
            // The form replaced this button: it takes the focus back when the form closes.
            <Button
              size="sm"
              variant="secondary"
              autoFocus={formClosed}
              onClick={() => setEditing(true)}
            >
              Edit
            </Button>
          ) : null}
          {rights.edit ? (
            // One button whose words change, so the focus stays on it.
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void action.run(
                  () => projects.setStatus(project.id, archived ? 'active' : 'archived'),
                  archived
                    ? 'The project could not be restored.'
                    : 'The project could not be archived.',
                )
              }
            >
              {archived ? 'Unarchive' : 'Archive'}
            </Button>
          ) : null}
          {rights.delete ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                confirm.ask(
                  deleteProjectRequest(project.name, async () => {
                    await projects.remove(project.id);
                    void navigate(workspaceHref(workspace.id, 'projects'));
                  }),
                )
              }
            >
              Delete
            </Button>
          ) : null}
        </div>
      </header>
      <ReadOnlyNote reason={missingRightReason(role, 'editMessages', 'change projects')} />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      {confirm.dialog}
      {editing ? (
        <Card aria-label="Edit project">
          <ProjectForm
            initial={toFormValues(project)}
            live={{
              values: toFormValues(project),
              changedBy: project.updatedBy && project.updatedBy !== uid ? project.updatedBy : null,
            }}
            workspaceId={workspace.id}
            submitLabel="Save project"
            onSubmit={async (_input, changes) => {
              await projects.update(project.id, changes);
              setEditing(false);
              setFormClosed(true);
            }}
            onCancel={() => {
              setEditing(false);
              setFormClosed(true);
            }}
          />
        </Card>
      ) : (
        <Card aria-label="Details">
          <p>{project.description || 'No description yet.'}</p>
          <dl className={styles.details}>
            <dt>Lead</dt>
            <dd>
              {!project.leadId
                ? 'No lead'
                : lead.status === 'ready'
                  ? memberName(lead.byId.get(project.leadId))
                  : '…'}
            </dd>
            <dt>Due</dt>
            <dd>{project.dueDate ? formatDate(project.dueDate) : 'No due date'}</dd>
            <dt>Updated</dt>
            <dd>{project.updatedAt ? formatDate(project.updatedAt) : '—'}</dd>
          </dl>
        </Card>
      )}
      <Suspense fallback={<Loading />}>
        <ProjectTasks workspaceId={workspace.id} projectId={project.id} uid={uid} role={role} />
      </Suspense>
      <div className={styles.grid}>
        <LinkedSection
          title="Canvases"
          state={canvases}
          empty="No canvases in this project yet."
          getKey={(canvas) => canvas.id}
          order={pinnedFirst}
          renderItem={(canvas) => (
            <span>
              <Link to={canvasHref(workspace.id, canvas.id)}>
                {canvas.title || 'Untitled canvas'}
              </Link>{' '}
              {canvas.pinned ? <Badge>Pinned</Badge> : null}
            </span>
          )}
          footer={
            <span className={styles.actions}>
              {rights.create ? (
                <Link to={newCanvasHref(workspace.id, project.id)}>New canvas in this project</Link>
              ) : null}
              <Link to={workspaceHref(workspace.id, 'canvases')}>All canvases</Link>
            </span>
          }
        />
        <LinkedSection
          title="Videos"
          state={videos}
          empty="No videos in this project yet."
          getKey={(video) => video.id}
          renderItem={(video) => (
            <Link to={videoHref(workspace.id, video.id)}>
              {video.videoName || 'Untitled video'}
            </Link>
          )}
          footer={<Link to={workspaceHref(workspace.id, 'videos')}>Open the video library</Link>}
        />
        <LinkedSection
          title="Upcoming events"
          state={events}
          empty="No upcoming events in this project."
          getKey={(event) => event.id}
          renderItem={(event) => (
            <span>
              <Link to={calendarHref(workspace.id, event.id)}>
                {event.title || 'Untitled event'}
              </Link>
              {` · ${formatDate(event.start)}`}
            </span>
          )}
          footer={
            <span className={styles.actions}>
              {rights.create ? (
                <Link to={newEventHref(workspace.id, project.id)}>New event in this project</Link>
              ) : null}
              <Link to={workspaceHref(workspace.id, 'calendar')}>Open the calendar</Link>
            </span>
          }
        />
      </div>
      <LinkedSection
        title="Activity"
        state={activity}
        empty="No activity yet."
        getKey={(entry) => entry.id}
        renderItem={(entry) => (
          <span>
            <strong>{entry.actorName || 'Someone'}</strong> {entry.verb} {entry.targetType}{' '}
            {entry.targetName}
            {entry.detail ? ` ${entry.detail}` : null}
            {entry.createdAt ? (
              <span className={styles.muted}> · {formatDateTime(entry.createdAt)}</span>
            ) : null}
          </span>
        )}
      />
      {activity.status === 'ready' && activity.data.length >= activityMax ? (
        <Button variant="secondary" onClick={() => setActivityMax(activityMax + ACTIVITY_PAGE)}>
          Show older activity
        </Button>
      ) : null}
    </div>
  );
}

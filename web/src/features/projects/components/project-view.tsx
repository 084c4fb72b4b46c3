import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loading } from '../../../components/ui/loading';
import { canvasHref, paths } from '../../../config/paths';
import type { Workspace } from '../../../lib/firebase/converters';
import {
  deleteProject,
  setProjectStatus,
  updateProject,
  type Project,
} from '../../../lib/firebase/projects-data';
import { describeActionError } from '../../../lib/firebase/action-errors';
import {
  useProject,
  useProjectActivity,
  useProjectCanvases,
  useProjectEvents,
  useProjectVideos,
} from '../api/projects';
import { memberName, useMembersById } from '../../workspaces/api/members-by-id';
import { toFormValues } from '../project-form-values';
import { PROJECT_STATUS_LABELS, pinnedFirst } from '../project-list';
import { projectRights } from '../project-rights';
import { LinkedSection } from './linked-section';
import { ProjectForm } from './project-form';
import { formatDate } from './project-row';
import styles from './projects.module.css';

const ACTIVITY_PAGE = 20;

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
        It may have been deleted, or it belongs to another workspace than {workspace.name}.
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
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [activityMax, setActivityMax] = useState(ACTIVITY_PAGE);
  const activity = useProjectActivity(workspace.id, project.id, activityMax);
  const canvases = useProjectCanvases(workspace.id, project.id);
  const videos = useProjectVideos(workspace.id, project.id);
  const events = useProjectEvents(workspace.id, project.id);
  const lead = useMembersById(workspace.id, project.leadId ? [project.leadId] : []);

  async function act(action: () => Promise<void>, fallback: string) {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      console.warn(fallback, error);
      setFailure(describeActionError(error, fallback));
    }
  }

  return (
    <div className={styles.stack}>
      <header className={styles.header}>
        {project.emoji ? <span aria-hidden="true">{project.emoji}</span> : null}
        <h1>{project.name}</h1>
        <Badge>{PROJECT_STATUS_LABELS[project.status]}</Badge>
        <div className={styles.actions}>
          {rights.edit && !editing ? (
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {rights.edit && project.status !== 'archived' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void act(
                  () => setProjectStatus(workspace.id, project.id, uid, 'archived'),
                  'The project could not be archived.',
                )
              }
            >
              Archive
            </Button>
          ) : null}
          {rights.edit && project.status === 'archived' ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void act(
                  () => setProjectStatus(workspace.id, project.id, uid, 'active'),
                  'The project could not be restored.',
                )
              }
            >
              Unarchive
            </Button>
          ) : null}
          {rights.delete ? (
            confirmDelete ? (
              <Button
                size="sm"
                variant="danger"
                onClick={() =>
                  void act(async () => {
                    await deleteProject(workspace.id, project.id);
                    void navigate(paths.projects.path);
                  }, 'The project could not be deleted.')
                }
              >
                Confirm delete
              </Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => setConfirmDelete(true)}>
                Delete
              </Button>
            )
          ) : null}
        </div>
      </header>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {editing ? (
        <Card aria-label="Edit project">
          <ProjectForm
            initial={toFormValues(project)}
            workspaceId={workspace.id}
            submitLabel="Save project"
            onSubmit={async (input) => {
              await updateProject(workspace.id, project.id, uid, input);
              setEditing(false);
            }}
            onCancel={() => setEditing(false)}
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
            <dd>{formatDate(project.updatedAt) || '—'}</dd>
          </dl>
        </Card>
      )}
      <div className={styles.grid}>
        <LinkedSection
          title="Canvases"
          state={canvases}
          empty="No canvases in this project yet."
          getKey={(canvas) => canvas.id}
          order={pinnedFirst}
          renderItem={(canvas) => (
            <span>
              <Link to={canvasHref(canvas.id)}>{canvas.title || 'Untitled canvas'}</Link>{' '}
              {canvas.pinned ? <Badge>Pinned</Badge> : null}
            </span>
          )}
          footer={<Link to={paths.canvases.path}>All canvases</Link>}
        />
        <LinkedSection
          title="Videos"
          state={videos}
          empty="No videos in this project yet."
          getKey={(video) => video.id}
          renderItem={(video) => <span>{video.videoName || 'Untitled video'}</span>}
          footer={<Link to={paths.videos.path}>Open the video library</Link>}
        />
        <LinkedSection
          title="Upcoming events"
          state={events}
          empty="No upcoming events in this project."
          getKey={(event) => event.id}
          renderItem={(event) => (
            <span>
              {event.title || 'Untitled event'}
              {event.start ? ` · ${formatDate(event.start)}` : ''}
            </span>
          )}
          footer={<Link to={paths.calendar.path}>Open the calendar</Link>}
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
            {entry.createdAt ? (
              <span className={styles.muted}> · {entry.createdAt.toLocaleString()}</span>
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

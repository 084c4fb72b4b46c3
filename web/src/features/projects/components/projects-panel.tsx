import { useEffect, useMemo, useState } from 'react';
import type { ProjectStatus } from '@crewspace/common/models';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '../../../components/ui/alert';
import { Loading } from '../../../components/ui/loading';
import type { Workspace } from '../../../lib/firebase/converters';
import {
  createProject,
  deleteProject,
  setProjectStatus,
  updateProject,
} from '../../../lib/firebase/projects-data';
import { memberName, useMembersById } from '../../workspaces/api/members-by-id';
import { PROJECT_PAGE_SIZE, useProjects } from '../api/projects';
import { ProjectListView, type ProjectActions } from './project-list';

const NO_NAMES: ReadonlyMap<string, string> = new Map();

export interface ProjectsPanelProps {
  workspace: Workspace;
  uid: string;
  role: WorkspaceRole | null;
}

/** The workspace's projects, live and bounded (load more adds a page), with the list controls. */
export function ProjectsPanel({ workspace, uid, role }: ProjectsPanelProps) {
  const [status, setStatus] = useState<ProjectStatus | null>(null);
  const [max, setMax] = useState(PROJECT_PAGE_SIZE);
  const live = useProjects(workspace.id, max, status);
  const workspaceId = workspace.id;
  const leadIds = useMemo(
    () =>
      live.status === 'ready'
        ? live.data.flatMap((project) => (project.leadId ? [project.leadId] : []))
        : [],
    [live],
  );
  const leads = useMembersById(workspaceId, leadIds);
  const leadNames = useMemo(
    () => new Map(leadIds.map((leadId) => [leadId, memberName(leads.byId.get(leadId))] as const)),
    [leadIds, leads],
  );
  const actions = useMemo<ProjectActions>(
    () => ({
      create: async (input) => {
        await createProject(workspaceId, uid, input);
      },
      update: (projectId, input) => updateProject(workspaceId, projectId, uid, input),
      archive: (projectId) => setProjectStatus(workspaceId, projectId, uid, 'archived'),
      unarchive: (projectId) => setProjectStatus(workspaceId, projectId, uid, 'active'),
      remove: (projectId) => deleteProject(workspaceId, projectId),
    }),
    [workspaceId, uid],
  );

  useEffect(() => {
    if (live.status === 'error') console.warn('Projects query failed', live.error);
  }, [live]);

  if (live.status === 'loading') return <Loading />;
  if (live.status === 'error') {
    return (
      <Alert tone="error">The projects could not be loaded. Reload the page to try again.</Alert>
    );
  }
  return (
    <ProjectListView
      projects={live.data}
      role={role}
      uid={uid}
      workspaceId={workspaceId}
      leadNames={leads.status === 'ready' ? leadNames : NO_NAMES}
      status={status}
      onStatusChange={(next) => {
        setStatus(next);
        setMax(PROJECT_PAGE_SIZE);
      }}
      actions={actions}
      onLoadMore={live.data.length >= max ? () => setMax(max + PROJECT_PAGE_SIZE) : undefined}
    />
  );
}

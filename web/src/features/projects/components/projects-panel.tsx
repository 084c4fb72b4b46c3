import { useEffect, useMemo, useState } from 'react';
import type { ProjectStatus } from '@crewspace/common/models';
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Loading } from '@/components/ui/loading';
import { memberName, useMembersById, type Workspace } from '@/features/workspaces';
import { PROJECT_PAGE_SIZE, useProjectActions, useProjects } from '../api/use-projects';
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
  const projects = useProjectActions(workspaceId, uid);
  const actions = useMemo<ProjectActions>(
    () => ({
      create: async (input) => {
        await projects.create(input);
      },
      update: projects.update,
      archive: (projectId) => projects.setStatus(projectId, 'archived'),
      unarchive: (projectId) => projects.setStatus(projectId, 'active'),
      remove: projects.remove,
    }),
    [projects],
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

/** `/w/:workspaceId/canvases` and one canvas (both lazy: they load Excalidraw). */
import { Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { NEW_IN_PROJECT_PARAM } from '@crewspace/common/links';
import { useSession } from '@/features/auth';
import { CanvasPage, CanvasesPage } from '@/features/canvases';
import { useProjectOptions } from '@/features/projects';
import { useTheme } from '@/features/theme';
import { useWorkspaceRoute } from './workspace-layout';

export function CanvasesRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  const projects = useProjectOptions(workspace.id);
  const [params] = useSearchParams();
  const projectId = params.get(NEW_IN_PROJECT_PARAM);
  return (
    <Suspense fallback={<Loading />}>
      <CanvasesPage
        key={`${workspace.id}/${projectId ?? ''}`}
        workspaceId={workspace.id}
        uid={uid}
        role={role}
        projects={projects}
        projectId={projectId}
      />
    </Suspense>
  );
}

export function CanvasRoute() {
  const { canvasId = '' } = useParams();
  const { workspace, uid, role } = useWorkspaceRoute();
  const session = useSession();
  const { theme } = useTheme();
  const projects = useProjectOptions(workspace.id);
  return (
    <Suspense fallback={<Loading />}>
      <CanvasPage
        key={`${workspace.id}/${canvasId}`}
        workspaceId={workspace.id}
        canvasId={canvasId}
        uid={uid}
        displayName={session.displayName || session.email}
        role={role}
        theme={theme}
        projects={projects}
      />
    </Suspense>
  );
}

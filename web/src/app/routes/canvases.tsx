/** `/w/:workspaceId/canvases` and one canvas (both lazy: they load Excalidraw). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useSession } from '@/features/auth';
import { CanvasPage, CanvasesPage } from '@/features/canvases';
import { useTheme } from '@/features/theme';
import { useWorkspaceRoute } from './workspace-layout';

export function CanvasesRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  return (
    <Suspense fallback={<Loading />}>
      <CanvasesPage key={workspace.id} workspaceId={workspace.id} uid={uid} role={role} />
    </Suspense>
  );
}

export function CanvasRoute() {
  const { canvasId = '' } = useParams();
  const { workspace, uid, role } = useWorkspaceRoute();
  const session = useSession();
  const { theme } = useTheme();
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
      />
    </Suspense>
  );
}

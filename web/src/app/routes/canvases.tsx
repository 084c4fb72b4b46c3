import { lazy, Suspense, useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '../../components/ui/loading';
import { canvasHref, paths } from '../../config/paths';
import { useSession } from '../../features/auth/auth-provider';
import { useTheme } from '../../features/theme/theme-provider';
import { openView } from '../../features/view-state/view-store';
import { useWorkspace } from '../../features/workspaces/workspace-provider';
import type { Canvas } from '../../lib/firebase/canvas-refs';
import styles from './routes.module.css';

const CanvasesPage = lazy(() =>
  import('../../features/canvases/components/canvases-page').then((module) => ({
    default: module.CanvasesPage,
  })),
);

// Excalidraw is heavy: load it only when a canvas opens.
const CanvasPage = lazy(() =>
  import('../../features/canvases/components/canvas-page').then((module) => ({
    default: module.CanvasPage,
  })),
);

function NoWorkspace() {
  return (
    <div className={styles.page}>
      <h1>Canvases</h1>
      <p className={styles.lead}>Join or create a workspace to use its canvases.</p>
    </div>
  );
}

/** /canvases: the current workspace's canvases, pinned first. */
export function CanvasesRoute() {
  const session = useSession();
  const { status, current, role } = useWorkspace();
  if (status === 'loading') return <Loading />;
  if (!current) return <NoWorkspace />;
  return (
    <Suspense fallback={<Loading />}>
      <CanvasesPage
        key={current.id}
        workspaceId={current.id}
        uid={session.uid}
        role={role}
        canvasHref={canvasHref}
      />
    </Suspense>
  );
}

/** /canvases/:canvasId: one canvas in the Excalidraw editor; sets the view store to 'canvas'. */
export function CanvasRoute() {
  const { canvasId = '' } = useParams();
  const session = useSession();
  const { theme } = useTheme();
  const { status, current, role } = useWorkspace();
  const onOpen = useCallback((canvas: Canvas) => {
    openView('canvas', {
      canvasTitle: canvas.title,
      canvasId: canvas.id,
      projectId: canvas.projectId,
    });
  }, []);
  if (status === 'loading') return <Loading />;
  if (!current) return <NoWorkspace />;
  return (
    <Suspense fallback={<Loading />}>
      <CanvasPage
        key={`${current.id}/${canvasId}`}
        workspaceId={current.id}
        uid={session.uid}
        role={role}
        canvasId={canvasId}
        theme={theme}
        listHref={paths.canvases.path}
        onOpen={onOpen}
      />
    </Suspense>
  );
}

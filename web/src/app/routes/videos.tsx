/** `/w/:workspaceId/videos[/:videoId]` (lazy: the library and player). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { VideosPage } from '@/features/videos';
import { useWorkspaceRoute } from './workspace-layout';

export function VideosRoute() {
  const { videoId = null } = useParams();
  const { workspace, uid, role } = useWorkspaceRoute();
  return (
    <Suspense fallback={<Loading />}>
      <VideosPage workspace={workspace} uid={uid} role={role} videoId={videoId} />
    </Suspense>
  );
}

/** `/w/:workspaceId/tasks` (the board or list) and `/w/:workspaceId/tasks/:taskId` (lazy). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useProjectOptions } from '@/features/projects';
import type { TaskSource } from '@crewspace/common/tasks';
import { TaskPage, TasksPage } from '@/features/tasks';
import { VideoMomentFrame } from '@/features/videos';
import styles from './routes.module.css';
import { useWorkspaceRoute } from './workspace-layout';

export function TasksRoute() {
  const { workspace, uid, role } = useWorkspaceRoute();
  const projects = useProjectOptions(workspace.id);
  return (
    <div className={styles.page}>
      <Suspense fallback={<Loading />}>
        <TasksPage
          key={workspace.id}
          workspace={workspace}
          uid={uid}
          role={role}
          projects={projects}
        />
      </Suspense>
    </div>
  );
}

/** A task made from a video comment shows the video's frame at the comment's moment. */
function VideoCommentFrame(workspaceId: string, source: TaskSource) {
  if (source.kind !== 'video-comment') return null;
  const { videoId, versionId, time } = source.ref;
  return (
    <VideoMomentFrame
      workspaceId={workspaceId}
      videoId={videoId}
      versionId={versionId}
      time={time}
    />
  );
}

export function TaskRoute() {
  const { taskId = '' } = useParams();
  const { workspace, uid, role } = useWorkspaceRoute();
  const projects = useProjectOptions(workspace.id);
  return (
    <div className={styles.page}>
      <Suspense fallback={<Loading />}>
        <TaskPage
          key={taskId}
          workspace={workspace}
          uid={uid}
          role={role}
          taskId={taskId}
          projects={projects}
          sourcePreview={(source) => VideoCommentFrame(workspace.id, source)}
        />
      </Suspense>
    </div>
  );
}

/** `/w/:workspaceId/tasks` (the board or list) and `/w/:workspaceId/tasks/:taskId` (lazy). */
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { Loading } from '@/components/ui/loading';
import { useProjectOptions } from '@/features/projects';
import { TaskPage, TasksPage } from '@/features/tasks';
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
        />
      </Suspense>
    </div>
  );
}

/** Moves a canvas into a project, another one, or out of any (editors). */
import { Alert } from '@/components/ui/alert';
import { ProjectSelect, type ProjectOption } from '@/components/ui/project-select';
import { useAction } from '@/lib/use-action';
import { useCanvasActions } from '../api/use-canvases';
import styles from './canvases.module.css';

export interface CanvasProjectFieldProps {
  workspaceId: string;
  uid: string;
  canvasId: string;
  projectId: string | null;
  projects: readonly ProjectOption[];
}

export function CanvasProjectField(props: CanvasProjectFieldProps) {
  const actions = useCanvasActions(props.workspaceId, props.uid);
  const action = useAction();
  return (
    <div className={styles.projectField}>
      <ProjectSelect
        projects={props.projects}
        value={props.projectId}
        disabled={action.busy}
        onChange={(projectId) =>
          void action.run(
            () => actions.update(props.canvasId, { projectId }),
            'The canvas could not be moved to that project.',
          )
        }
      />
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
    </div>
  );
}

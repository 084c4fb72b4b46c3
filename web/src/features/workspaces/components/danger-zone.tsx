import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import styles from './workspace-settings.module.css';

export interface DangerZoneProps {
  workspaceName: string;
  /** Deletes the workspace with the typed name; the caller navigates away. */
  onDelete(confirmName: string): Promise<void>;
}

/** Deleting a workspace: the shared confirmation, unlocked only once its exact name is typed. */
export function DangerZone({ workspaceName, onDelete }: DangerZoneProps) {
  const confirm = useConfirm();
  return (
    <div className={styles.form}>
      <p className={styles.muted}>
        Deleting removes the workspace with its projects, canvases, videos and events for every
        member. It cannot be undone.
      </p>
      <div className={styles.row}>
        <Button
          variant="danger"
          onClick={() =>
            confirm.ask({
              title: 'Delete workspace?',
              name: workspaceName,
              consequence:
                'Its projects, canvases, videos and events go for every member. This cannot be undone.',
              confirmLabel: 'Delete workspace',
              failure: 'The workspace could not be deleted.',
              typeToConfirm: true,
              onConfirm: () => onDelete(workspaceName),
            })
          }
        >
          Delete workspace
        </Button>
      </div>
      {confirm.dialog}
    </div>
  );
}

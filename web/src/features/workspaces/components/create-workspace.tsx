import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useWorkspaceActions } from '../api/use-workspace-actions';
import { WorkspaceForm } from './settings-form';
import styles from './workspace-settings.module.css';

export interface CreateWorkspaceProps {
  /** Called with the new workspace's id (to make it current). */
  onCreated(workspaceId: string): void;
}

/**
 * A "New workspace" button that opens a name + description form. The createWorkspace callable
 * makes the workspace, the owner's member document and its chat channel together.
 */
export function CreateWorkspace({ onCreated }: CreateWorkspaceProps) {
  const [open, setOpen] = useState(false);
  const actions = useWorkspaceActions();
  if (!open) {
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        New workspace
      </Button>
    );
  }
  return (
    <Card
      role="dialog"
      aria-modal="false"
      aria-labelledby="create-workspace-title"
      className={styles.section}
    >
      <h2 id="create-workspace-title">New workspace</h2>
      <WorkspaceForm
        initial={{ name: '', description: '' }}
        submitLabel="Create workspace"
        onSubmit={async (values) => {
          const { workspaceId } = await actions.create(values);
          setOpen(false);
          onCreated(workspaceId);
        }}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

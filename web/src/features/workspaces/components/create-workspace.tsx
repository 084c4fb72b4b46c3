import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useWorkspaceActions } from '../api/use-workspace-actions';
import { WorkspaceForm } from './settings-form';

export interface CreateWorkspaceProps {
  /** Called with the new workspace's id (to make it current). */
  onCreated(workspaceId: string): void;
}

/**
 * A "New workspace" button that opens a dialog with a name + description form. The createWorkspace callable
 * makes the workspace, the owner's member document and its chat channel together.
 */
export function CreateWorkspace({ onCreated }: CreateWorkspaceProps) {
  const [open, setOpen] = useState(false);
  const actions = useWorkspaceActions();
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        New workspace
      </Button>
      {open ? (
        <Dialog title="New workspace" onClose={() => setOpen(false)}>
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
        </Dialog>
      ) : null}
    </>
  );
}

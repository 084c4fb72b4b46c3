import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { createWorkspace } from '../../../lib/firebase/workspace-data';
import { WorkspaceForm } from './settings-form';
import styles from './workspace-settings.module.css';

export interface CreateWorkspaceProps {
  uid: string;
  displayName: string;
  photoURL: string;
  /** Called with the new workspace's id (to make it current). */
  onCreated(workspaceId: string): void;
}

/** A "New workspace" button that opens a name + description dialog. */
export function CreateWorkspace({ uid, displayName, photoURL, onCreated }: CreateWorkspaceProps) {
  const [open, setOpen] = useState(false);
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
          const id = await createWorkspace({
            uid,
            ...values,
            member: { uid, displayName, photoURL },
          });
          setOpen(false);
          onCreated(id);
        }}
        onCancel={() => setOpen(false)}
      />
    </Card>
  );
}

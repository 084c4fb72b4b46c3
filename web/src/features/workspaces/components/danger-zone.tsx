import { useState } from 'react';
import type { FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { describeActionError } from '@/lib/firebase/action-errors';
import { deleteConfirmed } from '../workspace-settings-form';
import styles from './workspace-settings.module.css';

export interface DangerZoneProps {
  workspaceName: string;
  /** Deletes the workspace with the typed name; the caller navigates away. */
  onDelete(confirmName: string): Promise<void>;
}

/** Deleting a workspace: the Delete button unlocks only once its exact name is typed. */
export function DangerZone({ workspaceName, onDelete }: DangerZoneProps) {
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const ready = deleteConfirmed(typed, workspaceName);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    setBusy(true);
    setFailure(null);
    try {
      await onDelete(typed.trim());
    } catch (error) {
      console.warn('Deleting the workspace failed', error);
      setFailure(describeActionError(error, 'The workspace could not be deleted.'));
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} aria-label="Delete workspace">
      <p className={styles.muted}>
        Deleting removes the workspace with its projects, canvases, videos and events for every
        member. It cannot be undone.
      </p>
      <TextField
        label={`Type ${workspaceName} to confirm`}
        value={typed}
        autoComplete="off"
        onChange={(event) => setTyped(event.target.value)}
      />
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <div className={styles.row}>
        <Button type="submit" variant="danger" disabled={!ready} busy={busy}>
          Delete workspace
        </Button>
      </div>
    </form>
  );
}

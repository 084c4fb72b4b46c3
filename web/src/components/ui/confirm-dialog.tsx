/**
 * The app's one way to confirm a destructive action: a small alert dialog naming the thing, with
 * Cancel focused first (Enter does no harm) and a danger button that runs the action (optionally
 * locked until the name is typed). The dialog
 * stays open while it runs and shows why it failed; it closes when it succeeded.
 */
import { useState } from 'react';
import { Alert } from './alert';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';
import { TextField } from './text-field';
import { useAction, type DescribeError } from '@/lib/use-action';

export interface ConfirmRequest {
  /** The question: "Delete canvas?". */
  title: string;
  /** The thing's name, shown in bold so nobody deletes the wrong one. */
  name: string;
  /** What happens, after the name. */
  consequence?: string;
  /** The danger button's words: "Delete canvas". */
  confirmLabel: string;
  /**
   * For what cannot be taken back at all (a workspace): the danger button unlocks only once the
   * name is typed exactly (spaces around it aside).
   */
  typeToConfirm?: boolean;
  /** Shown when the action fails with nothing more precise (see describeActionError). */
  failure: string;
  /** Words another service's failures (chat's); Firebase's and our API's by default. */
  describeError?: DescribeError;
  onConfirm(): Promise<unknown>;
}

export interface ConfirmDialogProps extends ConfirmRequest {
  onClose(): void;
}

export function ConfirmDialog({
  title,
  name,
  consequence = 'This cannot be undone.',
  confirmLabel,
  failure,
  typeToConfirm = false,
  describeError,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const action = useAction(describeError);
  const [typed, setTyped] = useState('');
  const unlocked = !typeToConfirm || typed.trim() === name;
  // While the action runs, Escape and the backdrop do nothing: its outcome is shown here.
  const closeUnlessBusy = () => {
    if (!action.busy) onClose();
  };
  return (
    <Dialog title={title} role="alertdialog" size="sm" onClose={closeUnlessBusy}>
      <p>
        <strong>{name}</strong> — {consequence}
      </p>
      {typeToConfirm ? (
        <TextField
          label={`Type ${name} to confirm`}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
      ) : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
      <DialogActions>
        <Button variant="ghost" data-autofocus disabled={action.busy} onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          busy={action.busy}
          disabled={!unlocked}
          onClick={async () => {
            if (await action.run(onConfirm, failure)) onClose();
          }}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * `const confirm = useConfirm();` then `confirm.ask({...})` from a button and `{confirm.dialog}`
 * somewhere in the component's output. One question at a time.
 */
export function useConfirm() {
  const [request, setRequest] = useState<ConfirmRequest | null>(null);
  return {
    ask: setRequest,
    dialog: request ? <ConfirmDialog {...request} onClose={() => setRequest(null)} /> : null,
  };
}

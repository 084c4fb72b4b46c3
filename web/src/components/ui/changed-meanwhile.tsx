/**
 * Two people editing one thing (a task, a project, an event): what the edit form says, live,
 * when someone else changes it, and the question before a save would replace their change. The
 * fields come from `editConflicts` (lib/changed-fields.ts); the words are the same everywhere.
 */
import { Alert } from './alert';
import type { ConfirmRequest } from './confirm-dialog';

export interface ChangedMeanwhileProps {
  /** What is being edited: "task", "project", "event". */
  subject: string;
  /** Who changed it last. */
  who: string;
  /** The labels of the fields they changed since the form opened; nothing is shown without. */
  fields: readonly string[];
}

export function ChangedMeanwhile({ subject, who, fields }: ChangedMeanwhileProps) {
  if (fields.length === 0) return null;
  return (
    <Alert tone="warning" title={`${who} changed this ${subject} while you were editing`}>
      Changed: {fields.join(', ')}. Saving keeps their changes to what you did not change; where you
      changed the same thing, you choose.
    </Alert>
  );
}

/** Asked before a save that would put this form's values in place of `who`'s newer ones. */
export function replaceChangesRequest(request: {
  who: string;
  fields: readonly string[];
  failure: string;
  save(): Promise<unknown>;
}): ConfirmRequest {
  return {
    title: `Replace ${request.who}’s changes?`,
    name: request.fields.join(', '),
    consequence: `${request.who} changed this while you were editing. Saving puts yours in its place; the rest of their changes stay.`,
    confirmLabel: 'Save mine',
    failure: request.failure,
    onConfirm: request.save,
  };
}

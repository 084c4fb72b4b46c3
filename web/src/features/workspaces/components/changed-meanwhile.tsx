/**
 * Two people editing one thing (a task, a project, an event): while the edit form is open it says,
 * live, who changed which field, and a save that would replace their change to a field the form
 * changed too asks first. The form writes only its own changes, so everything else they changed
 * stays either way. One piece for every form, the words the same everywhere.
 */
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { changedKeys, editConflicts } from '@/lib/changed-fields';
import { memberName, useMembersById } from '../api/use-members-by-id';

export interface ChangedMeanwhileOptions<T extends object> {
  workspaceId: string;
  /** What is being edited: "task", "project", "event". */
  subject: string;
  /** Who wrote the thing last; null when it was this user (their own edits are not news). */
  changedBy: string | null;
  /**
   * The fields as the form writes them: what it opened with and the thing as it stands now
   * (null for either when there is nothing to compare, such as a new thing or a value the form
   * cannot hold).
   */
  start: T | null;
  live: T | null;
  labels: Readonly<Record<keyof T, string>>;
}

export interface ChangedMeanwhile<T> {
  /** The live warning, for the top of the form (nothing when no one else changed it). */
  notice: ReactNode;
  /** The question's dialog, to render with the form. */
  dialog: ReactNode;
  /** Runs `save`, after asking when it would replace their change to a field in `mine`. */
  save(mine: T, save: () => Promise<unknown>, failure: string): Promise<void>;
}

export function useChangedMeanwhile<T extends object>({
  workspaceId,
  subject,
  changedBy,
  start,
  live,
  labels,
}: ChangedMeanwhileOptions<T>): ChangedMeanwhile<T> {
  const confirm = useConfirm();
  const writer = useMembersById(workspaceId, changedBy ? [changedBy] : []);
  const who = changedBy && writer.status === 'ready' ? memberName(writer.byId.get(changedBy)) : '…';
  const theirs = changedBy && start && live ? { start, live } : null;
  const named = (fields: readonly (keyof T)[]) => fields.map((field) => labels[field]).join(', ');
  const changed = theirs ? changedKeys(theirs.start, theirs.live) : [];
  return {
    notice:
      changed.length > 0 ? (
        <Alert tone="warning" title={`${who} changed this ${subject} while you were editing`}>
          Changed: {named(changed)}. Saving keeps their changes to what you did not change; where
          you changed the same thing, you choose.
        </Alert>
      ) : null,
    dialog: confirm.dialog,
    async save(mine, save, failure) {
      const conflicts = theirs ? editConflicts(theirs.start, mine, theirs.live) : [];
      if (conflicts.length === 0) {
        await save();
        return;
      }
      confirm.ask({
        title: `Replace ${who}’s changes?`,
        name: named(conflicts),
        consequence: `${who} changed this while you were editing. Saving puts yours in its place; the rest of their changes stay.`,
        confirmLabel: 'Save mine',
        failure,
        onConfirm: save,
      });
    },
  };
}

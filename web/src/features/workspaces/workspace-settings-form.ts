/** Validation of the workspace forms (create and settings), matching firestore.rules. */
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '@crewspace/common/models';

export interface WorkspaceFormValues {
  name: string;
  description: string;
}

export type WorkspaceFormResult =
  | { ok: true; values: WorkspaceFormValues }
  | { ok: false; errors: Partial<Record<keyof WorkspaceFormValues, string>> };

export function validateWorkspaceForm(values: WorkspaceFormValues): WorkspaceFormResult {
  const name = values.name.trim();
  const description = values.description.trim();
  const errors: Partial<Record<keyof WorkspaceFormValues, string>> = {};
  if (!name) errors.name = 'Give the workspace a name.';
  else if (name.length > WORKSPACE_NAME_MAX)
    errors.name = `Use at most ${WORKSPACE_NAME_MAX} characters.`;
  if (description.length > WORKSPACE_DESCRIPTION_MAX)
    errors.description = `Use at most ${WORKSPACE_DESCRIPTION_MAX} characters.`;
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, values: { name, description } };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The invite form's email: trimmed and lower-cased, or an error to show. Whether the address
 * already belongs to a member is the callable's answer (member documents carry no email).
 */
export function validateInviteEmail(
  email: string,
): { ok: true; email: string } | { ok: false; error: string } {
  const normalized = email.trim().toLowerCase();
  if (!EMAIL.test(normalized)) return { ok: false, error: 'Enter an email address.' };
  return { ok: true, email: normalized };
}

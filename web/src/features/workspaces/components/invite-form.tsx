import { useState } from 'react';
import type { FormEvent } from 'react';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';
import { describeActionError } from '@/lib/firebase/action-errors';
import { validateInviteEmail } from '../workspace-settings-form';
import { ROLE_LABELS } from '../member-controls';
import styles from './workspace-settings.module.css';

/** Roles an invitation may carry: admin only from the owner, who alone makes admins. */
export function invitableRoles(myRole: WorkspaceRole | null): AssignableRole[] {
  return ASSIGNABLE_ROLES.filter((role) => role !== 'admin' || myRole === 'owner');
}

export interface InviteFormProps {
  /** The inviter's role: decides which roles are offered. */
  myRole: WorkspaceRole | null;
  /** Sends the invitation; resolves with whether a notification reached an existing account. */
  onInvite(email: string, role: AssignableRole): Promise<{ delivered: boolean }>;
}

/** Invite someone by email with a role (inviteMembers). */
export function InviteForm({ myRole, onInvite }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateInviteEmail(email);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setResult(null);
    setBusy(true);
    try {
      const { delivered } = await onInvite(checked.email, role);
      setResult({
        tone: 'success',
        text: delivered
          ? `Invitation sent to ${checked.email}.`
          : `Invitation saved. ${checked.email} sees it after signing up.`,
      });
      setEmail('');
    } catch (failure) {
      console.warn('Inviting failed', failure);
      setResult({
        tone: 'error',
        text: describeActionError(failure, 'The invitation could not be sent.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Invite a member">
      <div className={styles.row}>
        <TextField
          label="Email"
          type="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <SelectField
          label="Role"
          value={role}
          onChange={(event) => setRole(event.target.value as AssignableRole)}
        >
          {invitableRoles(myRole).map((value) => (
            <option key={value} value={value}>
              {ROLE_LABELS[value]}
            </option>
          ))}
        </SelectField>
        <Button type="submit" busy={busy}>
          Send invitation
        </Button>
      </div>
      {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
    </form>
  );
}

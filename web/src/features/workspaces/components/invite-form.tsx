import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { INVITATION_LIFETIME_DAYS } from '@crewspace/common/limits';
import {
  ASSIGNABLE_ROLES,
  type AssignableRole,
  type WorkspaceRole,
} from '@crewspace/common/permissions';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { SelectField } from '@/components/ui/select-field';
import { useAction } from '@/lib/use-action';
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
  /** Sends the invitation (the answer never says whether the email has an account). */
  onInvite(email: string, role: AssignableRole): Promise<unknown>;
}

/**
 * An invitation goes to an address, and only a verified address proves whose it is (the rules
 * and respondToInvitation), so the inviter knows why the invitee may be asked to verify first.
 */
const VERIFY_FIRST = 'They must verify their email address before accepting.';

/** Invite someone by email with a role (inviteMembers). */
export function InviteForm({ myRole, onInvite }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AssignableRole>('member');
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const action = useAction();
  const emailField = useRef<HTMLInputElement>(null);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = validateInviteEmail(email);
    if (!checked.ok) {
      setError(checked.error);
      return;
    }
    setError(null);
    setSent(null);
    await action.run(async () => {
      await onInvite(checked.email, role);
      setSent(
        `Invitation sent to ${checked.email}. It can be accepted for ${INVITATION_LIFETIME_DAYS} days. ${VERIFY_FIRST}`,
      );
      setEmail('');
      // The result is announced (a status); the next invitation starts in the emptied field.
      emailField.current?.focus();
    }, 'The invitation could not be sent.');
  }

  return (
    <form className={styles.form} onSubmit={handleSubmit} noValidate aria-label="Invite a member">
      <div className={styles.row}>
        <TextField
          ref={emailField}
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
        <Button type="submit" busy={action.busy}>
          Send invitation
        </Button>
      </div>
      {sent ? <Alert tone="success">{sent}</Alert> : null}
      {action.error ? <Alert tone="error">{action.error}</Alert> : null}
    </form>
  );
}

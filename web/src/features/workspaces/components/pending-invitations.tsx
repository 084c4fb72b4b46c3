import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { formatDate } from '@/lib/format-time';
import type { Invitation } from '../api/invitations';
import { invitationStanding } from '../invitation-standing';
import { INVITATION_PAGE_SIZE, usePendingInvitations } from '../api/use-invitations';
import { ROLE_LABELS } from '../member-controls';
import styles from './workspace-settings.module.css';

export interface PendingInvitationsProps {
  workspaceId: string;
  /** Withdraws one invitation; it leaves the live list once the function has run. */
  onRevoke(invitationId: string): Promise<void>;
}

/**
 * The workspace's invitations still waiting for an answer, a page at a time, each revocable after
 * a confirmation.
 */
export function PendingInvitations({ workspaceId, onRevoke }: PendingInvitationsProps) {
  const [max, setMax] = useState(INVITATION_PAGE_SIZE);
  const live = usePendingInvitations(workspaceId, max);
  if (live.status === 'loading') return <p className={styles.muted}>Loading invitations...</p>;
  if (live.status === 'error') {
    return <p className={styles.muted}>Pending invitations could not be loaded.</p>;
  }
  return (
    <PendingInvitationsList
      invitations={live.data}
      onRevoke={onRevoke}
      onLoadMore={live.data.length >= max ? () => setMax(max + INVITATION_PAGE_SIZE) : undefined}
    />
  );
}

export function PendingInvitationsList({
  invitations,
  onRevoke,
  onLoadMore,
}: {
  invitations: readonly Invitation[];
  onRevoke(invitationId: string): Promise<void>;
  /** Shown when more invitations may exist beyond those loaded. */
  onLoadMore?: () => void;
}) {
  const confirm = useConfirm();
  const now = new Date();

  if (invitations.length === 0) return <p className={styles.muted}>No pending invitations.</p>;
  return (
    <>
      <ul className={styles.list} aria-label="Pending invitations">
        {invitations.map((invitation) => {
          const expired = invitationStanding(invitation, now) === 'expired';
          return (
            <li key={invitation.id} className={styles.member} aria-label={invitation.email}>
              <span className={styles.memberName}>{invitation.email}</span>
              <Badge>{ROLE_LABELS[invitation.role]}</Badge>
              {expired ? <Badge tone="warning">Expired</Badge> : null}
              <span className={styles.muted}>
                invited by {invitation.invitedByName || 'a member'}
                {invitation.expiresAt
                  ? `; ${expired ? 'expired' : 'expires'} ${formatDate(invitation.expiresAt)}`
                  : ''}
              </span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Revoke the invitation for ${invitation.email}`}
                onClick={() =>
                  confirm.ask({
                    title: 'Revoke invitation?',
                    name: invitation.email,
                    consequence: 'They can no longer join with it; you can invite them again.',
                    confirmLabel: 'Revoke invitation',
                    failure: 'The invitation could not be revoked.',
                    onConfirm: () => onRevoke(invitation.id),
                  })
                }
              >
                Revoke
              </Button>
            </li>
          );
        })}
      </ul>
      {onLoadMore ? (
        <Button variant="secondary" size="sm" onClick={onLoadMore}>
          Load more invitations
        </Button>
      ) : null}
      {confirm.dialog}
    </>
  );
}

import type { ApprovalStatus } from '@crewspace/common/models';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { UserProfile } from '@/features/profile';
import { formatRelativeTime } from '@/lib/format-time';
import { useAction } from '@/lib/use-action';
import { useAccountActions } from '../api/use-accounts';
import styles from './admin-console.module.css';

const BADGES: Record<ApprovalStatus, { tone: 'success' | 'danger' | 'warning'; label: string }> = {
  approved: { tone: 'success', label: 'Approved' },
  rejected: { tone: 'danger', label: 'Rejected' },
  pending: { tone: 'warning', label: 'Pending' },
};

/**
 * One account with its status and the actions that status allows: approve or reject a pending
 * account, approve a rejected one after all, revoke an approval. Live lists move the row on their
 * own; a one-off search result shows the decision locally.
 */
export function UserApprovalRow({ user }: { user: UserProfile }) {
  const action = useAction();
  const [decided, setDecided] = useState<ApprovalStatus | null>(null);
  const name = user.displayName || user.email;
  const status = decided ?? user.approvalStatus;
  const accounts = useAccountActions();

  function decide(approved: boolean) {
    void action.run(
      async () => {
        await accounts.setApproval(user.uid, approved);
        setDecided(approved ? 'approved' : 'rejected');
      },
      'Failed. Try again.',
      approved ? 'approve' : 'reject',
    );
  }

  return (
    <li className={styles.row} aria-label={name}>
      <Avatar src={user.photoURL} name="" size="md" />
      <div className={styles.who}>
        <p className={styles.name}>{name}</p>
        <p className={styles.email}>{user.email}</p>
        {user.createdAt ? (
          <p className={styles.muted}>Signed up {formatRelativeTime(user.createdAt)}</p>
        ) : null}
      </div>
      <div className={styles.status}>
        <Badge tone={BADGES[status].tone}>{BADGES[status].label}</Badge>
        {action.error ? (
          <span role="alert" className={styles.failed}>
            {action.error}
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {status !== 'approved' ? (
          <Button
            size="sm"
            busy={action.pending === 'approve'}
            disabled={action.busy}
            onClick={() => decide(true)}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
        ) : null}
        {status === 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            busy={action.pending === 'reject'}
            disabled={action.busy}
            onClick={() => decide(false)}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        ) : null}
        {status === 'approved' ? (
          <Button
            variant="danger"
            size="sm"
            busy={action.pending === 'reject'}
            onClick={() => decide(false)}
            aria-label={`Revoke approval of ${name}`}
          >
            Revoke
          </Button>
        ) : null}
      </div>
    </li>
  );
}

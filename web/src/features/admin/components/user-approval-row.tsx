import type { ApprovalStatus } from '@crewspace/common/models';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { UserProfile } from '@/features/profile';
import { formatRelativeTime } from '@/lib/format-time';
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
  const [busy, setBusy] = useState<'approve' | 'reject' | null>(null);
  const [decided, setDecided] = useState<ApprovalStatus | null>(null);
  const [failed, setFailed] = useState(false);
  const name = user.displayName || user.email;
  const status = decided ?? user.approvalStatus;
  const accounts = useAccountActions();

  async function decide(approved: boolean) {
    setBusy(approved ? 'approve' : 'reject');
    setFailed(false);
    try {
      await accounts.setApproval(user.uid, approved);
      setDecided(approved ? 'approved' : 'rejected');
    } catch (error) {
      console.error('Approval change failed', error);
      setFailed(true);
    } finally {
      setBusy(null);
    }
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
        {failed ? (
          <span role="alert" className={styles.failed}>
            Failed. Try again.
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {status !== 'approved' ? (
          <Button
            size="sm"
            busy={busy === 'approve'}
            disabled={busy !== null}
            onClick={() => void decide(true)}
            aria-label={`Approve ${name}`}
          >
            Approve
          </Button>
        ) : null}
        {status === 'pending' ? (
          <Button
            variant="secondary"
            size="sm"
            busy={busy === 'reject'}
            disabled={busy !== null}
            onClick={() => void decide(false)}
            aria-label={`Reject ${name}`}
          >
            Reject
          </Button>
        ) : null}
        {status === 'approved' ? (
          <Button
            variant="danger"
            size="sm"
            busy={busy === 'reject'}
            onClick={() => void decide(false)}
            aria-label={`Revoke approval of ${name}`}
          >
            Revoke
          </Button>
        ) : null}
      </div>
    </li>
  );
}

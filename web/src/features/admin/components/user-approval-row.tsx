import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import type { UserProfile } from '../../../lib/firebase/converters';
import { formatRelativeTime } from '../../../lib/format-time';
import { setUserApproval } from '../api/approve-user';
import styles from './admin-console.module.css';

type RowState = 'idle' | 'approving' | 'rejecting' | 'rejected' | 'failed';

/** One account with its status and the approve / reject actions. */
export function UserApprovalRow({ user }: { user: UserProfile }) {
  const [state, setState] = useState<RowState>('idle');
  const name = user.displayName || user.email;

  async function decide(approved: boolean) {
    setState(approved ? 'approving' : 'rejecting');
    try {
      await setUserApproval(user.uid, approved);
      setState(approved ? 'idle' : 'rejected');
    } catch (error) {
      console.error('Approval change failed', error);
      setState('failed');
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
        {user.isApproved ? (
          <Badge tone="success">Approved</Badge>
        ) : state === 'rejected' ? (
          <Badge tone="danger">Rejected</Badge>
        ) : (
          <Badge tone="warning">Pending</Badge>
        )}
        {state === 'failed' ? (
          <span role="alert" className={styles.failed}>
            Failed. Try again.
          </span>
        ) : null}
      </div>
      <div className={styles.actions}>
        {user.isApproved ? (
          <Button
            variant="danger"
            size="sm"
            busy={state === 'rejecting'}
            onClick={() => void decide(false)}
            aria-label={`Revoke approval of ${name}`}
          >
            Revoke
          </Button>
        ) : (
          <>
            <Button
              size="sm"
              busy={state === 'approving'}
              onClick={() => void decide(true)}
              aria-label={`Approve ${name}`}
            >
              Approve
            </Button>
            <Button
              variant="secondary"
              size="sm"
              busy={state === 'rejecting'}
              disabled={state === 'rejected'}
              onClick={() => void decide(false)}
              aria-label={`Reject ${name}`}
            >
              Reject
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

import { Badge } from '../../../components/ui/badge';
import { usePendingInvitations } from '../api/invitations';
import { ROLE_LABELS } from './members-section';
import styles from './workspace-settings.module.css';

/** The workspace's invitations still waiting for an answer. */
export function PendingInvitations({ workspaceId }: { workspaceId: string }) {
  const live = usePendingInvitations(workspaceId);
  if (live.status === 'loading') return <p className={styles.muted}>Loading invitations...</p>;
  if (live.status === 'error') {
    return <p className={styles.muted}>Pending invitations could not be loaded.</p>;
  }
  if (live.data.length === 0) return <p className={styles.muted}>No pending invitations.</p>;
  return (
    <ul className={styles.list} aria-label="Pending invitations">
      {live.data.map((invitation) => (
        <li key={invitation.id} className={styles.member}>
          <span className={styles.memberName}>{invitation.email}</span>
          <Badge>{ROLE_LABELS[invitation.role]}</Badge>
          <span className={styles.muted}>invited by {invitation.invitedByName || 'a member'}</span>
        </li>
      ))}
    </ul>
  );
}

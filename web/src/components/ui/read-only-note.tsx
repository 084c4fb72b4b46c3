import styles from './layout.module.css';

/**
 * Says why controls are missing for the signed-in role (common/permissions' missingRightReason),
 * in their place; nothing when the role has the right.
 */
export function ReadOnlyNote({ reason }: { reason: string | null }) {
  if (!reason) return null;
  return (
    <p className={styles.muted} role="note">
      {reason}
    </p>
  );
}

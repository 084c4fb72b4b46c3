import { useId } from 'react';
import { useWorkspace } from '../workspace-provider';
import styles from './workspace-switcher.module.css';

/** Picking this option loads the next page of the user's workspaces instead of switching. */
const MORE = '\u0000more';

/**
 * A labelled select of the user's workspaces (names from their own member documents); the
 * choice is remembered.
 */
export function WorkspaceSwitcher() {
  const { memberships, current, selectWorkspace, status, hasMoreMemberships, loadMoreMemberships } =
    useWorkspace();
  const id = useId();
  return (
    <div className={styles.switcher}>
      <label htmlFor={id} className="visually-hidden">
        Current workspace
      </label>
      <select
        id={id}
        className={styles.select}
        value={current?.id ?? ''}
        disabled={memberships.length === 0}
        onChange={(event) =>
          event.target.value === MORE ? loadMoreMemberships() : selectWorkspace(event.target.value)
        }
      >
        {memberships.length === 0 ? (
          <option value="">{status === 'loading' ? 'Loading workspaces…' : 'No workspace'}</option>
        ) : null}
        {current === null && memberships.length > 0 ? <option value="">Loading…</option> : null}
        {memberships.map((membership) => (
          <option key={membership.workspaceId} value={membership.workspaceId}>
            {/* The current one's own document is newer than the copy in the member document. */}
            {membership.workspaceId === current?.id ? current.name : membership.workspaceName}
          </option>
        ))}
        {hasMoreMemberships ? <option value={MORE}>Show more workspaces…</option> : null}
      </select>
    </div>
  );
}

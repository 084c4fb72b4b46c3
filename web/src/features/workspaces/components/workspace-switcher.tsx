import { useId } from 'react';
import { useWorkspace } from '../workspace-provider';
import styles from './workspace-switcher.module.css';

/** Picking this option loads the next page of the user's workspaces instead of switching. */
const MORE = '\u0000more';

/**
 * A labelled select of the user's workspaces (names from their own member documents). On a
 * workspace page a choice opens the same section of the chosen workspace; elsewhere it is
 * remembered for the next workspace page.
 */
export function WorkspaceSwitcher() {
  const {
    memberships,
    current,
    access,
    selectWorkspace,
    status,
    hasMoreMemberships,
    loadMoreMemberships,
  } = useWorkspace();
  const id = useId();
  // A workspace opened by its address may be beyond the loaded page of memberships.
  const listed = current === null || memberships.some((m) => m.workspaceId === current.id);
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
        {current === null && memberships.length > 0 ? (
          <option value="">{access === 'denied' ? 'Not your workspace' : 'Loading…'}</option>
        ) : null}
        {listed ? null : <option value={current.id}>{current.name}</option>}
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

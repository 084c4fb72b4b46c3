import { useId } from 'react';
import { useWorkspace } from '../workspace-provider';
import styles from './workspace-switcher.module.css';

/** A labelled select of the user's workspaces; the choice is remembered. */
export function WorkspaceSwitcher() {
  const { workspaces, current, selectWorkspace, status } = useWorkspace();
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
        disabled={workspaces.length === 0}
        onChange={(event) => selectWorkspace(event.target.value)}
      >
        {workspaces.length === 0 ? (
          <option value="">{status === 'loading' ? 'Loading workspaces…' : 'No workspace'}</option>
        ) : null}
        {workspaces.map((workspace) => (
          <option key={workspace.id} value={workspace.id}>
            {workspace.name}
          </option>
        ))}
      </select>
    </div>
  );
}

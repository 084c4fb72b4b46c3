import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import type { UserProfile } from '../../../lib/firebase/converters';
import { findUsersByEmail, usePendingUsers } from '../api/get-pending-users';
import { filterUsersByQuery, looksLikeEmail } from '../filter-users';
import { UserApprovalRow } from './user-approval-row';
import styles from './admin-console.module.css';

export interface AdminConsoleProps {
  /** The new-signup notifications panel, composed by the route. */
  aside?: ReactNode;
}

/** Pending accounts (live) with approve and reject, and a search by email over all accounts. */
export function AdminConsole({ aside }: AdminConsoleProps) {
  const pending = usePendingUsers();
  const [query, setQuery] = useState('');
  const [lookup, setLookup] = useState<
    | { status: 'idle' }
    | { status: 'busy' }
    | { status: 'done'; email: string; users: UserProfile[] }
    | { status: 'failed' }
  >({ status: 'idle' });
  const headingId = useId();

  const users = pending.status === 'ready' ? filterUsersByQuery(pending.data, query) : [];

  async function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(query)) return;
    setLookup({ status: 'busy' });
    try {
      setLookup({ status: 'done', email: query.trim(), users: await findUsersByEmail(query) });
    } catch (error) {
      console.error('Account lookup failed', error);
      setLookup({ status: 'failed' });
    }
  }

  return (
    <div className={styles.layout}>
      <Card aria-labelledby={headingId} className={styles.main}>
        <h2 id={headingId}>Pending accounts</h2>
        <form className={styles.search} onSubmit={onSearch} role="search">
          <TextField
            label="Search by email"
            type="search"
            value={query}
            placeholder="name@company.com"
            hint="Filters the pending list; press Enter on a full address to look up any account."
            onChange={(event) => {
              setQuery(event.target.value);
              setLookup({ status: 'idle' });
            }}
          />
        </form>

        {lookup.status === 'done' ? (
          <section className={styles.lookup} aria-label="Search result">
            <h3 className={styles.subheading}>Accounts with {lookup.email}</h3>
            {lookup.users.length === 0 ? (
              <p className={styles.muted}>No account has that email.</p>
            ) : (
              <ul className={styles.list}>
                {lookup.users.map((user) => (
                  <UserApprovalRow key={user.uid} user={user} />
                ))}
              </ul>
            )}
          </section>
        ) : null}
        {lookup.status === 'failed' ? (
          <Alert tone="error">The lookup failed. Try again.</Alert>
        ) : null}

        {pending.status === 'loading' ? <p className={styles.muted}>Loading...</p> : null}
        {pending.status === 'error' ? (
          <Alert tone="error" title="Could not load pending accounts">
            {pending.error.message}
          </Alert>
        ) : null}
        {pending.status === 'ready' && users.length === 0 ? (
          <p className={styles.muted}>
            {query.trim()
              ? 'No pending account matches your search.'
              : 'No account is waiting for approval.'}
          </p>
        ) : null}
        {users.length > 0 ? (
          <ul className={styles.list} aria-label="Accounts awaiting approval">
            {users.map((user) => (
              <UserApprovalRow key={user.uid} user={user} />
            ))}
          </ul>
        ) : null}
      </Card>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}

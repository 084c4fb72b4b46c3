import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Card } from '@/components/ui/card';
import { TextField } from '@/components/ui/text-field';
import type { UserProfile } from '@/features/profile';
import type { LiveState } from '@/lib/firebase/live-data';
import { useAccountActions, useUsersByApproval } from '../api/use-accounts';
import { filterUsersByQuery, looksLikeEmail } from '../filter-users';
import { useKeepFocusInList } from '@/lib/use-keep-focus-in-list';
import { UserApprovalRow } from './user-approval-row';
import styles from './admin-console.module.css';

export interface AdminConsoleProps {
  /** The new-signup notifications panel, composed by the route. */
  aside?: ReactNode;
}

/**
 * Pending accounts (live) with approve and reject, declined ones (live) that can still be
 * approved, and a search by email over all accounts.
 */
export function AdminConsole({ aside }: AdminConsoleProps) {
  const pending = useUsersByApproval('pending');
  const declined = useUsersByApproval('rejected');
  const accounts = useAccountActions();
  const [query, setQuery] = useState('');
  const [lookup, setLookup] = useState<
    | { status: 'idle' }
    | { status: 'busy' }
    | { status: 'done'; email: string; users: UserProfile[] }
    | { status: 'failed' }
  >({ status: 'idle' });
  const headingId = useId();
  const declinedId = useId();

  async function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!looksLikeEmail(query)) return;
    setLookup({ status: 'busy' });
    try {
      setLookup({ status: 'done', email: query.trim(), users: await accounts.findByEmail(query) });
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
            hint="Filters both lists; press Enter on a full address to look up any account."
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

        <ApprovalList
          live={pending}
          query={query}
          label="Accounts awaiting approval"
          failure="Could not load pending accounts"
          empty="No account is waiting for approval."
          noMatch="No pending account matches your search."
        />
        <section className={styles.declined} aria-labelledby={declinedId}>
          <h3 id={declinedId} className={styles.subheading}>
            Declined accounts
          </h3>
          <ApprovalList
            live={declined}
            query={query}
            label="Declined accounts"
            failure="Could not load declined accounts"
            empty="No account has been declined."
            noMatch="No declined account matches your search."
          />
        </section>
      </Card>
      {aside ? <div className={styles.aside}>{aside}</div> : null}
    </div>
  );
}

interface ApprovalListProps {
  live: LiveState<UserProfile[]>;
  query: string;
  label: string;
  failure: string;
  empty: string;
  noMatch: string;
}

/** One live list of accounts, filtered by the search box, with its loading and empty states. */
function ApprovalList({ live, query, label, failure, empty, noMatch }: ApprovalListProps) {
  // An approved or rejected account leaves the list: focus goes on to the next one.
  const keepFocus = useKeepFocusInList();
  if (live.status === 'loading') return <p className={styles.muted}>Loading...</p>;
  if (live.status === 'error') {
    return (
      <Alert tone="error" title={failure}>
        {live.error.message}
      </Alert>
    );
  }
  const users = filterUsersByQuery(live.data, query);
  if (users.length === 0) return <p className={styles.muted}>{query.trim() ? noMatch : empty}</p>;
  return (
    <ul ref={keepFocus} className={styles.list} aria-label={label}>
      {users.map((user) => (
        <UserApprovalRow key={user.uid} user={user} />
      ))}
    </ul>
  );
}

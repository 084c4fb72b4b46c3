import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import type { Member } from '../api/members';
import { memberName } from '../api/use-members-by-id';
import { useMemberList } from '../api/use-member-list';
import styles from './member-picker.module.css';

/** Results per page in a picker's search. */
export const MEMBER_SEARCH_PAGE_SIZE = 10;

export interface MemberSearchProps {
  workspaceId: string;
  /** The search box's label. */
  label: string;
  /** Members not to offer (already chosen, already in the channel, oneself). */
  exclude?: ReadonlySet<string>;
  /** The button text of each result. */
  actionLabel?: string;
  onPick(member: Member): void;
  disabled?: boolean;
}

/**
 * Search-as-you-type over the workspace's member documents (name prefix), a page of results at
 * a time, each with one action.
 */
export function MemberSearch({
  workspaceId,
  label,
  exclude,
  actionLabel = 'Add',
  onPick,
  disabled = false,
}: MemberSearchProps) {
  const [search, setSearch] = useState('');
  const list = useMemberList(workspaceId, { search, pageSize: MEMBER_SEARCH_PAGE_SIZE });
  const shown = list.members.filter((member) => !exclude?.has(member.uid) && !member.suspended);
  return (
    <div className={styles.picker}>
      <TextField
        label={label}
        type="search"
        value={search}
        placeholder="Type the start of a name"
        autoComplete="off"
        disabled={disabled}
        onChange={(event) => setSearch(event.target.value)}
        // The search often sits inside another form (an event, a project): Enter must not send it.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
      {list.status === 'loading' && shown.length === 0 ? (
        <p className={styles.muted}>Searching…</p>
      ) : null}
      {list.status === 'error' ? (
        <p className={styles.muted}>Members could not be searched. Try again later.</p>
      ) : null}
      {list.status === 'ready' && shown.length === 0 && !list.hasMore ? (
        <p className={styles.muted}>
          {search.trim()
            ? `Nobody else's name starts with “${search.trim()}”.`
            : 'Nobody else yet.'}
        </p>
      ) : null}
      {shown.length > 0 ? (
        <ul
          className={styles.results}
          aria-label={`${label}: results`}
          aria-busy={list.status === 'loading'}
        >
          {shown.map((member) => {
            const name = memberName(member);
            return (
              <li key={member.uid} className={styles.result}>
                <Avatar src={member.photoURL} name="" size="sm" />
                <span className={styles.resultName}>{name}</span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={disabled}
                  aria-label={`${actionLabel} ${name}`}
                  onClick={() => onPick(member)}
                >
                  {actionLabel}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {list.hasMore || list.loadingMore ? (
        <Button size="sm" variant="ghost" busy={list.loadingMore} onClick={list.loadMore}>
          More results
        </Button>
      ) : null}
    </div>
  );
}

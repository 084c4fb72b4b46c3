import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { workspaceSettingsHref } from '@crewspace/common/links';
import type { Workspace } from '../api/workspaces';
import { memberName } from '../api/use-members-by-id';
import { useMemberList } from '../api/use-member-list';
import styles from './members-glance.module.css';

/** Members the dashboard card shows: the first names in order; the settings page lists all. */
export const MEMBERS_GLANCE_SIZE = 12;

/** The dashboard's members card: how many, the first few by name, and a link to all of them. */
export function MembersGlance({ workspace, uid }: { workspace: Workspace; uid: string }) {
  const list = useMemberList(workspace.id, { pageSize: MEMBERS_GLANCE_SIZE });
  return (
    <Card aria-labelledby="members-title">
      <h2 id="members-title">Members ({workspace.membersCount})</h2>
      {list.status === 'loading' ? <p className={styles.muted}>Loading members…</p> : null}
      {list.status === 'error' ? (
        <p className={styles.muted}>The members could not be loaded.</p>
      ) : null}
      {list.members.length > 0 ? (
        <ul className={styles.members}>
          {list.members.map((member) => (
            <li key={member.uid} className={styles.member}>
              <Avatar src={member.photoURL} name="" size="sm" />
              <span>
                {memberName(member)}
                {member.uid === uid ? ' (you)' : ''}
              </span>
              {member.uid === workspace.ownerId ? <Badge>Owner</Badge> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {workspace.membersCount > list.members.length || list.hasMore ? (
        <p className={styles.muted}>
          <Link to={workspaceSettingsHref(workspace.id)}>See all members</Link>
        </p>
      ) : null}
    </Card>
  );
}

/**
 * Member documents, workspaces/{workspaceId}/members/{uid} (written only by functions): the
 * user's own member document, the user's memberships across workspaces, a workspace's members a
 * page at a time by name, and a few members by id. Every list query is bounded.
 */
import {
  collection,
  collectionGroup,
  doc,
  documentId,
  endAt,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
  type Timestamp,
} from 'firebase/firestore';
import { memberDocPath, type MemberDoc } from '@crewspace/common/models';
import { isWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

/**
 * One member of one workspace (workspaces/{workspaceId}/members/{uid}): membership, role, and
 * the name and photo lists show. Also the user's own entry in their list of workspaces.
 */
export interface Member {
  uid: string;
  workspaceId: string;
  workspaceName: string;
  /** The stored role; null when it is not one the app knows (the rules then grant nothing). */
  role: WorkspaceRole | null;
  displayName: string;
  nameLower: string;
  photoURL: string;
  joinedAt: Date | null;
  /** Approval revoked: the member keeps the record but has no rights. */
  suspended: boolean;
}

type MemberQuery = Query<Member, MemberDoc<Timestamp>>;

const memberConverter = readOnlyConverter<Member, MemberDoc<Timestamp>>(
  'Member',
  (id, data, [workspaceId]) => ({
    uid: data.uid ?? id,
    workspaceId: data.workspaceId ?? workspaceId ?? '',
    workspaceName: data.workspaceName ?? '',
    role: isWorkspaceRole(data.role) ? data.role : null,
    displayName: data.displayName ?? '',
    nameLower: data.nameLower ?? '',
    photoURL: data.photoURL ?? '',
    joinedAt: toDate(data.joinedAt),
    suspended: data.suspended === true,
  }),
);

function membersCollection(db: Firestore, workspaceId: string) {
  return collection(db, 'workspaces', workspaceId, 'members').withConverter(memberConverter);
}

export function memberRef(
  db: Firestore,
  workspaceId: string,
  uid: string,
): DocumentReference<Member, MemberDoc<Timestamp>> {
  return doc(db, memberDocPath(workspaceId, uid)).withConverter(memberConverter);
}

/**
 * The user's own member documents in every workspace, oldest membership first, at most `max`
 * (collection-group query; the rules allow it only for `uid == request.auth.uid`; index members
 * uid+joinedAt, collection group).
 */
export function myMembershipsQuery(db: Firestore, uid: string, max: number): MemberQuery {
  return query(
    collectionGroup(db, 'members').withConverter(memberConverter),
    where('uid', '==', uid),
    orderBy('joinedAt', 'asc'),
    limit(max),
  );
}

/** Where a member sits in the by-name order: name first, then uid for equal names. */
export interface MemberCursor {
  nameLower: string;
  uid: string;
}

/** One page of a workspace's members in name order. */
export interface MemberPageSpec {
  /** Only names in [start, end) (a typed prefix); null for everyone. */
  names: { start: string; end: string } | null;
  /** The page starts after this member (the previous page's last); null for the first page. */
  after: MemberCursor | null;
  /** The page ends at this member (a closed page); null for the open last page. */
  until: MemberCursor | null;
  /** The open last page's size; null for a closed page, which its two cursors bound. */
  max: number | null;
}

/** A page of a workspace's members ordered by `nameLower`, then uid. */
export function memberPageQuery(
  db: Firestore,
  workspaceId: string,
  page: MemberPageSpec,
): MemberQuery {
  const constraints: QueryConstraint[] = [];
  if (page.names) {
    constraints.push(
      where('nameLower', '>=', page.names.start),
      where('nameLower', '<', page.names.end),
    );
  }
  constraints.push(orderBy('nameLower', 'asc'), orderBy(documentId(), 'asc'));
  if (page.after) constraints.push(startAfter(page.after.nameLower, page.after.uid));
  if (page.until) constraints.push(endAt(page.until.nameLower, page.until.uid));
  if (page.max !== null) constraints.push(limit(page.max));
  return query(membersCollection(db, workspaceId), ...constraints);
}

/** Firestore's limit on the values of one `in` filter. */
export const MEMBERS_BY_ID_MAX = 30;

/** These members of a workspace (at most MEMBERS_BY_ID_MAX ids; absent ones are not members). */
export function membersByIdQuery(
  db: Firestore,
  workspaceId: string,
  uids: readonly string[],
): MemberQuery {
  if (uids.length === 0 || uids.length > MEMBERS_BY_ID_MAX) {
    throw new Error(`Ask for 1 to ${MEMBERS_BY_ID_MAX} members at a time.`);
  }
  return query(membersCollection(db, workspaceId), where(documentId(), 'in', [...uids]));
}

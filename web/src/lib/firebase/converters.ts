/**
 * Stored shapes (`XDoc`, from @crewspace/common/models) and the app models the UI uses, with one
 * FirestoreDataConverter per collection so Timestamp→Date and defaults happen in one place.
 */
import {
  APPROVAL_STATUSES,
  type ApprovalStatus,
  type NotificationDoc,
  type NotificationType,
  type UserDoc,
  type UserRole,
  type MemberDoc,
  type UsernameDoc,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import { isWorkspaceRole, type WorkspaceRole } from '@crewspace/common/permissions';
import {
  Timestamp,
  type DocumentData,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';

export interface UserProfile {
  uid: string;
  email: string;
  displayName: string;
  photoURL: string;
  role: UserRole;
  isApproved: boolean;
  approvalStatus: ApprovalStatus;
  username: string | null;
  createdAt: Date | null;
}

/** A workspace's settings and counts; its members are Member documents. */
export interface Workspace {
  id: string;
  name: string;
  ownerId: string;
  membersCount: number;
  description: string;
  isDefault: boolean;
  createdAt: Date | null;
  updatedAt: Date | null;
}

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

export interface AppNotification {
  id: string;
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  read: boolean;
  createdAt: Date | null;
  link: string | null;
  subjectUserId: string | null;
}

export interface Username {
  /** The lower-cased username (the document id). */
  id: string;
  uid: string;
  display: string;
}

/** Server timestamps are null in the local snapshot until the write lands; estimate them instead. */
const SNAPSHOT_OPTIONS: SnapshotOptions = { serverTimestamps: 'estimate' };

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

/** Read-only converter: the app never writes whole documents of these kinds. */
function readOnly<App, Db extends DocumentData>(
  fromDoc: (id: string, data: Db) => App,
): FirestoreDataConverter<App, Db> {
  return {
    toFirestore() {
      throw new Error('This collection is written by functions, not by the web app.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot<Db, Db>, options?: SnapshotOptions) {
      return fromDoc(snapshot.id, snapshot.data({ ...SNAPSHOT_OPTIONS, ...options }));
    },
  };
}

export const userConverter = readOnly<UserProfile, UserDoc<Timestamp>>((id, data) => ({
  uid: data.uid ?? id,
  email: data.email ?? '',
  displayName: data.displayName ?? '',
  photoURL: data.photoURL ?? '',
  role: data.role === 'admin' ? 'admin' : 'user',
  isApproved: data.isApproved === true,
  // Accounts made before the status existed: derived from the flag.
  approvalStatus:
    data.approvalStatus && APPROVAL_STATUSES.includes(data.approvalStatus)
      ? data.approvalStatus
      : data.isApproved === true
        ? 'approved'
        : 'pending',
  username: data.username ?? null,
  createdAt: toDate(data.createdAt),
}));

export const workspaceConverter = readOnly<Workspace, WorkspaceDoc<Timestamp>>((id, data) => ({
  id,
  name: data.name ?? '',
  ownerId: data.ownerId ?? '',
  membersCount: data.membersCount ?? 0,
  description: data.description ?? '',
  isDefault: data.isDefault === true,
  createdAt: toDate(data.createdAt),
  updatedAt: toDate(data.updatedAt),
}));

export const memberConverter = readOnly<Member, MemberDoc<Timestamp>>((id, data) => ({
  uid: data.uid ?? id,
  workspaceId: data.workspaceId ?? '',
  workspaceName: data.workspaceName ?? '',
  role: isWorkspaceRole(data.role) ? data.role : null,
  displayName: data.displayName ?? '',
  nameLower: data.nameLower ?? '',
  photoURL: data.photoURL ?? '',
  joinedAt: toDate(data.joinedAt),
  suspended: data.suspended === true,
}));

export const notificationConverter = readOnly<AppNotification, NotificationDoc<Timestamp>>(
  (id, data) => ({
    id,
    userId: data.userId,
    type: data.type,
    title: data.title ?? '',
    body: data.body ?? '',
    read: data.read === true,
    createdAt: toDate(data.createdAt),
    link: data.link ?? null,
    subjectUserId: data.subjectUserId ?? null,
  }),
);

export const usernameConverter = readOnly<Username, UsernameDoc>((id, data) => ({
  id,
  uid: data.uid,
  display: data.display ?? id,
}));

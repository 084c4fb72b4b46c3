/**
 * Workspace settings, role records and invitations: converters, refs and the writes
 * firestore.rules allow the web app (create a workspace, change its settings, assign roles).
 */
import type { WorkspaceRole } from '@crewspace/common/permissions';
import { workspaceRoleId } from '@crewspace/common/permissions';
import {
  DEFAULT_CALENDAR_CONFIG,
  type InvitationDoc,
  type InvitationStatus,
  type WorkspaceDoc,
} from '@crewspace/common/models';
import {
  Timestamp,
  addDoc,
  collection,
  deleteDoc,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  type DocumentReference,
  type FirestoreDataConverter,
  type Query,
  type QueryDocumentSnapshot,
  type SnapshotOptions,
} from 'firebase/firestore';
import { firebaseServices } from './app';
import { workspaceConverter, type Workspace } from './converters';

function db() {
  return firebaseServices().db;
}

function toDate(value: unknown): Date | null {
  return value instanceof Timestamp ? value.toDate() : null;
}

export interface RoleRecord {
  id: string;
  workspaceId: string;
  userId: string;
  role: string;
}

const roleRecordConverter: FirestoreDataConverter<RoleRecord, Partial<RoleRecord>> = {
  toFirestore() {
    throw new Error('Write role records through setMemberRole.');
  },
  fromFirestore(snapshot: QueryDocumentSnapshot<Partial<RoleRecord>, Partial<RoleRecord>>) {
    const data = snapshot.data();
    return {
      id: snapshot.id,
      workspaceId: data.workspaceId ?? '',
      userId: data.userId ?? '',
      role: data.role ?? '',
    };
  },
};

export interface Invitation {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: Exclude<WorkspaceRole, 'owner'>;
  invitedBy: string;
  invitedByName: string;
  status: InvitationStatus;
  createdAt: Date | null;
}

const invitationConverter: FirestoreDataConverter<Invitation, InvitationDoc<Timestamp>> = {
  toFirestore() {
    throw new Error('Invitations are written by functions.');
  },
  fromFirestore(
    snapshot: QueryDocumentSnapshot<InvitationDoc<Timestamp>, InvitationDoc<Timestamp>>,
    options?: SnapshotOptions,
  ) {
    const data = snapshot.data({ serverTimestamps: 'estimate', ...options });
    return {
      id: snapshot.id,
      workspaceId: data.workspaceId ?? '',
      workspaceName: data.workspaceName ?? '',
      email: data.email ?? '',
      role: data.role ?? 'member',
      invitedBy: data.invitedBy ?? '',
      invitedByName: data.invitedByName ?? '',
      status: data.status ?? 'pending',
      createdAt: toDate(data.createdAt),
    };
  },
};

export function workspaceRef(id: string): DocumentReference<Workspace, WorkspaceDoc<Timestamp>> {
  return doc(db(), 'workspaces', id).withConverter(workspaceConverter);
}

/** workspaceRoles/{workspaceId}_{uid}: the user's explicit role, when one was assigned. */
export function roleRecordRef(
  workspaceId: string,
  uid: string,
): DocumentReference<RoleRecord, Partial<RoleRecord>> {
  return doc(db(), 'workspaceRoles', workspaceRoleId(workspaceId, uid)).withConverter(
    roleRecordConverter,
  );
}

/** Every explicit role record of a workspace (members read them). */
export function workspaceRoleRecordsQuery(
  workspaceId: string,
): Query<RoleRecord, Partial<RoleRecord>> {
  return query(
    collection(db(), 'workspaceRoles').withConverter(roleRecordConverter),
    where('workspaceId', '==', workspaceId),
    limit(500),
  );
}

/**
 * The workspace's pending invitations, newest first, at most `max` (index invitations
 * workspaceId+status+createdAt).
 */
export function pendingInvitationsQuery(
  workspaceId: string,
  max: number,
): Query<Invitation, InvitationDoc<Timestamp>> {
  return query(
    collection(db(), 'invitations').withConverter(invitationConverter),
    where('workspaceId', '==', workspaceId),
    where('status', '==', 'pending'),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

export function invitationRef(id: string): DocumentReference<Invitation, InvitationDoc<Timestamp>> {
  return doc(db(), 'invitations', id).withConverter(invitationConverter);
}

/** Creates a workspace the user owns alone (the shape firestore.rules requires); returns its id. */
export async function createWorkspace(input: {
  uid: string;
  name: string;
  description: string;
  member: { uid: string; displayName: string; photoURL: string };
}): Promise<string> {
  const created = await addDoc(collection(db(), 'workspaces'), {
    name: input.name,
    description: input.description,
    ownerId: input.uid,
    members: [input.uid],
    membersList: [input.member],
    membersCount: 1,
    type: 'workspace',
    isDefault: false,
    projects: [],
    calendarConfig: DEFAULT_CALENDAR_CONFIG,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  });
  return created.id;
}

/** The only workspace fields the settings page changes (changeSettings). */
export async function updateWorkspaceSettings(
  workspaceId: string,
  changes: { name: string; description: string },
): Promise<void> {
  await updateDoc(doc(db(), 'workspaces', workspaceId), {
    ...changes,
    updatedAt: serverTimestamp(),
  });
}

/** Gives another member admin, member or viewer (assignRoles). */
export async function setMemberRole(
  workspaceId: string,
  userId: string,
  role: Exclude<WorkspaceRole, 'owner'>,
): Promise<void> {
  await setDoc(doc(db(), 'workspaceRoles', workspaceRoleId(workspaceId, userId)), {
    workspaceId,
    userId,
    role,
  });
}

/** Drops an explicit role record, so the member falls back to the default role. */
export async function clearMemberRole(workspaceId: string, userId: string): Promise<void> {
  await deleteDoc(doc(db(), 'workspaceRoles', workspaceRoleId(workspaceId, userId)));
}

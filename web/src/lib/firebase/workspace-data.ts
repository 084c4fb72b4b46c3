/**
 * The workspace document and invitations: refs, queries and the one workspace write
 * firestore.rules allow the web app (changeSettings: name and description). Workspaces are
 * created, and roles changed, through callables (workspace-functions.ts).
 */
import type { AssignableRole } from '@crewspace/common/permissions';
import type { InvitationDoc, InvitationStatus, WorkspaceDoc } from '@crewspace/common/models';
import {
  Timestamp,
  collection,
  doc,
  limit,
  orderBy,
  query,
  serverTimestamp,
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

export interface Invitation {
  id: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: AssignableRole;
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

/** workspaces/{id}: members get it by id; nobody lists workspaces. */
export function workspaceRef(id: string): DocumentReference<Workspace, WorkspaceDoc<Timestamp>> {
  return doc(db(), 'workspaces', id).withConverter(workspaceConverter);
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

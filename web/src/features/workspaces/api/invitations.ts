/**
 * invitations/{id}: written only by callables. The invitee reads theirs once their token says the
 * email address is verified; members who may invite list their workspace's pending ones.
 */
import type { AssignableRole } from '@crewspace/common/permissions';
import {
  INVITATION_STATUSES,
  invitationExpiryMs,
  type InvitationDoc,
  type InvitationRevokedReason,
  type InvitationStatus,
} from '@crewspace/common/models';
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type Timestamp,
} from 'firebase/firestore';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

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
  /** When a pending invitation stops being answerable (null while the server stamps it). */
  expiresAt: Date | null;
  revokedReason: InvitationRevokedReason | null;
}

function expiryDate(createdAt: Date | null, expiresAt: Date | null): Date | null {
  const ms = invitationExpiryMs(createdAt?.getTime() ?? null, expiresAt?.getTime() ?? null);
  return ms === null ? null : new Date(ms);
}

const invitationConverter = readOnlyConverter<Invitation, InvitationDoc<Timestamp>>(
  'Invitation',
  (id, data) => ({
    id,
    workspaceId: data.workspaceId ?? '',
    workspaceName: data.workspaceName ?? '',
    email: data.email ?? '',
    role: data.role ?? 'member',
    invitedBy: data.invitedBy ?? '',
    invitedByName: data.invitedByName ?? '',
    // A status this app does not know is shown as withdrawn: nothing can be answered.
    status: INVITATION_STATUSES.includes(data.status) ? data.status : 'revoked',
    createdAt: toDate(data.createdAt),
    expiresAt: expiryDate(toDate(data.createdAt), toDate(data.expiresAt)),
    revokedReason: data.revokedReason ?? null,
  }),
);

/**
 * The workspace's pending invitations, newest first, at most `max` (index invitations
 * workspaceId+status+createdAt).
 */
export function pendingInvitationsQuery(
  db: Firestore,
  workspaceId: string,
  max: number,
): Query<Invitation, InvitationDoc<Timestamp>> {
  return query(
    collection(db, 'invitations').withConverter(invitationConverter),
    where('workspaceId', '==', workspaceId),
    where('status', '==', 'pending'),
    orderBy('createdAt', 'desc'),
    limit(max),
  );
}

export function invitationRef(
  db: Firestore,
  id: string,
): DocumentReference<Invitation, InvitationDoc<Timestamp>> {
  return doc(db, 'invitations', id).withConverter(invitationConverter);
}

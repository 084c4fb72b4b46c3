/**
 * workspaces/{id}: settings and counts (its members are member documents, members.ts). Members
 * get it by id; nobody lists workspaces. The only client write is changeSettings (name and
 * description here; calendar settings in the calendar feature); everything else is a callable
 * (workspace-callables.ts).
 */
import type { WorkspaceDoc } from '@crewspace/common/models';
import {
  doc,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type Firestore,
  type Timestamp,
} from 'firebase/firestore';
import { trackWrite } from '@/lib/firebase/pending-writes';
import { readOnlyConverter, toDate } from '@/lib/firebase/converter';

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

const workspaceConverter = readOnlyConverter<Workspace, WorkspaceDoc<Timestamp>>(
  'Workspace',
  (id, data) => ({
    id,
    name: data.name ?? '',
    ownerId: data.ownerId ?? '',
    membersCount: data.membersCount ?? 0,
    description: data.description ?? '',
    isDefault: data.isDefault === true,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  }),
);

export function workspaceRef(
  db: Firestore,
  id: string,
): DocumentReference<Workspace, WorkspaceDoc<Timestamp>> {
  return doc(db, 'workspaces', id).withConverter(workspaceConverter);
}

/** The only workspace fields the settings page changes (changeSettings). */
export async function updateWorkspaceSettings(
  db: Firestore,
  workspaceId: string,
  changes: { name: string; description: string },
): Promise<void> {
  await trackWrite(
    updateDoc(doc(db, 'workspaces', workspaceId), {
      ...changes,
      updatedAt: serverTimestamp(),
    }),
  );
}

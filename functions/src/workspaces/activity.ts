import type { ActivityDoc } from '@crewspace/common/models';
import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type NewActivity = Omit<ActivityDoc<unknown>, 'createdAt'>;

/** A transaction or a batch: anything that can stage a write. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/** Appends to workspaces/{id}/activity, staged in `writer` (a transaction or batch). */
export function recordActivity(writer: Writer, workspaceId: string, entry: NewActivity): void {
  const ref = db.collection('workspaces').doc(workspaceId).collection('activity').doc();
  writer.set(ref, { ...entry, createdAt: FieldValue.serverTimestamp() });
}

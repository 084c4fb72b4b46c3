import type { ActivityDoc } from '@crewspace/common/models';
import { FieldValue, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../lib/firebase';

export type NewActivity = Omit<ActivityDoc<unknown>, 'createdAt'>;

/** A transaction or a batch: anything that can stage a write. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Appends to workspaces/{id}/activity, staged in `writer` (a transaction or batch). An `id` that
 * names the event makes a retried trigger rewrite its entry instead of adding another.
 */
export function recordActivity(
  writer: Writer,
  workspaceId: string,
  entry: NewActivity,
  id?: string,
): void {
  const activity = db.collection('workspaces').doc(workspaceId).collection('activity');
  const ref = id ? activity.doc(id) : activity.doc();
  writer.set(ref, { ...entry, createdAt: FieldValue.serverTimestamp() });
}

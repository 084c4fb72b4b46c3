/**
 * How many bytes each workspace keeps in Storage: workspaces/{ws}/usage/storage (`bytes`), which
 * storage.rules read to refuse an upload past WORKSPACE_STORAGE_MAX_BYTES. Kept from Storage's
 * own events (an object finalized, an object deleted or overwritten), so the sizes are the real
 * ones, never a client's word. A ledger entry per object (workspaces/{ws}/storageObjects/{hash}:
 * its generation and size) makes each event count once, in any order and however often it is
 * delivered: a finalize counts only a newer generation than the ledger holds, a delete only the
 * generation the ledger holds. Clients read the usage (members) and nothing else here.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { createHash } from 'node:crypto';
import { db } from '../lib/firebase';

/** The fields of a Storage event's object this needs (strings or numbers on the wire). */
export interface StorageObjectEvent {
  name?: string;
  generation?: string | number;
  size?: string | number;
}

interface LedgerEntry {
  name: string;
  generation: string;
  size: number;
}

/** The workspace whose folders hold the object: videos/, thumbnails/, canvasImages/{ws}/…. */
export function workspaceOfObject(name: string): string | null {
  const match = /^(?:videos|thumbnails|canvasImages)\/([^/]+)\/./.exec(name);
  const workspaceId = match?.[1];
  // Firestore refuses these as ids; storage.rules refuse uploads there for the same reason.
  if (!workspaceId || workspaceId.startsWith('.') || /^__.*__$/.test(workspaceId)) return null;
  return workspaceId;
}

export function storageUsageRef(workspaceId: string) {
  return db.collection('workspaces').doc(workspaceId).collection('usage').doc('storage');
}

function ledgerRef(workspaceId: string, name: string) {
  const id = createHash('sha256').update(name).digest('hex');
  return db.collection('workspaces').doc(workspaceId).collection('storageObjects').doc(id);
}

function parsed(object: StorageObjectEvent) {
  const name = object.name ?? '';
  const workspaceId = workspaceOfObject(name);
  const generation = String(object.generation ?? '');
  const size = Number(object.size ?? 0);
  if (!workspaceId || !/^\d+$/.test(generation) || !Number.isFinite(size)) return null;
  return { workspaceId, name, generation, size };
}

/**
 * Counts one Storage event against its workspace's usage, once. `finalized`: the object's new
 * generation is stored; `deleted`: that generation is gone (deleted, or overwritten by a newer
 * one). A workspace that no longer exists (deleted with its files) is left alone.
 */
export async function countStorageEvent(
  kind: 'finalized' | 'deleted',
  object: StorageObjectEvent,
): Promise<void> {
  const event = parsed(object);
  if (!event) return;
  const workspace = db.collection('workspaces').doc(event.workspaceId);
  const ledger = ledgerRef(event.workspaceId, event.name);
  const usage = storageUsageRef(event.workspaceId);
  await db.runTransaction(async (tx) => {
    const [workspaceSnap, ledgerSnap] = await Promise.all([tx.get(workspace), tx.get(ledger)]);
    if (!workspaceSnap.exists) return;
    const known = ledgerSnap.data() as LedgerEntry | undefined;
    let change: number;
    if (kind === 'finalized') {
      if (known && BigInt(known.generation) >= BigInt(event.generation)) return;
      const entry: LedgerEntry = {
        name: event.name,
        generation: event.generation,
        size: event.size,
      };
      tx.set(ledger, entry);
      change = event.size - (known?.size ?? 0);
    } else {
      if (!known || known.generation !== event.generation) return;
      tx.delete(ledger);
      change = -known.size;
    }
    tx.set(
      usage,
      { bytes: FieldValue.increment(change), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
  });
}

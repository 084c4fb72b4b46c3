import {
  deleteObject,
  getMetadata,
  list,
  ref,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
  type FirebaseStorage,
} from 'firebase/storage';
import type { CaseFile, PolicyCase } from '../policy-cases';

/** Minimal storage surface shared by the modular SDK and rules-unit-testing's compat SDK. */
export interface CaseStorages {
  /** Acts as the case's actor. */
  actor: FirebaseStorage;
  /** Writes the existing file with rules out of the way. */
  seed(path: string, file: CaseFile): Promise<void>;
}

/**
 * How `update` cases run: by uploading over the file (what the app does), or by updateMetadata
 * on a file of the same size (the official emulator checks every upload as `create`, so only
 * a metadata update reaches its `update` rule).
 */
export type UpdateVia = 'overwrite' | 'patch';

/** Where the upload protocol switches from multipart to resumable (Web SDK). */
const RESUMABLE_THRESHOLD = 256 * 1024;

/**
 * Performs one table case through the Web SDK. Resolves when the request got past the rules
 * (a 404 for a permitted read of a missing object counts), rejects with the SDK error otherwise.
 */
export async function performCase(
  policyCase: PolicyCase,
  storages: CaseStorages,
  updateVia: UpdateVia,
): Promise<void> {
  const { operation, path, incoming, existing } = policyCase;
  if (existing) await storages.seed(path, existing);
  const target = ref(storages.actor, path);
  switch (operation) {
    case 'read':
      await ignoreNotFound(getMetadata(target));
      return;
    case 'list':
      await list(target);
      return;
    case 'delete':
      await ignoreNotFound(deleteObject(target));
      return;
    case 'create':
    case 'update': {
      if (!incoming) throw new Error(`case "${policyCase.description}" has no upload`);
      if (operation === 'update' && updateVia === 'patch') {
        await updateMetadata(target, patchFor(existing, incoming));
        return;
      }
      const data = new Uint8Array(incoming.size);
      const metadata = {
        contentType: incoming.contentType,
        customMetadata: incoming.customMetadata,
      };
      // Large cases take the resumable path, so refusals at upload start are covered too.
      if (incoming.size > RESUMABLE_THRESHOLD) await uploadBytesResumable(target, data, metadata);
      else await uploadBytes(target, data, metadata);
      return;
    }
  }
}

/** Whether a case can run as a metadata update: an update that keeps the file's size. */
export function patchable(policyCase: PolicyCase): boolean {
  return (
    policyCase.operation === 'update' && policyCase.incoming?.size === policyCase.existing?.size
  );
}

/** A metadata update that turns `existing` into `incoming` (custom keys not kept are nulled). */
function patchFor(existing: CaseFile | null, incoming: CaseFile) {
  if (existing?.size !== incoming.size) throw new Error('patch cases need equal sizes');
  const dropped = Object.keys(existing.customMetadata).map((key) => [key, null]);
  return {
    contentType: incoming.contentType,
    // The wire format deletes a key with null; the SDK's types only admit strings.
    customMetadata: {
      ...Object.fromEntries(dropped),
      ...incoming.customMetadata,
    } as Record<string, string>,
  };
}

async function ignoreNotFound(promise: Promise<unknown>): Promise<void> {
  try {
    await promise;
  } catch (error) {
    if ((error as { code?: string }).code !== 'storage/object-not-found') throw error;
  }
}

/** The SDK error code a case should end with: none when allowed, `storage/unauthorized` when not. */
export function expectedOutcome(policyCase: PolicyCase): string {
  return policyCase.allowed ? 'resolved' : 'storage/unauthorized';
}

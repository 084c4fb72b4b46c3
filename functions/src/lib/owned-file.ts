import { getStorage } from 'firebase-admin/storage';
import './firebase';

/**
 * Deletes a Storage file with admin rights only when its stored metadata (which storage.rules
 * make every upload carry) names the expected workspace and uploader (any uploader when
 * `uploadedBy` is null): a record a client wrote can name any path, so the file itself must say
 * whose it is. The delete is conditional on the generation that was checked, so a file replaced
 * in between is kept. 'gone' when there was no file, 'refused' when it is not that uploader's in
 * that workspace.
 */
export async function deleteOwnedFile(
  path: string,
  owner: { workspaceId: string; uploadedBy: string | null },
): Promise<'deleted' | 'gone' | 'refused'> {
  const file = getStorage().bucket().file(path);
  const stored = await file.getMetadata().then(
    ([metadata]) => metadata,
    (error: unknown) => {
      if (statusOf(error) === 404) return null;
      throw error;
    },
  );
  if (stored === null) return 'gone';
  if (
    stored.metadata?.workspaceId !== owner.workspaceId ||
    (owner.uploadedBy !== null && stored.metadata?.uploadedBy !== owner.uploadedBy)
  ) {
    return 'refused';
  }
  try {
    await file.delete({ ifGenerationMatch: stored.generation });
    return 'deleted';
  } catch (error) {
    if (statusOf(error) === 404) return 'gone';
    // Replaced since it was checked: what is there now was not checked.
    if (statusOf(error) === 412) return 'refused';
    throw error;
  }
}

/** The HTTP status of a failed Cloud Storage call. */
function statusOf(error: unknown): unknown {
  return (error as { code?: unknown }).code;
}

/**
 * Finds which of the user's workspaces holds an item, for links that name no workspace (the
 * addresses from before they carried one): one read per workspace, in the order given (the
 * current one first), stopping at the first that has it. Bounded by the memberships passed in;
 * it never lists workspaces.
 */
import { useEffect, useState } from 'react';

export type FindState =
  { status: 'searching' } | { status: 'found'; workspaceId: string } | { status: 'missing' };

/**
 * `workspaceIds` null: not known yet (searching). `exists` answers for one workspace; a read the
 * rules refuse (a suspended membership) counts as "not there".
 */
export function useFindInWorkspaces(
  itemKey: string,
  workspaceIds: readonly string[] | null,
  exists: (workspaceId: string) => Promise<boolean>,
): FindState {
  const idsKey = workspaceIds ? workspaceIds.join('\n') : null;
  const [result, setResult] = useState<{ key: string; state: FindState } | null>(null);
  const key = `${itemKey}\n${idsKey ?? ''}`;

  useEffect(() => {
    if (idsKey === null) return undefined;
    let cancelled = false;
    void (async () => {
      for (const workspaceId of idsKey ? idsKey.split('\n') : []) {
        const found = await exists(workspaceId).catch((error: unknown) => {
          console.warn(`Could not look in workspace ${workspaceId}`, error);
          return false;
        });
        if (cancelled) return;
        if (found) {
          setResult({ key, state: { status: 'found', workspaceId } });
          return;
        }
      }
      if (!cancelled) setResult({ key, state: { status: 'missing' } });
    })();
    return () => {
      cancelled = true;
    };
    // `exists` is read once per item and list of workspaces.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  return result?.key === key ? result.state : { status: 'searching' };
}

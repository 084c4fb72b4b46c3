/**
 * Merging a canvas's elements from two sides (this tab and Firestore). Per element the higher
 * `version` wins; on a tie the lower `versionNonce` wins, as Excalidraw's own reconcile does,
 * so every client settles on the same element whatever order the writes arrive in.
 */

/** The fields reconciliation reads; Excalidraw elements have them all. */
export interface VersionedElement {
  id: string;
  version: number;
  versionNonce: number;
  /** Excalidraw's fractional z-order key. */
  index?: string | null;
  isDeleted?: boolean;
}

/** True when `remote` should replace `local`. */
export function remoteWins(local: VersionedElement, remote: VersionedElement): boolean {
  if (remote.version !== local.version) return remote.version > local.version;
  return remote.versionNonce < local.versionNonce;
}

function byIndex(a: VersionedElement, b: VersionedElement): number {
  const left = a.index ?? '';
  const right = b.index ?? '';
  if (left === right) return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  return left < right ? -1 : 1;
}

/**
 * The merged scene: every element from either side, the winner where both have it, in z-order
 * (fractional index; elements without one keep their local position, new remote ones go last).
 * When nothing changes, the local array itself is returned, so callers can skip a re-render.
 */
export function reconcileElements<T extends VersionedElement>(
  local: readonly T[],
  remote: readonly T[],
): readonly T[] {
  const remoteById = new Map(remote.map((element) => [element.id, element]));
  let changed = false;
  const merged: T[] = local.map((element) => {
    const incoming = remoteById.get(element.id);
    remoteById.delete(element.id);
    if (incoming && remoteWins(element, incoming)) {
      changed = true;
      return incoming;
    }
    return element;
  });
  for (const element of remoteById.values()) {
    changed = true;
    merged.push(element);
  }
  if (!changed) return local;
  const indexed = merged.every((element) => typeof element.index === 'string');
  return indexed ? merged.sort(byIndex) : merged;
}

/** Elements whose version differs from the last one saved (or seen from the server). */
export function changedSince<T extends VersionedElement>(
  elements: readonly T[],
  saved: ReadonlyMap<string, number>,
): T[] {
  return elements.filter((element) => saved.get(element.id) !== element.version);
}

/**
 * Presence entries to Excalidraw collaborators: everyone but the user, seen recently, each named
 * from their member document (not from the name the presence entry carries, which its writer
 * chooses) and with a steady colour derived from their uid.
 */
import type { CanvasPresence } from '../api/canvases';

/**
 * Pointers not updated for this long are taken as gone: a tab that crashed or lost its network
 * cannot remove its entry. Writers send theirs again well within it while the user is here.
 */
export const PRESENCE_STALE_MS = 30_000;

const PALETTE = ['#e03131', '#2f9e44', '#1971c2', '#f08c00', '#9c36b5', '#0c8599', '#e8590c'];

export interface CanvasCollaborator {
  id: string;
  username: string;
  pointer: { x: number; y: number; tool: 'pointer' };
  button: 'up' | 'down';
  color: { background: string; stroke: string };
}

export function colourFor(uid: string): string {
  let hash = 0;
  for (const char of uid) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return PALETTE[hash % PALETTE.length]!;
}

/** The others whose pointers are fresh at `now`. */
export function activeOthers(
  entries: readonly CanvasPresence[],
  selfUid: string,
  now: Date,
): CanvasPresence[] {
  return entries.filter(
    (entry) =>
      entry.uid !== selfUid &&
      entry.updatedAt !== null &&
      now.getTime() - entry.updatedAt.getTime() < PRESENCE_STALE_MS,
  );
}

/** Milliseconds from `now` until the first of the fresh others goes stale; null if none is fresh. */
export function nextExpiry(
  entries: readonly CanvasPresence[],
  selfUid: string,
  now: Date,
): number | null {
  const expiries = activeOthers(entries, selfUid, now).map(
    (entry) => (entry.updatedAt as Date).getTime() + PRESENCE_STALE_MS - now.getTime(),
  );
  return expiries.length > 0 ? Math.min(...expiries) : null;
}

export function toCollaborators(
  entries: readonly CanvasPresence[],
  selfUid: string,
  now: Date,
  nameOf: (uid: string) => string,
): CanvasCollaborator[] {
  return activeOthers(entries, selfUid, now)
    .map((entry) => ({ entry, name: nameOf(entry.uid) }))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map(({ entry, name }) => {
      const colour = colourFor(entry.uid);
      return {
        id: entry.uid,
        username: name,
        pointer: { x: entry.x, y: entry.y, tool: 'pointer' },
        button: entry.button,
        color: { background: colour, stroke: colour },
      };
    });
}

/**
 * Presence entries to Excalidraw collaborators: everyone but the user, seen recently, each with
 * a steady colour derived from their uid.
 */
import type { CanvasPresence } from '../../../lib/firebase/canvas-refs';

/** Pointers not updated for this long are taken as gone (a closed tab cannot always clean up). */
export const PRESENCE_STALE_MS = 60_000;

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

export function toCollaborators(
  entries: readonly CanvasPresence[],
  selfUid: string,
  now: Date,
): CanvasCollaborator[] {
  return entries
    .filter(
      (entry) =>
        entry.uid !== selfUid &&
        entry.updatedAt !== null &&
        now.getTime() - entry.updatedAt.getTime() < PRESENCE_STALE_MS,
    )
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((entry) => {
      const colour = colourFor(entry.uid);
      return {
        id: entry.uid,
        username: entry.name || 'Someone',
        pointer: { x: entry.x, y: entry.y, tool: 'pointer' },
        button: entry.button,
        color: { background: colour, stroke: colour },
      };
    });
}

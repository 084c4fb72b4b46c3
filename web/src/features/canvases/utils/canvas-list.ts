/** Ordering and naming for the canvas list. */

export interface ListedCanvas {
  id: string;
  title: string;
  pinned: boolean;
  updatedAt: Date | null;
}

/** Pinned first, then most recently updated, then by title. */
export function sortCanvases<T extends ListedCanvas>(canvases: readonly T[]): T[] {
  return [...canvases].sort((a, b) => {
    if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
    const time = (b.updatedAt?.getTime() ?? Infinity) - (a.updatedAt?.getTime() ?? Infinity);
    if (time !== 0 && !Number.isNaN(time)) return time;
    return a.title.localeCompare(b.title);
  });
}

export const MAX_TITLE_LENGTH = 100;

/** A trimmed title, or null when it is empty or too long. */
export function cleanTitle(title: string): string | null {
  const trimmed = title.trim().replace(/\s+/g, ' ');
  return trimmed && trimmed.length <= MAX_TITLE_LENGTH ? trimmed : null;
}

/** "Plan" → "Plan (copy)", "Plan (copy)" → "Plan (copy 2)", "Plan (copy 2)" → "Plan (copy 3)". */
export function copyTitle(title: string, existing: readonly string[] = []): string {
  const base = title.replace(/ \(copy(?: \d+)?\)$/, '');
  const taken = new Set(existing);
  let candidate = `${base} (copy)`;
  for (let n = 2; taken.has(candidate) || candidate === title; n += 1)
    candidate = `${base} (copy ${n})`;
  return candidate.slice(0, MAX_TITLE_LENGTH);
}

/** A file name for an export: "Q2 plan" → "q2-plan.png". */
export function exportFileName(title: string, extension: 'png' | 'svg'): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'canvas'}.${extension}`;
}

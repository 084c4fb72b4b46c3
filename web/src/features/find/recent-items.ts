/**
 * What the user opened lately (from the palette or by visiting its page), per user in
 * localStorage: shown when the palette opens with nothing typed.
 */
import { z } from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/browser-storage';
import type { FindEntry } from './find-index';

/** How many recently opened items the palette lists. */
export const RECENT_LIMIT = 8;

const recentSchema = z.array(
  z.object({
    kind: z.enum(['project', 'task', 'canvas', 'video', 'event', 'member', 'channel']),
    id: z.string(),
    workspaceId: z.nullable(z.string()),
    place: z.string(),
    title: z.string(),
    detail: z.string(),
    href: z.string().check(z.startsWith('/')),
    changedAt: z.number(),
  }),
);

const storageKey = (uid: string) => `${STORAGE_KEYS.recentItems}:${uid}`;

export function readRecentItems(uid: string): FindEntry[] {
  try {
    const parsed = recentSchema.safeParse(
      JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]'),
    );
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Puts the item first (once), keeping RECENT_LIMIT; returns the new list. */
export function rememberRecentItem(uid: string, item: FindEntry): FindEntry[] {
  const next = [item, ...readRecentItems(uid).filter((old) => old.href !== item.href)].slice(
    0,
    RECENT_LIMIT,
  );
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify(next));
  } catch {
    // Storage full or blocked: recents are a convenience.
  }
  return next;
}

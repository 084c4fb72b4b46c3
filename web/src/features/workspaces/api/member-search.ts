/** Member search by name prefix: what the typed text matches in member documents. */
import { memberSearchName } from '@crewspace/common/models';

/** Typing pauses this long before a search query is sent. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 250;

/**
 * The `nameLower` range holding every name that starts with the typed text: `>= prefix` and
 * `< prefix + '\uf8ff'` (a code point above the letters names use). Null when nothing is typed.
 */
export function namePrefixRange(typed: string): { start: string; end: string } | null {
  const start = memberSearchName(typed);
  return start ? { start, end: `${start}\uf8ff` } : null;
}

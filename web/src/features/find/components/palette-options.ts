/**
 * The palette's listbox as data: groups of options built from the query, the index's hits,
 * recents, actions and message results, plus the keyboard moves over them. The groups of hits
 * come in the order of their best hit, so the first option is the best match whatever its kind.
 */
import { foldTerm } from '@/lib/text-match';
import { FIND_KIND_LABELS, kindsByBestHit, type FindEntry, type FindHit } from '../find-index';
import type { MessageHit } from '../api/search-messages';

export type PaletteOption =
  | { type: 'item'; key: string; entry: FindEntry; matched: string[] }
  | { type: 'action'; key: string; label: string; run: () => void }
  | { type: 'search-messages'; key: string; query: string }
  | { type: 'search-everywhere'; key: string; query: string }
  | { type: 'message'; key: string; hit: MessageHit };

export interface PaletteGroup {
  id: string;
  label: string;
  options: PaletteOption[];
}

export interface PaletteAction {
  label: string;
  run: () => void;
}

export function buildGroups(input: {
  query: string;
  hits: readonly FindHit[];
  recents: readonly FindEntry[];
  actions: readonly PaletteAction[];
  /** Message results for `messagesFor`, when that query was searched. */
  messages: readonly MessageHit[] | null;
  messagesFor: string;
  chatAvailable: boolean;
  /** Offer all the user's workspaces when the current one has no hit. */
  canSearchEverywhere: boolean;
}): PaletteGroup[] {
  const query = input.query.trim();
  const actionOptions = (actions: readonly PaletteAction[]): PaletteOption[] =>
    actions.map((action) => ({ type: 'action', key: `action:${action.label}`, ...action }));
  if (!query) {
    return [
      {
        id: 'recent',
        label: 'Recent',
        options: input.recents.map((entry) => ({
          type: 'item',
          key: `recent:${entry.href}`,
          entry,
          matched: [],
        })),
      },
      { id: 'actions', label: 'Actions', options: actionOptions(input.actions) },
    ].filter((group) => group.options.length > 0) as PaletteGroup[];
  }
  // Nothing in this workspace: the first option widens the search to all the user's workspaces.
  const groups: PaletteGroup[] =
    input.canSearchEverywhere && input.hits.length === 0
      ? [
          {
            id: 'everywhere',
            label: 'Other workspaces',
            options: [{ type: 'search-everywhere', key: 'search-everywhere', query }],
          },
        ]
      : [];
  for (const kind of kindsByBestHit(input.hits)) {
    groups.push({
      id: kind,
      label: FIND_KIND_LABELS[kind],
      options: input.hits
        .filter((hit) => hit.kind === kind)
        .map((hit) => ({
          type: 'item' as const,
          key: `${kind}:${hit.workspaceId}:${hit.id}`,
          entry: hit,
          matched: hit.matched,
        })),
    });
  }
  const folded = foldTerm(query);
  groups.push({
    id: 'actions',
    label: 'Actions',
    options: actionOptions(
      input.actions.filter((action) => foldTerm(action.label).includes(folded)),
    ),
  });
  if (input.chatAvailable) {
    const searched = input.messages !== null && input.messagesFor === query;
    groups.push({
      id: 'messages',
      label: 'Messages',
      options: searched
        ? (input.messages ?? []).map((hit) => ({
            type: 'message' as const,
            key: `message:${hit.id}`,
            hit,
          }))
        : [{ type: 'search-messages', key: 'search-messages', query }],
    });
  }
  return groups.filter((group) => group.options.length > 0);
}

/** The option `step` places after `active` in reading order, wrapping around. */
export function moveActive(groups: readonly PaletteGroup[], active: number, step: 1 | -1): number {
  const count = groups.reduce((sum, group) => sum + group.options.length, 0);
  if (count === 0) return -1;
  return (active + step + count) % count;
}

/** The first option of the next (or previous) group from the active one, wrapping around. */
export function moveGroup(groups: readonly PaletteGroup[], active: number, step: 1 | -1): number {
  if (groups.length === 0) return -1;
  const starts: number[] = [];
  let start = 0;
  for (const group of groups) {
    starts.push(start);
    start += group.options.length;
  }
  let current = starts.findLastIndex((first) => first <= Math.max(active, 0));
  current = (current + step + groups.length) % groups.length;
  return starts[current] as number;
}

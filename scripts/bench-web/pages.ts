/**
 * The pages `npm run bench:web` measures: the one table to edit when routes move. `path` gets
 * what the bench set up first: the signed-in user's canvas, at the address the app opened after
 * creating it, and that canvas's workspace, whose pages are measured at their own addresses
 * (not the section redirects `/calendar` → `/w/{id}/calendar`, which would add a hop).
 */
import { parseArgs } from 'node:util';
import { workspaceHref } from '@crewspace/common/links';

export interface BenchSetup {
  /** The path of a canvas the bench created, e.g. /w/<workspace>/canvases/<id>. */
  canvasPath: string;
  /** The workspace the canvas is in (the signed-in user's current one). */
  workspaceId: string;
  /** The signed-in user's chat id and a chat token for them, for the chat library's floor. */
  chat: { userId: string; token: string };
}

export interface BenchPage {
  /** The row's name in the report. */
  name: string;
  /** Measured after the sign-in (as a seeded demo user) when true, before it otherwise. */
  signedIn: boolean;
  path(setup: BenchSetup): string;
}

export const BENCH_PAGES: readonly BenchPage[] = [
  { name: '/login', signedIn: false, path: () => '/login' },
  { name: '/home', signedIn: false, path: () => '/home' },
  { name: '/signup', signedIn: false, path: () => '/signup' },
  // The dashboard at its own address: `/` redirects there (the bench refuses a redirect).
  { name: 'dashboard', signedIn: true, path: (setup) => workspaceHref(setup.workspaceId) },
  { name: '/chat', signedIn: true, path: () => '/chat' },
  { name: 'canvas', signedIn: true, path: (setup) => setup.canvasPath },
  {
    name: 'calendar',
    signedIn: true,
    path: (setup) => workspaceHref(setup.workspaceId, 'calendar'),
  },
  { name: 'videos', signedIn: true, path: (setup) => workspaceHref(setup.workspaceId, 'videos') },
];

/** The floor app has one empty route; any path shows it. */
export const FLOOR_PAGE: BenchPage = { name: 'floor app', signedIn: false, path: () => '/' };

/**
 * A heavy page's library alone (library-floors/), measured whenever its page is: the least main
 * thread any page showing that library could have. It has no service worker, so every run
 * downloads it; its TBT is the figure to set beside the page's.
 */
export const LIBRARY_FLOOR_PAGES: Readonly<Record<string, BenchPage>> = {
  canvas: { name: 'Excalidraw alone', signedIn: false, path: () => '/canvas' },
  calendar: { name: 'FullCalendar alone', signedIn: false, path: () => '/calendar' },
  // The signed-in user's own channels, as their /chat shows them.
  '/chat': {
    name: 'Stream Chat alone',
    signedIn: true,
    path: ({ chat }) =>
      `/chat?${new URLSearchParams({ user: chat.userId, token: chat.token }).toString()}`,
  },
};

/** The library floors of the pages chosen. */
export function libraryFloorPages(pages: readonly BenchPage[]): BenchPage[] {
  return pages.flatMap((page) => LIBRARY_FLOOR_PAGES[page.name] ?? []);
}

export interface BenchOptions {
  runs: number;
  pages: readonly BenchPage[];
}

export const BENCH_USAGE =
  'Usage: npm run bench:web -- [--runs N] [--pages NAME,NAME]\n' +
  `  --runs   Lighthouse runs per page, medians reported (default 3)\n` +
  `  --pages  some of: ${BENCH_PAGES.map((page) => page.name).join(', ')} (default all; the floor is always measured)`;

/** `--runs N --pages a,b` (see BENCH_USAGE); throws with the usage on anything else. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' } },
    strict: true,
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${values.runs}?\n${BENCH_USAGE}`);
  if (values.pages === undefined) return { runs, pages: BENCH_PAGES };
  const names = values.pages.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !BENCH_PAGES.some((page) => page.name === name));
  if (unknown.length > 0) throw new Error(`Unknown page ${unknown.join(', ')}\n${BENCH_USAGE}`);
  return { runs, pages: BENCH_PAGES.filter((page) => names.includes(page.name)) };
}

import { describe, expect, it } from 'vitest';
import { BENCH_PAGES, libraryFloorPages, parseBenchOptions } from './pages';

const NO_SETUP = { canvasPath: '', workspaceId: '', chat: { userId: 'u1', token: 't.k' } };

describe('parseBenchOptions', () => {
  it('measures every page three times by default', () => {
    expect(parseBenchOptions([])).toEqual({ runs: 3, pages: BENCH_PAGES });
  });

  it('takes a number of runs and some pages by name, in the table order', () => {
    const options = parseBenchOptions(['--runs', '1', '--pages', 'canvas,/login']);
    expect(options.runs).toBe(1);
    expect(options.pages.map((page) => page.name)).toEqual(['/login', 'canvas']);
  });

  it('refuses unknown pages, bad run counts and other flags with the usage', () => {
    expect(() => parseBenchOptions(['--pages', '/nowhere'])).toThrow(
      /Unknown page \/nowhere\nUsage/,
    );
    expect(() => parseBenchOptions(['--runs', '0'])).toThrow(/Usage/);
    expect(() => parseBenchOptions(['--runs', 'two'])).toThrow(/Usage/);
    expect(() => parseBenchOptions(['--fast'])).toThrow();
  });
});

describe('libraryFloorPages', () => {
  it('measures a heavy page’s library alone beside it, and nothing for the other pages', () => {
    const { pages } = parseBenchOptions(['--pages', 'calendar,/login,/chat,canvas']);
    expect(libraryFloorPages(pages).map((page) => [page.name, page.path(NO_SETUP)])).toEqual([
      ['Stream Chat alone', '/chat?user=u1&token=t.k'],
      ['Excalidraw alone', '/canvas'],
      ['FullCalendar alone', '/calendar'],
    ]);
    expect(libraryFloorPages(parseBenchOptions(['--pages', 'dashboard']).pages)).toEqual([]);
  });
});

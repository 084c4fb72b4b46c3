/**
 * The app's heavy pages side by side with their libraries alone (library-floors/, built by
 * floor-build.ts): how much of a page's lazy chunk is the library as any page must load it, and
 * how much the app adds to it. Rows are the size table's chunk names in each build.
 */
import type { RouteSize } from './route-sizes';

export const LIBRARY_FLOORS = [
  {
    page: 'canvas',
    library: 'Excalidraw, no props',
    appChunk: 'src/features/canvases/components/canvas-page.tsx',
    floorChunk: 'src/canvas.tsx',
  },
  {
    page: 'calendar',
    library: 'FullCalendar, month view only',
    appChunk: 'src/features/calendar/components/workspace-calendar.tsx',
    floorChunk: 'src/calendar.tsx',
  },
] as const;

export interface LibraryFloorRow {
  page: (typeof LIBRARY_FLOORS)[number]['page'];
  library: string;
  /** JS gzip bytes (level 9) of the app's chunk and of the library alone. */
  app: number;
  floor: number;
}

function jsOf(sizes: readonly RouteSize[], chunk: string, build: string): number {
  const row = sizes.find((size) => size.lazy && size.chunk === chunk);
  if (!row) throw new Error(`The ${build} build has no lazy chunk ${chunk}.`);
  return row.js;
}

export function libraryFloorRows(
  appSizes: readonly RouteSize[],
  floorSizes: readonly RouteSize[],
): LibraryFloorRow[] {
  return LIBRARY_FLOORS.map(({ page, library, appChunk, floorChunk }) => ({
    page,
    library,
    app: jsOf(appSizes, appChunk, "app's"),
    floor: jsOf(floorSizes, floorChunk, "library floors'"),
  }));
}

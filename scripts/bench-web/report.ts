/** The bench's tables: medians of the runs per page, and the build's size table. */
import { withoutQuery, type RunFigures } from './lighthouse';
import type { LibraryFloorRow } from './library-floors';
import type { RouteSize } from './route-sizes';

/** A Lighthouse run and the gzip level 9 sizes of the files it loaded. */
export interface MeasuredRun extends RunFigures {
  jsGzip: number;
  cssGzip: number;
  /** Loaded scripts and stylesheets that are not files of the page's build. */
  unmatched: string[];
}

export interface PageResult {
  name: string;
  url: string;
  /** The origin and the dist folder it serves. */
  origin: string;
  dist: string;
  /** Warm runs: the bench's browser, signed in, its service worker serving the files. */
  runs: MeasuredRun[];
  /** Cold runs of a signed-in page: a fresh browser profile, signed in just before. */
  coldRuns: MeasuredRun[];
  errors: string[];
}

export function median(values: readonly number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const kib = (bytes: number) => (Number.isFinite(bytes) ? (bytes / 1024).toFixed(1) : '–');
const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** One row per page: the median of each figure over its runs. */
export function lighthouseTable(pages: readonly PageResult[], floor: PageResult): string {
  const medianOf = (page: PageResult, pick: (run: MeasuredRun) => number) =>
    median(page.runs.map(pick));
  const floorJs = medianOf(floor, (run) => run.jsGzip);
  const rows = [floor, ...pages].map((page) => {
    const js = medianOf(page, (run) => run.jsGzip);
    return [
      page.name,
      `${page.runs.length}`,
      kib(js),
      `${fixed(js / floorJs, 2)}×`,
      kib(medianOf(page, (run) => run.cssGzip)),
      kib(medianOf(page, (run) => run.jsBytes)),
      fixed(
        medianOf(page, (run) => run.performance),
        0,
      ),
      fixed(
        medianOf(page, (run) => run.accessibility),
        0,
      ),
      fixed(
        medianOf(page, (run) => run.bestPractices),
        0,
      ),
      fixed(
        medianOf(page, (run) => run.seo),
        0,
      ),
      fixed(medianOf(page, (run) => run.lcpMs) / 1000, 1),
      fixed(
        medianOf(page, (run) => run.tbtMs),
        0,
      ),
      fixed(
        medianOf(page, (run) => run.cls),
        3,
      ),
      fixed(medianOf(page, (run) => run.observedLoadMs) / 1000, 1),
      ...coldCells(page),
    ];
  });
  return table(
    [
      'page',
      'runs',
      'JS KiB gzip',
      'JS ÷ floor',
      'CSS KiB gzip',
      'JS KiB sent',
      'perf',
      'a11y',
      'best pr.',
      'SEO',
      'LCP s',
      'TBT ms',
      'CLS',
      'load s (real)',
      'cold runs',
      'cold perf',
      'cold LCP s',
      'cold TBT ms',
      'cold JS KiB sent',
    ],
    rows,
  );
}

/** A signed-in page's cold runs (a new device's first visit), medians; '–' for the others. */
function coldCells(page: PageResult): string[] {
  const runs = page.coldRuns;
  const medianOf = (pick: (run: MeasuredRun) => number) => median(runs.map(pick));
  return [
    `${runs.length}`,
    fixed(
      medianOf((run) => run.performance),
      0,
    ),
    fixed(medianOf((run) => run.lcpMs) / 1000, 1),
    fixed(
      medianOf((run) => run.tbtMs),
      0,
    ),
    kib(medianOf((run) => run.jsBytes)),
  ];
}

/**
 * What each page's runs flagged, each once: audits under 0.9, what the accessibility, best
 * practices and SEO audits that missed found, and Lighthouse's warnings.
 */
export function findings(pages: readonly PageResult[]): string {
  return pages
    .map((page) => {
      const audits = [
        ...new Set(
          page.runs.flatMap((run) => run.failedAudits.map((a) => a.replace(/ \(.*\)$/, ''))),
        ),
      ];
      const warnings = [...new Set(page.runs.flatMap((run) => run.warnings))];
      const unmatched = [
        ...new Set(page.runs.flatMap((run) => run.unmatched.map((url) => withoutQuery(url)))),
      ];
      const items = [
        ...new Set(
          page.runs.flatMap((run) =>
            Object.entries(run.auditItems).flatMap(([id, lines]) =>
              lines.map((line) => `${id}: ${line}`),
            ),
          ),
        ),
      ];
      return [
        `- ${page.name} (${page.url}):`,
        audits.length ? `  audits under 0.9: ${audits.join(', ')}` : '  every audit at 0.9 or more',
        ...items.map((item) => `    ${item}`),
        ...warnings.map((warning) => `  warning: ${warning}`),
        ...unmatched.map((url) => `  loaded, not a file of its build (not counted): ${url}`),
        ...page.errors.map((error) => `  failed run: ${error}`),
      ].join('\n');
    })
    .join('\n');
}

/** The size table: gzip level 9 of what the critical path and each lazy chunk load. */
export function sizeTable(sizes: readonly RouteSize[]): string {
  return table(
    ['chunk', 'loads', 'JS KiB (gzip 9)', 'CSS KiB (gzip 9)', 'files'],
    sizes.map((row) => [
      row.lazy ? `\`${row.chunk}\`` : `critical path (\`${row.chunk}\`, all /login loads)`,
      row.lazy ? 'lazy' : 'every page',
      kib(row.js),
      kib(row.css),
      `${row.files.length}`,
    ]),
  );
}

/** The heavy pages' chunks beside their libraries alone (library-floors.ts). */
export function libraryFloorTable(rows: readonly LibraryFloorRow[]): string {
  return table(
    ['page', 'the library alone', 'its JS KiB (gzip 9)', "the app's chunk", "the app's own part"],
    rows.map((row) => [
      row.page,
      row.library,
      kib(row.floor),
      kib(row.app),
      kib(row.app - row.floor),
    ]),
  );
}

/**
 * One Lighthouse run against the bench's Chromium: the default (mobile) settings with simulated
 * throttling, the four categories, and the session kept (storage reset disabled). The HTTP cache
 * is emptied before each run instead, so every run is a cold load. What the page downloads is
 * read from the run's own network requests.
 */
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { z } from 'zod';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

export interface RunFigures {
  /** Category scores, 0–100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Simulated (mobile, slow 4G, 4× CPU) Largest Contentful Paint and Total Blocking Time. */
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes on the wire (compressed body and headers) of the scripts and stylesheets loaded. */
  jsBytes: number;
  cssBytes: number;
  /** The URLs of the scripts and stylesheets loaded. */
  jsUrls: string[];
  cssUrls: string[];
  /** What the page did in real time on this machine, unthrottled: LCP and the load event. */
  observedLcpMs: number;
  observedLoadMs: number;
  /** How long Lighthouse took, gathering and auditing. */
  lighthouseMs: number;
  /** Audits that did not pass, for the report: `id (score)`. */
  failedAudits: string[];
  /**
   * What the failed audits of accessibility, best practices and SEO found, a few items each
   * (the console's error, the robots.txt line, the element): what to fix, not just where.
   */
  auditItems: Record<string, string[]>;
  warnings: string[];
}

const auditSchema = z.looseObject({
  score: z.number().nullable(),
  scoreDisplayMode: z.string(),
  numericValue: z.number().optional(),
  details: z.unknown().optional(),
});
const lhrSchema = z.looseObject({
  finalDisplayedUrl: z.string(),
  runtimeError: z.looseObject({ code: z.string(), message: z.string() }).optional(),
  runWarnings: z.array(z.string()),
  categories: z.record(
    z.string(),
    z.looseObject({
      score: z.number().nullable(),
      auditRefs: z.array(z.looseObject({ id: z.string() })),
    }),
  ),
  audits: z.record(z.string(), auditSchema),
  timing: z.looseObject({ total: z.number() }),
});
const networkItemsSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      url: z.string(),
      resourceType: z.string().optional(),
      transferSize: z.number().optional(),
    }),
  ),
});
const auditItemSchema = z.looseObject({
  description: z.string().optional(),
  message: z.string().optional(),
  url: z.string().optional(),
  sourceLocation: z.looseObject({ url: z.string().optional() }).optional(),
  node: z.looseObject({ snippet: z.string().optional() }).optional(),
});
const auditItemsSchema = z.looseObject({ items: z.array(z.unknown()).optional() });

/** A URL without its query, which often holds a per-load id (so each run's line would differ). */
export function withoutQuery(url: string | undefined): string | undefined {
  return url?.replace(/[?#].*$/, '');
}

/** Up to three lines describing a failed audit's items. */
function describeItems(details: unknown): string[] {
  const items = auditItemsSchema.safeParse(details).data?.items ?? [];
  return items.slice(0, 3).flatMap((raw) => {
    const item = auditItemSchema.safeParse(raw).data;
    const text = item?.description ?? item?.message ?? item?.node?.snippet ?? item?.url;
    // A console error names where it came from apart (the failed resource, the script).
    const url = withoutQuery(item?.sourceLocation?.url ?? item?.url);
    const where = url && url !== text ? ` (${url})` : '';
    return text ? [`${text.replace(/\s+/g, ' ').slice(0, 200)}${where}`] : [];
  });
}

const observedSchema = z.looseObject({
  items: z.array(
    z.looseObject({
      observedLargestContentfulPaint: z.number().optional(),
      observedLoad: z.number().optional(),
    }),
  ),
});

/** Empties the browser's HTTP cache, keeping cookies, storage and IndexedDB (the session). */
export async function clearHttpCache(endpoint: string): Promise<void> {
  const browser = await chromium.connectOverCDP(endpoint);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('The bench browser has no default context.');
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

/** Runs Lighthouse once on `url` in the browser at `port`; `reportPath` keeps its whole report. */
export async function runLighthouse(
  url: string,
  port: number,
  reportPath?: string,
): Promise<RunFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    disableStorageReset: true,
    // Signed in, Firestore's listen channel keeps the network busy, so Lighthouse never sees the
    // quiet it waits for and stops at this limit (default 45 s) with a "loaded too slowly"
    // warning. The pages have loaded long before (see observedLoadMs); the limit keeps the bench
    // short.
    maxWaitForLoad: 15_000,
    // No audit scores it; it costs seconds on the canvas page.
    disableFullPageScreenshot: true,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (reportPath) writeFileSync(reportPath, String(result.report));
  const lhr = lhrSchema.parse(result.lhr);
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(
      `${url} ended on ${lhr.finalDisplayedUrl} (a redirect: signed out, or a moved route?)`,
    );
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = networkItemsSchema.parse(lhr.audits['network-requests']?.details).items;
  const ofType = (type: string) => requests.filter((request) => request.resourceType === type);
  const bytesOf = (type: string) =>
    ofType(type).reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  const observed = observedSchema.parse(lhr.audits['metrics']?.details).items[0];
  const failedAudits = CATEGORIES.flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
    .map(({ id }) => [id, lhr.audits[id]] as const)
    .filter(
      ([, audit]) =>
        audit &&
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative',
    )
    .map(([id, audit]) => `${id} (${audit?.score})`);
  const auditItems = Object.fromEntries(
    (['accessibility', 'best-practices', 'seo'] as const)
      .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
      .map(({ id }) => [id, lhr.audits[id]] as const)
      .filter(([, audit]) => audit && audit.score !== null && audit.score < 1)
      .map(([id, audit]) => [id, describeItems(audit?.details)]),
  );
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsBytes: bytesOf('Script'),
    cssBytes: bytesOf('Stylesheet'),
    jsUrls: ofType('Script').map((request) => request.url),
    cssUrls: ofType('Stylesheet').map((request) => request.url),
    observedLcpMs: observed?.observedLargestContentfulPaint ?? NaN,
    observedLoadMs: observed?.observedLoad ?? NaN,
    lighthouseMs: lhr.timing.total,
    failedAudits: [...new Set(failedAudits)],
    auditItems,
    warnings: lhr.runWarnings,
  };
}

/** Latency figures: nearest-rank percentiles over a run's samples. */

export interface Summary {
  count: number;
  p50: number;
  p95: number;
  p99: number;
}

/**
 * The nearest-rank percentile: the smallest sample with at least p% of the samples at or below
 * it, so every figure printed is a latency that was measured. NaN without samples.
 */
export function percentile(samples: readonly number[], p: number): number {
  if (!(p > 0 && p <= 100)) throw new Error(`A percentile is over 0 and at most 100, not ${p}.`);
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]!;
}

export function summarize(samples: readonly number[]): Summary | null {
  if (samples.length === 0) return null;
  return {
    count: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

/** `value / floor`, or null when either is missing (no floor sample, nothing measured). */
export function ratio(value: number | undefined, floor: number | undefined): number | null {
  if (value === undefined || floor === undefined || !(floor > 0)) return null;
  return value / floor;
}

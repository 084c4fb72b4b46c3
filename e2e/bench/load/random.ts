/**
 * Seeded randomness for the load bench: the same seed gives the same plan and the same choices,
 * so a run that found something can be run again.
 */

/** A number in [0, 1). */
export type Random = () => number;

/** mulberry32: small, fast and well spread for a bench's choices (not for secrets). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A seed for one part of the run (a member, an action) derived from the run's seed. */
export function deriveSeed(seed: number, ...parts: number[]): number {
  let derived = seed >>> 0;
  for (const part of parts) derived = Math.imul(derived ^ (part + 0x9e3779b9), 0x85ebca6b) >>> 0;
  return derived;
}

export function pick<T>(random: Random, items: readonly T[]): T {
  if (items.length === 0) throw new Error('Nothing to pick from.');
  return items[Math.floor(random() * items.length)]!;
}

/** An exponentially distributed wait with the given mean: how long people pause. */
export function exponential(random: Random, mean: number): number {
  return -mean * Math.log(1 - random());
}

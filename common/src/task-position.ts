/**
 * A task's place in its board column: a string key, and the column is ordered by it. A move
 * writes one document (the moved task gets a key between its new neighbours) instead of
 * renumbering the column, so two people moving different cards never write the same document.
 *
 * Keys are fractional indexes (the scheme of David Greenspan's "Implementing Fractional
 * Indexing"): an integer part whose first character says how many digits follow (`a0`, `a1`, …,
 * `az`, `b00`, …; downwards `Zz`, `Zy`, …), then an optional fraction. Appending at either end
 * steps the integer, so a column filled one card at a time keeps keys of 2–4 characters;
 * inserting between two neighbours again and again grows the fraction by about one character
 * per five inserts. Digits are base 62 in ASCII order, which is both JavaScript's and
 * Firestore's string order.
 */

const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BASE = DIGITS.length;
/** The key of the first card of an empty column. */
export const FIRST_TASK_POSITION = 'a0';
/** The longest key the rules accept (a pathological run of inserts at one spot reaches it). */
export const TASK_POSITION_MAX = 128;
/** What the rules accept as a key: a head letter, then base-62 digits. */
export const TASK_POSITION_PATTERN = /^[A-Za-z][0-9A-Za-z]{1,127}$/;

/** Characters of the integer part, its head included, for a head letter (0 for no head). */
function integerLength(head: string): number {
  if (head >= 'a' && head <= 'z') return head.charCodeAt(0) - 'a'.charCodeAt(0) + 2;
  if (head >= 'A' && head <= 'Z') return 'Z'.charCodeAt(0) - head.charCodeAt(0) + 2;
  return 0;
}

function splitKey(key: string): { integer: string; fraction: string } {
  const length = integerLength(key[0] ?? '');
  if (length === 0 || key.length < length || !TASK_POSITION_PATTERN.test(key))
    throw new Error(`Not a task position: ${key}`);
  const fraction = key.slice(length);
  if (fraction.endsWith(DIGITS[0]!)) throw new Error(`Not a task position: ${key}`);
  return { integer: key.slice(0, length), fraction };
}

/** The next integer part up (null past the largest, `z` and 26 digits). */
function increment(integer: string): string | null {
  const head = integer[0]!;
  const digits = integer.slice(1).split('');
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const next = DIGITS.indexOf(digits[index]!) + 1;
    if (next < BASE) {
      digits[index] = DIGITS[next]!;
      return head + digits.join('');
    }
    digits[index] = DIGITS[0]!;
  }
  // Every digit rolled over: one digit more, or from -1 (`Zz`) up to 0 (`a0`).
  if (head === 'Z') return 'a' + DIGITS[0];
  if (head === 'z') return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) + 1);
  return nextHead > 'a'
    ? nextHead + digits.join('') + DIGITS[0]
    : nextHead + digits.slice(1).join('');
}

/** The next integer part down (null below the smallest, `A` and 26 digits). */
function decrement(integer: string): string | null {
  const head = integer[0]!;
  const digits = integer.slice(1).split('');
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const next = DIGITS.indexOf(digits[index]!) - 1;
    if (next >= 0) {
      digits[index] = DIGITS[next]!;
      return head + digits.join('');
    }
    digits[index] = DIGITS[BASE - 1]!;
  }
  if (head === 'a') return 'Z' + DIGITS[BASE - 1];
  if (head === 'A') return null;
  const nextHead = String.fromCharCode(head.charCodeAt(0) - 1);
  return nextHead < 'Z'
    ? nextHead + digits.join('') + DIGITS[BASE - 1]
    : nextHead + digits.slice(1).join('');
}

/** A fraction strictly between `low` and `high` (null: 1), both without trailing zeros. */
function midpoint(low: string, high: string | null): string {
  if (high !== null) {
    let shared = 0;
    while ((low[shared] ?? DIGITS[0]) === high[shared]) shared += 1;
    if (shared > 0) return high.slice(0, shared) + midpoint(low.slice(shared), high.slice(shared));
  }
  const lowDigit = low ? DIGITS.indexOf(low[0]!) : 0;
  const highDigit = high !== null ? DIGITS.indexOf(high[0]!) : BASE;
  if (highDigit - lowDigit > 1) return DIGITS[Math.round((lowDigit + highDigit) / 2)]!;
  // Neighbouring digits: a longer high is above its first digit alone; else go one digit deeper.
  if (high !== null && high.length > 1) return high.slice(0, 1);
  return DIGITS[lowDigit]! + midpoint(low.slice(1), null);
}

/**
 * A key that sorts after `before` and before `after` (null: the column's end on that side):
 * where a card goes when dropped between two others, or first or last.
 */
export function positionBetween(before: string | null, after: string | null): string {
  if (before !== null && after !== null && before >= after)
    throw new Error(`${before} is not before ${after}`);
  if (before === null && after === null) return FIRST_TASK_POSITION;
  if (before === null) {
    const { integer, fraction } = splitKey(after!);
    if (fraction) return integer;
    const down = decrement(integer);
    if (down === null) throw new Error('No task position before the smallest one.');
    return down;
  }
  const low = splitKey(before);
  if (after === null) return increment(low.integer) ?? low.integer + midpoint(low.fraction, null);
  const high = splitKey(after);
  if (low.integer === high.integer) return low.integer + midpoint(low.fraction, high.fraction);
  const up = increment(low.integer);
  return up !== null && up < after ? up : low.integer + midpoint(low.fraction, null);
}

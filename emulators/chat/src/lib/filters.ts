/**
 * Stream's filter language over any record: callers supply a resolver
 * from field name to value, so channels, users, members and messages share one matcher.
 */
import { inputError } from './errors';

export type FieldResolver = (field: string) => unknown;
export type Filter = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function comparable(value: unknown): string | number | boolean | null {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'string') return value;
  return null;
}

function compare(a: unknown, b: unknown): number | null {
  const left = comparable(a);
  const right = comparable(b);
  if (left === null || right === null) return null;
  if (typeof left === 'string' && typeof right === 'string') {
    // ISO timestamps compare as dates even when one side lacks milliseconds.
    const leftTime = Date.parse(left);
    const rightTime = Date.parse(right);
    if (/^\d{4}-\d\d-\d\d/.test(left) && !Number.isNaN(leftTime) && !Number.isNaN(rightTime)) {
      return leftTime - rightTime;
    }
    return left < right ? -1 : left > right ? 1 : 0;
  }
  if (typeof left !== typeof right) return null;
  return left < right ? -1 : left > right ? 1 : 0;
}

function equals(actual: unknown, expected: unknown): boolean {
  if (Array.isArray(actual)) {
    if (Array.isArray(expected)) {
      return actual.length === expected.length && expected.every((item) => actual.includes(item));
    }
    return actual.includes(expected);
  }
  return compare(actual, expected) === 0 || actual === expected;
}

/** Lower-case words (letters, digits, `_`), as full-text search splits text. */
export function words(value: unknown): string[] {
  return typeof value === 'string'
    ? value
        .toLowerCase()
        .split(/[^\p{L}\p{N}_]+/u)
        .filter(Boolean)
    : [];
}

/** Case-insensitive prefix of any word (or of the whole value). */
export function autocompletes(actual: unknown, prefix: unknown): boolean {
  if (typeof prefix !== 'string') return false;
  const values = Array.isArray(actual) ? actual : [actual];
  const needle = prefix.toLowerCase();
  return values.some(
    (value) =>
      (typeof value === 'string' && value.toLowerCase().startsWith(needle)) ||
      words(value).some((word) => word.startsWith(needle)),
  );
}

/** Full-text: every word of the query occurs as a word (or word prefix) in the value. */
export function textMatches(actual: unknown, query: unknown): boolean {
  const haystack = words(actual);
  const needles = words(query);
  return (
    needles.length > 0 && needles.every((needle) => haystack.some((w) => w.startsWith(needle)))
  );
}

const OPERATORS = new Set([
  '$eq',
  '$ne',
  '$in',
  '$nin',
  '$gt',
  '$gte',
  '$lt',
  '$lte',
  '$exists',
  '$contains',
  '$autocomplete',
  '$q',
]);

/** Checks operators up front, so a bad filter fails even when there is nothing to match. */
function checkFilter(filter: unknown): void {
  if (!isPlainObject(filter)) throw inputError('filter must be an object');
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' || key === '$or' || key === '$nor') {
      if (!Array.isArray(condition)) throw inputError(`${key} requires an array of filters`);
      condition.forEach(checkFilter);
    } else if (key.startsWith('$')) {
      throw inputError(`operator ${key} is not supported at the top level`);
    } else if (isPlainObject(condition)) {
      for (const operator of Object.keys(condition)) {
        if (operator.startsWith('$') && !OPERATORS.has(operator)) {
          throw inputError(`operator ${operator} is not supported for field ${key}`);
        }
      }
    }
  }
}

/** Validates a filter once and returns a matcher over field resolvers. */
export function compileFilter(filter: unknown): (resolve: FieldResolver) => boolean {
  checkFilter(filter);
  return (resolve) => matchesFilter(filter as Filter, resolve);
}

function matchOperator(operator: string, actual: unknown, operand: unknown): boolean {
  switch (operator) {
    case '$eq':
      return equals(actual, operand);
    case '$ne':
      return !equals(actual, operand);
    case '$in':
    case '$nin': {
      if (!Array.isArray(operand)) throw inputError(`${operator} operator requires an array`);
      const found = Array.isArray(actual)
        ? actual.some((item) => operand.includes(item))
        : operand.some((item) => equals(actual, item));
      return operator === '$in' ? found : !found;
    }
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte': {
      const result = compare(actual, operand);
      if (result === null) return false;
      if (operator === '$gt') return result > 0;
      if (operator === '$gte') return result >= 0;
      if (operator === '$lt') return result < 0;
      return result <= 0;
    }
    case '$exists': {
      const present = actual !== undefined && actual !== null;
      const hasItems = Array.isArray(actual) ? actual.length > 0 : present;
      return operand ? hasItems : !hasItems;
    }
    case '$contains':
      return Array.isArray(actual) && actual.includes(operand);
    case '$autocomplete':
      return autocompletes(actual, operand);
    case '$q':
      return textMatches(actual, operand);
    default:
      return equals(actual, operand);
  }
}

function matchesFilter(filter: Filter, resolve: FieldResolver): boolean {
  return Object.entries(filter).every(([key, condition]) => {
    if (key === '$and' || key === '$or' || key === '$nor') {
      const subs = condition as Filter[];
      if (key === '$and') return subs.every((sub) => matchesFilter(sub, resolve));
      const any = subs.some((sub) => matchesFilter(sub, resolve));
      return key === '$or' ? any : !any;
    }
    const actual = resolve(key);
    if (isPlainObject(condition) && Object.keys(condition).some((k) => k.startsWith('$'))) {
      return Object.entries(condition).every(([operator, operand]) =>
        matchOperator(operator, actual, operand),
      );
    }
    return equals(actual, condition);
  });
}

export interface SortField {
  field: string;
  direction: number;
}

/** Sorts by each key in order; missing values go last whatever the direction. */
export function sortRecords<T>(
  items: T[],
  sort: SortField[],
  resolve: (item: T, field: string) => unknown,
): T[] {
  return [...items].sort((a, b) => {
    for (const { field, direction } of sort) {
      const left = resolve(a, field);
      const right = resolve(b, field);
      const leftMissing = left === undefined || left === null;
      const rightMissing = right === undefined || right === null;
      if (leftMissing || rightMissing) {
        if (leftMissing && rightMissing) continue;
        return leftMissing ? 1 : -1;
      }
      const result = compare(left, right) ?? 0;
      if (result !== 0) return direction < 0 ? -result : result;
    }
    return 0;
  });
}

/** Sort arrives as `[{field, direction}]`; older callers send `{field: direction}`. */
export function normalizeSort(sort: unknown): SortField[] {
  if (sort === undefined || sort === null) return [];
  const entries = Array.isArray(sort) ? sort : [sort];
  return entries.flatMap((entry: unknown) => {
    if (!isPlainObject(entry)) throw inputError('sort entries must be objects');
    if (typeof entry.field === 'string') {
      return [{ field: entry.field, direction: Number(entry.direction ?? 1) < 0 ? -1 : 1 }];
    }
    return Object.entries(entry).map(([field, direction]) => ({
      field,
      direction: Number(direction) < 0 ? -1 : 1,
    }));
  });
}

import { inputError } from './errors';

/**
 * Stream's opaque `next` / `prev` cursors. Each names the offset its page starts at; they are
 * left out where no such page exists, because clients keep paging while `next` is truthy.
 */
export interface CursorPaging {
  limit?: number;
  offset?: number;
  next?: string;
  prev?: string;
}

export function encodeCursor(offset: number): string {
  return Buffer.from(JSON.stringify({ offset })).toString('base64url');
}

export function decodeCursor(cursor: string): number {
  try {
    const { offset } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as {
      offset: unknown;
    };
    if (typeof offset === 'number' && Number.isInteger(offset) && offset >= 0) return offset;
  } catch {
    // fall through to the input error
  }
  throw inputError(`"${cursor}" is not a valid paging cursor`);
}

export function pageByCursor<T>(
  items: readonly T[],
  paging: CursorPaging,
  defaultLimit: number,
): { page: T[]; next?: string; prev?: string } {
  const limit = paging.limit ?? defaultLimit;
  const cursor = paging.next ?? paging.prev;
  const start = cursor !== undefined ? decodeCursor(cursor) : (paging.offset ?? 0);
  return {
    page: items.slice(start, start + limit),
    ...(start + limit < items.length ? { next: encodeCursor(start + limit) } : {}),
    ...(start > 0 ? { prev: encodeCursor(Math.max(0, start - limit)) } : {}),
  };
}

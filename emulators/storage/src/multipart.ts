import { badRequest } from './http-error';

/** One event of a streamed multipart body; a part's data may arrive in many pieces. */
export type MultipartEvent =
  | { type: 'part'; headers: Map<string, string> }
  | { type: 'data'; chunk: Buffer }
  | { type: 'end-part' };

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');
const MAX_HEADER_BYTES = 16 * 1024;

/** Reads the boundary out of a `multipart/related; boundary=...` content type. */
export function multipartBoundary(contentType: string | undefined): string {
  const match = /^multipart\/related\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(
    contentType ?? '',
  );
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw badRequest('Expected Content-Type: multipart/related; boundary=...');
  return boundary;
}

/**
 * Splits a multipart body into events without buffering part bodies: only a delimiter's length
 * of bytes is held back, in case a delimiter straddles two network chunks.
 */
export async function* readMultipart(
  source: AsyncIterable<Buffer>,
  boundary: string,
): AsyncGenerator<MultipartEvent> {
  // Treat the body as if it began with CRLF so the first boundary looks like every other one.
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  let buffer: Buffer = CRLF;
  let state: 'preamble' | 'after-delimiter' | 'headers' | 'body' | 'done' = 'preamble';
  const iterator = source[Symbol.asyncIterator]();
  let ended = false;

  async function more(): Promise<boolean> {
    if (ended) return false;
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      return false;
    }
    buffer = buffer.length === 0 ? next.value : Buffer.concat([buffer, next.value]);
    return true;
  }

  while (state !== 'done') {
    if (state === 'preamble' || state === 'body') {
      const at = buffer.indexOf(delimiter);
      if (at === -1) {
        // Everything but a possible partial delimiter at the end is safe to hand out.
        const safe = Math.max(0, buffer.length - delimiter.length + 1);
        if (state === 'body' && safe > 0) yield { type: 'data', chunk: buffer.subarray(0, safe) };
        buffer = buffer.subarray(safe);
        if (!(await more())) throw badRequest('Malformed multipart body: missing closing boundary');
        continue;
      }
      if (state === 'body') {
        if (at > 0) yield { type: 'data', chunk: buffer.subarray(0, at) };
        yield { type: 'end-part' };
      }
      buffer = buffer.subarray(at + delimiter.length);
      state = 'after-delimiter';
    } else if (state === 'after-delimiter') {
      if (buffer.length < 2 && (await more())) continue;
      if (buffer.subarray(0, 2).toString() === '--') {
        state = 'done';
      } else {
        // Transport padding (spaces/tabs) may follow a boundary before its CRLF.
        const lineEnd = buffer.indexOf(CRLF);
        if (lineEnd === -1) {
          if (buffer.length > MAX_HEADER_BYTES || !(await more())) {
            throw badRequest('Malformed multipart body: bad boundary line');
          }
          continue;
        }
        if (buffer.subarray(0, lineEnd).toString().trim() !== '') {
          throw badRequest('Malformed multipart body: bad boundary line');
        }
        // Keep the CRLF so an empty header block still ends in CRLF CRLF.
        buffer = buffer.subarray(lineEnd);
        state = 'headers';
      }
    } else {
      const end = buffer.indexOf(HEADER_END);
      if (end === -1) {
        if (buffer.length > MAX_HEADER_BYTES || !(await more())) {
          throw badRequest('Malformed multipart body: unterminated part headers');
        }
        continue;
      }
      yield { type: 'part', headers: parseHeaders(buffer.subarray(CRLF.length, end).toString()) };
      buffer = buffer.subarray(end + HEADER_END.length);
      state = 'body';
    }
  }
  // Whatever follows the closing boundary is epilogue; drain it so the socket can be reused.
  while (await more()) buffer = Buffer.alloc(0);
}

function parseHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

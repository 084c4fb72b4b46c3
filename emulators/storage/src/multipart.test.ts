import { describe, expect, it } from 'vitest';
import { multipartBoundary, readMultipart, type MultipartEvent } from './multipart';

const boundary = '1234567890';
const body = Buffer.concat([
  Buffer.from(
    `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"a"}\r\n`,
  ),
  Buffer.from(`--${boundary}\r\nContent-Type: video/mp4\r\n\r\n`),
  Buffer.from('\r\n--12345 not a boundary\r\n'),
  Buffer.from(`\r\n--${boundary}--`),
]);

async function collect(pieces: Buffer[]): Promise<{ headers: string[]; bodies: string[] }> {
  async function* source() {
    yield* pieces;
  }
  const headers: string[] = [];
  const bodies: string[] = [];
  let current: Buffer[] = [];
  for await (const event of readMultipart(source(), boundary) as AsyncIterable<MultipartEvent>) {
    if (event.type === 'part') headers.push(event.headers.get('content-type') ?? '');
    if (event.type === 'data') current.push(Buffer.from(event.chunk));
    if (event.type === 'end-part') {
      bodies.push(Buffer.concat(current).toString());
      current = [];
    }
  }
  return { headers, bodies };
}

describe('readMultipart', () => {
  it('splits parts however the body is chunked', async () => {
    const expected = {
      headers: ['application/json; charset=utf-8', 'video/mp4'],
      bodies: ['{"name":"a"}', '\r\n--12345 not a boundary\r\n'],
    };
    for (const size of [1, 2, 3, 7, 13, body.length]) {
      const pieces: Buffer[] = [];
      for (let i = 0; i < body.length; i += size) pieces.push(body.subarray(i, i + size));
      expect(await collect(pieces), `chunk size ${size}`).toEqual(expected);
    }
  });

  it('rejects a body without its closing boundary', async () => {
    await expect(collect([body.subarray(0, body.length - 20)])).rejects.toThrow(/closing boundary/);
  });

  it('reads quoted and unquoted boundaries', () => {
    expect(multipartBoundary('multipart/related; boundary=abc')).toBe('abc');
    expect(multipartBoundary('multipart/related; boundary="a b"')).toBe('a b');
    expect(() => multipartBoundary('application/json')).toThrow(/multipart\/related/);
  });
});

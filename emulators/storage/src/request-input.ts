import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { badRequest, HttpError } from './http-error';

/** JSON bodies are metadata only; anything bigger is a client bug, not an upload. */
const MAX_JSON_BODY_BYTES = 1024 * 1024;

/** Parses `value` with `schema`, turning zod issues into one readable 400 message. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  label: string,
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issues = result.error.issues
    .map((issue) => `${[label, ...issue.path].join('.')}: ${issue.message}`)
    .join('; ');
  throw badRequest(`Invalid request: ${issues}`);
}

/** Reads a small body whole; refuses oversized ones with 413 instead of buffering them. */
export async function readSmallBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_JSON_BODY_BYTES) {
      req.resume();
      throw new HttpError(413, `Request body exceeds ${MAX_JSON_BODY_BYTES} bytes`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Parses JSON text and validates it; an empty body counts as `{}`. */
export function parseJson<S extends z.ZodType>(schema: S, raw: Buffer, label: string): z.output<S> {
  const text = raw.toString('utf8').trim();
  let value: unknown = {};
  if (text !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw badRequest(`Invalid request: ${label} is not valid JSON`);
    }
  }
  return parseInput(schema, value, label);
}

export async function readJsonBody<S extends z.ZodType>(
  req: IncomingMessage,
  schema: S,
): Promise<z.output<S>> {
  return parseJson(schema, await readSmallBody(req), 'body');
}

/** A non-negative decimal integer carried in a header or query string. */
export const decimalString = z
  .string()
  .regex(/^\d{1,16}$/, 'expected a non-negative decimal integer')
  .transform(Number);

import { open } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { parseByteRange } from './byte-range';
import { objectNotFound } from './http-error';
import type { StoredObject } from './object-metadata';

/** Streams an object's bytes with the headers the emulator sends; `Range` gives 206. */
export async function sendMedia(
  req: IncomingMessage,
  res: ServerResponse,
  object: StoredObject,
  path: string,
): Promise<void> {
  // Opened before answering: a concurrent overwrite or delete cannot cut the download short.
  const file = await open(path).catch(() => {
    throw objectNotFound(object.bucket, object.name);
  });
  res.setHeader('Content-Type', object.contentType);
  res.setHeader(
    'Content-Disposition',
    `${object.contentDisposition ?? 'attachment'}; filename*=UTF-8''${encodeURIComponent(baseName(object.name))}`,
  );
  res.setHeader('ETag', `"${object.generation}-${object.metageneration}"`);
  res.setHeader('x-goog-generation', object.generation);
  res.setHeader('x-goog-metageneration', String(object.metageneration));
  if (object.cacheControl) res.setHeader('Cache-Control', object.cacheControl);
  if (object.md5Hash && object.crc32c) {
    res.setHeader('x-goog-hash', `crc32c=${object.crc32c},md5=${object.md5Hash}`);
  }

  // Like GCS: gzip-encoded objects are decompressed for clients that can't take gzip.
  if (object.contentEncoding === 'gzip' && !/\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
    res.writeHead(200);
    await pipeline(file.createReadStream(), createGunzip(), res);
    return;
  }
  if (object.contentEncoding) res.setHeader('Content-Encoding', object.contentEncoding);
  res.setHeader('Accept-Ranges', 'bytes');
  const range = parseByteRange(req.headers.range, object.size);
  if (range === 'unsatisfiable') {
    await file.close();
    res.writeHead(416, { 'Content-Range': `bytes */${object.size}` }).end();
    return;
  }
  if (range === undefined) {
    res.writeHead(200, { 'Content-Length': object.size });
    await pipeline(file.createReadStream(), res);
    return;
  }
  res.writeHead(206, {
    'Content-Length': range.end - range.start + 1,
    'Content-Range': `bytes ${range.start}-${range.end}/${object.size}`,
  });
  await pipeline(file.createReadStream(range), res);
}

function baseName(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}

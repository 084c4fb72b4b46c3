import type { IncomingMessage, ServerResponse } from 'node:http';

/** Response headers the Web SDK reads; cross-origin they are invisible unless exposed. */
const EXPOSED_HEADERS = [
  'Content-Type',
  'Content-Range',
  'Content-Disposition',
  'ETag',
  'X-Firebase-Storage-Version',
  'X-Goog-Upload-Status',
  'X-Goog-Upload-URL',
  'X-Goog-Upload-Size-Received',
  'X-Goog-Upload-Chunk-Granularity',
  'X-Goog-Upload-Control-URL',
  'X-Goog-Upload-Command',
  'X-Goog-Upload-Protocol',
  'X-Goog-Upload-Header-Content-Length',
  'X-Goog-Upload-Header-Content-Type',
  'X-GUploader-UploadID',
  'X-Goog-Generation',
  'X-Goog-Metageneration',
  'X-Goog-Hash',
  'Location',
  'Range',
].join(', ');

/**
 * Only pages served from this machine (any port, e.g. Vite on :5173) may call the emulator from a
 * browser; any other site the developer visits gets no CORS grant.
 */
function isLocalOrigin(origin: string): boolean {
  try {
    const { hostname, protocol } = new URL(origin);
    return (
      (protocol === 'http:' || protocol === 'https:') &&
      (hostname === 'localhost' ||
        hostname.endsWith('.localhost') ||
        hostname === '127.0.0.1' ||
        hostname === '[::1]')
    );
  } catch {
    return false;
  }
}

/** Adds CORS headers to every answer; returns true when the request was a preflight it answered. */
export function applyCors(req: IncomingMessage, res: ServerResponse): boolean {
  const origin = req.headers.origin;
  res.setHeader('Vary', 'Origin');
  const allowed = origin !== undefined && isLocalOrigin(origin);
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  }
  if (req.method !== 'OPTIONS') return false;
  if (allowed) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, PUT, PATCH, POST, DELETE');
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
    );
    res.setHeader('Access-Control-Max-Age', '3600');
    if (req.headers['access-control-request-private-network'] === 'true') {
      res.setHeader('Access-Control-Allow-Private-Network', 'true');
    }
  }
  res.writeHead(204).end();
  return true;
}

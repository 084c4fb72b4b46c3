import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { applyCors } from './cors';

/**
 * The benchmark's ceiling: a server that speaks just enough of the Firebase resumable upload
 * protocol for `uploadBytesResumable` (start, upload, finalize) and throws the bytes away. What
 * the SDK reaches against it is the most any server could give it: no disk, no checks, an answer
 * the moment a chunk's body has arrived. It answers CORS as the stand-in does, for the SDK in a
 * browser. Prints its port.
 */
let received = 0;

function answer(res: ServerResponse, status: 'active' | 'final', body?: object): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(200, {
    'X-Goog-Upload-Status': status,
    'X-Goog-Upload-Size-Received': String(received),
    'Content-Type': 'application/json',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

const server = createServer({ requestTimeout: 0 }, (req, res) => {
  if (applyCors(req, res)) return;
  const command = String(req.headers['x-goog-upload-command'] ?? '');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  req.on('data', (chunk: Buffer) => {
    if (command !== 'start') received += chunk.length;
  });
  req.on('end', () => {
    if (command === 'start') {
      received = 0;
      url.searchParams.set('upload_id', 'sink');
      res.setHeader('X-Goog-Upload-URL', `http://${req.headers.host}${url.pathname}${url.search}`);
      answer(res, 'active');
    } else if (command.includes('finalize')) {
      const now = new Date().toISOString();
      const name = url.searchParams.get('name') ?? 'sink';
      answer(res, 'final', {
        bucket: url.pathname.split('/')[3],
        name,
        size: String(received),
        generation: '1',
        metageneration: '1',
        contentType: req.headers['x-goog-upload-header-content-type'] ?? 'video/mp4',
        timeCreated: now,
        updated: now,
      });
    } else {
      answer(res, 'active');
    }
  });
});
server.listen(0, '127.0.0.1', () => {
  console.info(`listening on ${(server.address() as AddressInfo).port}`);
});

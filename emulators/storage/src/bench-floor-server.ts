import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';

/**
 * The benchmark's floor: the least a server can do with an upload, piping one PUT body to a
 * file (with the same 4 MiB write buffer as the stand-in). Prints its port; writes to the path
 * given as the first argument.
 */
const target = process.argv[2];
if (!target) throw new Error('usage: bench-floor-server.ts <file>');

const server = createServer({ requestTimeout: 0 }, (req, res) => {
  pipeline(req, createWriteStream(target, { highWaterMark: 4 * 1024 * 1024 })).then(
    () => res.writeHead(200).end(),
    () => res.writeHead(500).end(),
  );
});
server.listen(0, '127.0.0.1', () => {
  console.info(`listening on ${(server.address() as AddressInfo).port}`);
});

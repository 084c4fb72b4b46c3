import { connect, createServer, type AddressInfo, type Socket } from 'node:net';

export interface FlakyProxy {
  port: number;
  /** How many connections were cut. */
  readonly drops: number;
  /** Cut the next connection that has sent more than `bytes` towards the server. */
  dropAfter(bytes: number): void;
  close(): Promise<void>;
}

/** A loopback TCP proxy that can sever a connection mid-request, like a network failure. */
export async function startFlakyProxy(targetPort: number): Promise<FlakyProxy> {
  let limit: number | undefined;
  let drops = 0;
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, '127.0.0.1');
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    let sent = 0;
    client.on('data', (chunk: Buffer) => {
      const before = sent;
      sent += chunk.length;
      if (limit === undefined || sent <= limit) {
        upstream.write(chunk);
        return;
      }
      // The server gets a truncated body, then both ends are cut.
      const keep = Math.max(0, limit - before);
      limit = undefined;
      drops += 1;
      upstream.write(chunk.subarray(0, keep), () => {
        client.destroy();
        upstream.destroy();
      });
    });
    upstream.pipe(client);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    port: (server.address() as AddressInfo).port,
    get drops() {
      return drops;
    },
    dropAfter(bytes) {
      limit = bytes;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((done) => server.close(() => done()));
    },
  };
}

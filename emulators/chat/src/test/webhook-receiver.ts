/** A tiny HTTP server standing in for an app's webhook endpoint in the conformance tests. */
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Event } from 'stream-chat';

export interface Delivery {
  headers: IncomingHttpHeaders;
  /** The body exactly as received (what the signature covers). */
  rawBody: string;
  event: Event;
}

/** What the receiver does with the n-th delivery (from 0): answer a status, or never answer. */
export type Answer = number | 'hang';

export interface WebhookReceiver {
  url: string;
  deliveries: Delivery[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(
  answer: (index: number, delivery: Delivery) => Answer = () => 200,
): Promise<WebhookReceiver> {
  const deliveries: Delivery[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const delivery = { headers: req.headers, rawBody, event: JSON.parse(rawBody) as Event };
      const reply = answer(deliveries.length, delivery);
      deliveries.push(delivery);
      // A hanging request stays open until the sender gives up or the receiver closes.
      if (reply === 'hang') return;
      res.writeHead(reply, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/stream`,
    deliveries,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

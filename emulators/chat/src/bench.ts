/**
 * `npm run bench:chat`: 200 WebSocket clients watch one channel while 2,000 messages are sent
 * over REST. Reports send-to-receive latency, throughput and the server's peak memory, next to
 * a bare `ws` server doing the same fan-out (HTTP POST in, one frame to every client out).
 * Each server runs in its own child process so its memory and CPU are measured alone.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET } from '@crewspace/common/local-config';
import { StreamChat } from 'stream-chat';
import WebSocket from 'ws';
import type { Server as WsServer } from 'ws';
import { startChatEmulator } from './server';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 200);
const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 2000);
/** Messages in flight at once: enough to load the server, few enough to keep latency meaningful. */
const IN_FLIGHT = Number(process.env.BENCH_IN_FLIGHT ?? 8);

type Target = 'emulator' | 'bare';

interface Result {
  name: string;
  p50: number;
  p99: number;
  max: number;
  perSecond: number;
  delivered: number;
  expected: number;
  peakRssMb: number;
}

// ---- child process: one server under test --------------------------------------------------

async function serveBare(): Promise<number> {
  const WebSocketServer = (WebSocket as unknown as { Server: typeof WsServer }).Server;
  const wss = new WebSocketServer({ noServer: true });
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const frame = JSON.stringify({ type: 'message.new', message: JSON.parse(body) as unknown });
      for (const client of wss.clients) client.send(frame);
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end('{}');
    });
  });
  server.on('upgrade', (req, socket, head) =>
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws)),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

async function serve(target: Target): Promise<void> {
  const port =
    target === 'bare'
      ? await serveBare()
      : (await startChatEmulator({ port: 0, rateLimits: { limit: 1_000_000 } })).port;
  process.on('message', (message) => {
    if (message === 'stats') process.send?.({ peakRssKb: process.resourceUsage().maxRSS });
  });
  process.send?.({ port });
}

// ---- parent process: clients, sender, measurements ------------------------------------------

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function startChild(target: Target) {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', target], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve) =>
    child.once('message', (message) => resolve((message as { port: number }).port)),
  );
  const peakRssMb = async () => {
    child.send('stats');
    const { peakRssKb } = await new Promise<{ peakRssKb: number }>((resolve) =>
      child.once('message', (message) => resolve(message as { peakRssKb: number })),
    );
    return peakRssKb / 1024;
  };
  return { child, url: `http://127.0.0.1:${port}`, peakRssMb };
}

/**
 * Opens a socket; with `handshake`, resolves with the first frame (the emulator's health.check),
 * otherwise once open (the bare server sends nothing on connect).
 */
function openSocket(
  url: string,
  handshake: boolean,
  onFrame: (data: string) => void,
): Promise<{ ws: WebSocket; first: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    let first: string | null = handshake ? null : '';
    ws.on('message', (data) => {
      const text = String(data);
      if (first !== null) return onFrame(text);
      first = text;
      resolve({ ws, first });
    });
    ws.on('error', reject);
    if (!handshake) ws.on('open', () => resolve({ ws, first: '' }));
  });
}

async function run(target: Target): Promise<Result> {
  const { child, url, peakRssMb } = await startChild(target);
  const server = new StreamChat(LOCAL_STREAM_API_KEY, LOCAL_STREAM_API_SECRET, { baseURL: url });
  const userIds = Array.from({ length: CLIENTS }, (_, i) => `user-${i}`);
  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  let delivered = 0;
  // Clients only need the message id; a regex keeps the harness's own CPU use small, since the
  // clients share the machine with the server under test.
  const onFrame = (text: string) => {
    if (!text.startsWith('{"type":"message.new"')) return;
    const id = /"id":"(bench-\d+)"/.exec(text)?.[1];
    const started = id === undefined ? undefined : sentAt.get(id);
    if (started === undefined) return;
    latencies.push(performance.now() - started);
    delivered += 1;
  };

  if (target === 'emulator') {
    await server.upsertUsers([{ id: 'sender' }, ...userIds.map((id) => ({ id }))]);
    await server
      .channel('messaging', 'bench', { created_by_id: 'sender', members: ['sender', ...userIds] })
      .create();
  }
  const sockets: WebSocket[] = [];
  for (const userId of userIds) {
    if (target === 'bare') {
      sockets.push((await openSocket(`${url.replace('http', 'ws')}/bare`, false, onFrame)).ws);
      continue;
    }
    const token = server.createToken(userId);
    const params = new URLSearchParams({
      json: JSON.stringify({ user_id: userId, user_details: { id: userId } }),
      api_key: LOCAL_STREAM_API_KEY,
      authorization: token,
      'stream-auth-type': 'jwt',
    });
    const { ws, first } = await openSocket(
      `${url.replace('http', 'ws')}/connect?${params}`,
      true,
      onFrame,
    );
    const connectionId = (JSON.parse(first) as { connection_id: string }).connection_id;
    const query = new URLSearchParams({
      api_key: LOCAL_STREAM_API_KEY,
      user_id: userId,
      connection_id: connectionId,
    });
    const response = await fetch(`${url}/channels/messaging/bench/query?${query}`, {
      method: 'POST',
      headers: {
        Authorization: token,
        'stream-auth-type': 'jwt',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ watch: true, state: false, messages: { limit: 0 } }),
    });
    if (!response.ok) throw new Error(`watch failed: ${response.status} ${await response.text()}`);
    sockets.push(ws);
  }

  const serverToken = server.tokenManager.getToken() ?? '';
  const sendUrl =
    target === 'bare'
      ? `${url}/send`
      : `${url}/channels/messaging/bench/message?api_key=${LOCAL_STREAM_API_KEY}`;
  const send = async (i: number) => {
    const id = `bench-${i}`;
    sentAt.set(id, performance.now());
    const response = await fetch(sendUrl, {
      method: 'POST',
      headers: {
        Authorization: serverToken,
        'stream-auth-type': 'jwt',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(
        target === 'bare'
          ? { id, text: `message ${i}`, user: { id: 'sender' } }
          : { message: { id, text: `message ${i}`, user_id: 'sender' } },
      ),
    });
    if (!response.ok) throw new Error(`send failed: ${response.status} ${await response.text()}`);
  };

  const expected = MESSAGES * CLIENTS;
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: IN_FLIGHT }, async () => {
      while (next < MESSAGES) await send(next++);
    }),
  );
  // Wait for the tail of the fan-out (or give up after 30 s and report the loss).
  const deadline = performance.now() + 30_000;
  while (delivered < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const seconds = (performance.now() - started) / 1000;
  const peak = await peakRssMb();
  for (const ws of sockets) ws.close();
  child.kill();
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    name: target === 'emulator' ? 'chat emulator' : 'bare ws (floor)',
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? NaN,
    perSecond: MESSAGES / seconds,
    delivered,
    expected,
    peakRssMb: peak,
  };
}

async function main() {
  const serveIndex = process.argv.indexOf('--serve');
  if (serveIndex !== -1) {
    await serve(process.argv[serveIndex + 1] as Target);
    return;
  }
  console.info(`${CLIENTS} clients, ${MESSAGES} messages, ${IN_FLIGHT} sends in flight\n`);
  const bare = await run('bare');
  const emulator = await run('emulator');
  const fmt = (r: Result) =>
    `${r.name.padEnd(16)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p99 ${r.p99.toFixed(1).padStart(6)} ms  ` +
    `max ${r.max.toFixed(1).padStart(6)} ms  ${r.perSecond.toFixed(0).padStart(5)} msg/s  ` +
    `delivered ${r.delivered}/${r.expected}  peak RSS ${r.peakRssMb.toFixed(0)} MB`;
  console.info(fmt(bare));
  console.info(fmt(emulator));
  const ratio = emulator.p99 / bare.p99;
  const lost = emulator.expected - emulator.delivered;
  console.info(
    `\np99 ratio ${ratio.toFixed(2)}x (goal < 3x), lost ${lost} (goal 0), ` +
      `emulator peak RSS ${emulator.peakRssMb.toFixed(0)} MB (goal < 300 MB)`,
  );
  process.exitCode = ratio < 3 && lost === 0 && emulator.peakRssMb < 300 ? 0 : 1;
}

await main();

import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { randomFillSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { z } from 'zod';

/**
 * Uploads BENCH_SIZE_MB (default 1024) through the stand-in with the Web SDK's resumable upload,
 * next to:
 * - the floor: the same bytes in one plain node:http PUT to a server that only writes them to disk;
 * - a reference: that PUT sent with fetch, the SDK's transport in Node;
 * - the ceiling: the SDK against a server that answers the protocol and discards the bytes
 *   (bench-sink-server.ts), i.e. the most any server could let the SDK reach.
 * The SDK gets a Blob, as a product hands it a File; a Uint8Array run shows what that choice is
 * worth. Servers run in child processes so their peak RSS (VmHWM) can be read. Loopback throughput
 * on a shared VM is noisy, so each is run BENCH_ROUNDS times (default 3) and the median reported,
 * with the load average, since other work on the machine moves every figure.
 */

const count = z.coerce.number().int().positive();
const sizeMb = count.parse(process.env.BENCH_SIZE_MB ?? 1024);
const rounds = count.parse(process.env.BENCH_ROUNDS ?? 3);
const size = sizeMb * 1024 * 1024;

interface Child {
  process: ChildProcess;
  port: number;
}

/** Starts `script` under Node with tsx as a loader (no wrapper process) and reads its port. */
async function startChild(script: string, args: string[]): Promise<Child> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: new URL('..', import.meta.url),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  for await (const line of lines) {
    const port = /(?:127\.0\.0\.1:|listening on )(\d+)/.exec(line)?.[1];
    if (port) return { process: child, port: Number(port) };
  }
  throw new Error(`${script} exited before listening`);
}

async function stopChild({ process: child }: Child): Promise<void> {
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Peak resident set size of a live process, in MiB (Linux). */
async function peakRssMb(child: Child): Promise<number> {
  const status = await readFile(`/proc/${child.process.pid}/status`, 'utf8');
  const kib = Number(/^VmHWM:\s+(\d+) kB/m.exec(status)?.[1]);
  return kib / 1024;
}

async function timed(task: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await task();
  return (performance.now() - started) / 1000;
}

function generate(): Uint8Array {
  const data = new Uint8Array(size);
  // Random bytes, filled in slices (one call is capped at 2 GiB and slower).
  for (let offset = 0; offset < size; offset += 64 * 1024 * 1024) {
    randomFillSync(data, offset, Math.min(64 * 1024 * 1024, size - offset));
  }
  return data;
}

type Client = 'node:http' | 'fetch';

/** One PUT of all the bytes: with node:http (the floor), or with fetch (the SDK's transport). */
function put(port: number, data: Uint8Array, client: Client): Promise<void> {
  const url = `http://127.0.0.1:${port}/`;
  if (client === 'fetch') {
    return fetch(url, { method: 'PUT', body: data }).then((response) => {
      if (!response.ok) throw new Error(`PUT failed: ${response.status}`);
    });
  }
  return new Promise((done, fail) => {
    const req = request(
      url,
      { method: 'PUT', headers: { 'Content-Length': data.length } },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200 ? done() : fail(new Error(`PUT failed: ${res.statusCode}`)),
        );
      },
    );
    req.on('error', fail);
    req.end(data);
  });
}

async function benchFloor(data: Uint8Array, dir: string, client: Client): Promise<Result> {
  const file = join(dir, 'floor.bin');
  const floor = await startChild('src/bench-floor-server.ts', [file]);
  try {
    const seconds = await timed(() => put(floor.port, data, client));
    if ((await stat(file)).size !== size) throw new Error('floor stored the wrong size');
    await rm(file);
    return { seconds, peakRssMb: await peakRssMb(floor) };
  } finally {
    await stopChild(floor);
  }
}

/** Uploads `input` with uploadBytesResumable to the server on `port`; returns the stored size. */
async function sdkUpload(port: number, input: Blob | Uint8Array): Promise<number> {
  const app = initializeApp(
    { projectId: LOCAL_PROJECT_ID, storageBucket: LOCAL_STORAGE_BUCKET, apiKey: 'bench' },
    'bench',
  );
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', port, {
      mockUserToken: { sub: 'bench', user_id: 'bench', approved: true },
    });
    const { metadata } = await uploadBytesResumable(ref(storage, 'videos/bench.mp4'), input, {
      contentType: 'video/mp4',
      customMetadata: { uploadedBy: 'bench' },
    });
    return metadata.size;
  } finally {
    await deleteApp(app);
  }
}

async function benchSdk(
  server: 'stand-in' | 'sink',
  input: Blob | Uint8Array,
  dir: string,
): Promise<Result> {
  const child =
    server === 'stand-in'
      ? await startChild('src/main.ts', ['--port', '0', '--data', join(dir, 'data')])
      : await startChild('src/bench-sink-server.ts', []);
  try {
    let stored = 0;
    const seconds = await timed(async () => {
      stored = await sdkUpload(child.port, input);
    });
    if (stored !== size) throw new Error(`${server} stored ${stored} bytes, not ${size}`);
    return { seconds, peakRssMb: await peakRssMb(child) };
  } finally {
    await stopChild(child);
  }
}

interface Result {
  seconds: number;
  peakRssMb: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function report(label: string, results: Result[]): number {
  const speeds = results.map((result) => sizeMb / result.seconds);
  const speed = median(speeds);
  const rss = Math.max(...results.map((result) => result.peakRssMb));
  const all = speeds.map((value) => value.toFixed(0)).join(', ');
  console.info(
    `  ${label.padEnd(40)} ${speed.toFixed(0).padStart(5)} MiB/s  (runs: ${all})  peak RSS ${rss.toFixed(0)} MiB`,
  );
  return speed;
}

function load(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}

const dir = await mkdtemp(join(tmpdir(), 'storage-bench-'));
try {
  console.info(`Generating ${sizeMb} MiB…`);
  const data = generate();
  // Made before any timing, as a File exists before its upload starts.
  const blob = new Blob([data]);
  const floor: Result[] = [];
  const floorFetch: Result[] = [];
  const ceiling: Result[] = [];
  const standIn: Result[] = [];
  const standInBytes: Result[] = [];
  for (let round = 1; round <= rounds; round++) {
    console.info(`Round ${round} of ${rounds} (load average ${load()})…`);
    floor.push(await benchFloor(data, dir, 'node:http'));
    floorFetch.push(await benchFloor(data, dir, 'fetch'));
    ceiling.push(await benchSdk('sink', blob, dir));
    standIn.push(await benchSdk('stand-in', blob, dir));
    standInBytes.push(await benchSdk('stand-in', data, dir));
  }
  console.info(
    `\nUpload of ${sizeMb} MiB on loopback, median of ${rounds} (load average ${load()}):`,
  );
  const floorSpeed = report('floor: node:http PUT → file', floor);
  report('reference: fetch PUT → file', floorFetch);
  const ceilingSpeed = report('ceiling: SDK (Blob) → discarding sink', ceiling);
  const standInSpeed = report('stand-in: SDK (Blob)', standIn);
  report('stand-in: SDK (Uint8Array)', standInBytes);
  const ratio = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`;
  console.info(`  stand-in / floor:   ${ratio(standInSpeed, floorSpeed)} (goal: 70%)`);
  console.info(`  ceiling / floor:    ${ratio(ceilingSpeed, floorSpeed)}`);
  console.info(`  stand-in / ceiling: ${ratio(standInSpeed, ceilingSpeed)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}

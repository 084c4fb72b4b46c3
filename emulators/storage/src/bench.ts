import { spawn, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { createHash, randomFillSync } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { LOCAL_PROJECT_ID, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytesResumable } from 'firebase/storage';
import { z } from 'zod';
import { chromiumUpload, servePage, type SdkUploadSpec } from './bench-browser';
import { ObjectStore } from './object-store';

/**
 * Uploads BENCH_SIZE_MB (default 1024) through the stand-in with the Web SDK's resumable upload,
 * next to:
 * - the floor: the same bytes in one plain node:http PUT to a server that only writes them to disk;
 * - a reference: that PUT sent with fetch, the SDK's transport in Node;
 * - the ceiling: the SDK against a server that answers the protocol and discards the bytes
 *   (bench-sink-server.ts), i.e. the most any server could let the SDK reach.
 * The SDK gets a Blob, as a product hands it a File; a Uint8Array run shows what that choice is
 * worth. The ceiling and the stand-in are also measured with the SDK in headless Chromium
 * (bench-browser.ts), where the product's uploader runs, uploading a File read from disk. Whatever
 * the stand-in stored is compared with the bytes by sha256. Servers run in child processes so their peak RSS (VmHWM) can be read. Loopback throughput
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

/** The same upload for every SDK row, in Node and in Chromium. */
const SDK_UPLOAD: SdkUploadSpec = {
  firebaseConfig: {
    projectId: LOCAL_PROJECT_ID,
    storageBucket: LOCAL_STORAGE_BUCKET,
    apiKey: 'bench',
  },
  mockUserToken: { sub: 'bench', user_id: 'bench', approved: true },
  path: 'videos/bench.mp4',
  metadata: { contentType: 'video/mp4', customMetadata: { uploadedBy: 'bench' } },
};

/** Uploads `input` with uploadBytesResumable to the server on `port`; returns the stored size. */
async function sdkUpload(port: number, input: Blob | Uint8Array): Promise<number> {
  const app = initializeApp(SDK_UPLOAD.firebaseConfig, 'bench');
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', port, {
      mockUserToken: SDK_UPLOAD.mockUserToken,
    });
    const { metadata } = await uploadBytesResumable(
      ref(storage, SDK_UPLOAD.path),
      input,
      SDK_UPLOAD.metadata,
    );
    return metadata.size;
  } finally {
    await deleteApp(app);
  }
}

/** Where the SDK runs: in this process with a Blob or bytes, or in Chromium with a File on disk. */
type SdkClient =
  { in: 'node'; input: Blob | Uint8Array } | { in: 'chromium'; pageUrl: string; file: string };

async function benchSdk(
  server: 'stand-in' | 'sink',
  client: SdkClient,
  dir: string,
  sha256: string,
): Promise<Result> {
  const dataDir = await mkdtemp(join(dir, 'data-'));
  const child =
    server === 'stand-in'
      ? await startChild('src/main.ts', ['--port', '0', '--data', dataDir])
      : await startChild('src/bench-sink-server.ts', []);
  let result: Result;
  try {
    let stored: number[] = [];
    let seconds: number;
    if (client.in === 'node') {
      seconds = await timed(async () => {
        stored = [await sdkUpload(child.port, client.input)];
      });
    } else {
      // Timed around the upload alone, not Chromium's launch.
      const answer = await chromiumUpload(client.pageUrl, client.file, child.port, SDK_UPLOAD);
      seconds = answer.seconds;
      stored = [answer.fileSize, answer.storedSize];
    }
    if (stored.some((value) => value !== size)) {
      throw new Error(`${server} (${client.in}) got sizes ${stored.join('/')}, not ${size}`);
    }
    result = { seconds, peakRssMb: await peakRssMb(child) };
  } finally {
    await stopChild(child);
  }
  try {
    if (server === 'stand-in') await verifyStored(dataDir, sha256);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  return result;
}

async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) hash.update(chunk);
  return hash.digest('hex');
}

/** Checks, after the clock, that the stand-in's stored object holds exactly the bytes sent. */
async function verifyStored(dataDir: string, sha256: string): Promise<void> {
  const store = await ObjectStore.open(dataDir);
  const object = store.get(LOCAL_STORAGE_BUCKET, SDK_UPLOAD.path);
  if (!object) throw new Error(`the stand-in stored no ${SDK_UPLOAD.path}`);
  const stored = await sha256Of(store.blobPath(object));
  await store.close();
  if (stored !== sha256) throw new Error(`the stand-in stored other bytes (sha256 ${stored})`);
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
  const sha256 = createHash('sha256').update(data).digest('hex');
  // Made before any timing, as a File exists before its upload starts.
  const blob = new Blob([data]);
  const node: SdkClient = { in: 'node', input: blob };
  // The browser's File is these bytes on disk (read back through the page cache, as a file
  // just written or recently read would be).
  const file = join(dir, 'upload.mp4');
  await writeFile(file, data);
  const page = await servePage();
  const browser: SdkClient = { in: 'chromium', pageUrl: page.url, file };
  const floor: Result[] = [];
  const floorFetch: Result[] = [];
  const ceiling: Result[] = [];
  const browserCeiling: Result[] = [];
  const standIn: Result[] = [];
  const browserStandIn: Result[] = [];
  const standInBytes: Result[] = [];
  try {
    for (let round = 1; round <= rounds; round++) {
      console.info(`Round ${round} of ${rounds} (load average ${load()})…`);
      floor.push(await benchFloor(data, dir, 'node:http'));
      floorFetch.push(await benchFloor(data, dir, 'fetch'));
      ceiling.push(await benchSdk('sink', node, dir, sha256));
      browserCeiling.push(await benchSdk('sink', browser, dir, sha256));
      standIn.push(await benchSdk('stand-in', node, dir, sha256));
      browserStandIn.push(await benchSdk('stand-in', browser, dir, sha256));
      standInBytes.push(await benchSdk('stand-in', { in: 'node', input: data }, dir, sha256));
    }
  } finally {
    await page.close();
  }
  console.info(
    `\nUpload of ${sizeMb} MiB on loopback, median of ${rounds} (load average ${load()}):`,
  );
  const floorSpeed = report('floor: node:http PUT → file', floor);
  report('reference: fetch PUT → file', floorFetch);
  const ceilingSpeed = report('ceiling: SDK (Blob) → discarding sink', ceiling);
  const browserCeilingSpeed = report('ceiling: Chromium SDK (File) → sink', browserCeiling);
  const standInSpeed = report('stand-in: SDK (Blob)', standIn);
  const browserSpeed = report('stand-in: Chromium SDK (File)', browserStandIn);
  report('stand-in: SDK (Uint8Array)', standInBytes);
  const ratio = (a: number, b: number) => `${((100 * a) / b).toFixed(0)}%`;
  console.info(
    `  stand-in / floor:                   ${ratio(standInSpeed, floorSpeed)} (goal: 70%)`,
  );
  console.info(`  ceiling / floor:                    ${ratio(ceilingSpeed, floorSpeed)}`);
  console.info(`  stand-in / ceiling:                 ${ratio(standInSpeed, ceilingSpeed)}`);
  console.info(
    `  Chromium stand-in / floor:          ${ratio(browserSpeed, floorSpeed)} (goal: 70%)`,
  );
  console.info(`  Chromium ceiling / floor:           ${ratio(browserCeilingSpeed, floorSpeed)}`);
  console.info(
    `  Chromium stand-in / Chromium ceiling: ${ratio(browserSpeed, browserCeilingSpeed)}`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}

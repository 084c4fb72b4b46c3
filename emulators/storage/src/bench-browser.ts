import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { z } from 'zod';

/**
 * The benchmark's browser rows: the unmodified `firebase/storage` Web SDK in Debian's headless
 * Chromium, where the product's uploader runs. There the SDK sends with XMLHttpRequest, and a
 * `File` picked from disk is sliced and sent by the browser without JavaScript copies. The page
 * is served from a port of its own, so every SDK request is cross-origin, as from the app.
 */

/** What the SDK is asked to do, the same in Node and in the browser. */
export interface SdkUploadSpec {
  firebaseConfig: { projectId: string; storageBucket: string; apiKey: string };
  mockUserToken: { sub: string; user_id: string; approved: boolean };
  path: string;
  metadata: { contentType: string; customMetadata: Record<string, string> };
}

/** The page's script: the SDK, bundled, and one function the benchmark calls. */
const ENTRY = `
import { deleteApp, initializeApp } from 'firebase/app';
import { connectStorageEmulator, getStorage, ref, uploadBytesResumable } from 'firebase/storage';

window.benchUpload = async (port, spec) => {
  const file = document.querySelector('input[type=file]').files[0];
  const app = initializeApp(spec.firebaseConfig, 'bench');
  try {
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', port, { mockUserToken: spec.mockUserToken });
    const { metadata } = await uploadBytesResumable(ref(storage, spec.path), file, spec.metadata);
    return { fileSize: file.size, storedSize: metadata.size };
  } finally {
    await deleteApp(app);
  }
};
window.benchReady = true;
`;

const PAGE = `<!doctype html><meta charset="utf-8"><title>upload bench</title>
<input type="file"><script type="module" src="/bench.js"></script>`;

const uploadAnswer = z.object({ fileSize: z.number(), storedSize: z.number() });

/** Bundles the SDK for the page (esbuild, browser build of firebase) and serves it on loopback. */
export async function servePage(): Promise<{ url: string; close(): Promise<void> }> {
  const bundle = await build({
    stdin: {
      contents: ENTRY,
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'chrome120',
    minify: true,
    write: false,
    logLevel: 'silent',
  });
  const script = bundle.outputFiles[0]?.contents;
  if (!script) throw new Error('esbuild produced no bundle');
  const server: Server = createServer((req, res) => {
    if (req.url === '/bench.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script);
    } else if (req.url === '/') {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: () => new Promise((done) => server.close(() => done())),
  };
}

/**
 * Launches Chromium, opens the page, hands it the file at `file` through the file input (by path,
 * so the browser reads it from disk) and uploads it with `uploadBytesResumable` to the server on
 * `port`. Only the upload is timed, not the launch. Returns seconds, the size of the `File` the
 * page saw and the size the server reported to the SDK.
 */
export async function chromiumUpload(
  pageUrl: string,
  file: string,
  port: number,
  spec: SdkUploadSpec,
): Promise<{ seconds: number; fileSize: number; storedSize: number }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    headless: true,
  });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // Nothing may leave the machine. This only watches: a context.route() would make every
    // request, chunks included, pass through Playwright's interception, which cut the upload to
    // a tenth of its speed.
    page.on('request', (request) => {
      if (!/^http:\/\/127\.0\.0\.1[:/]/.test(request.url())) {
        errors.push(`request left the machine: ${request.url()}`);
      }
    });
    await page.goto(pageUrl);
    await page.waitForFunction(() => 'benchReady' in globalThis);
    await page.locator('input[type=file]').setInputFiles(file);
    const started = performance.now();
    const answer = await page.evaluate(
      ([port, spec]) =>
        (
          globalThis as unknown as {
            benchUpload(port: number, spec: SdkUploadSpec): Promise<unknown>;
          }
        ).benchUpload(port, spec),
      [port, spec] as const,
    );
    const seconds = (performance.now() - started) / 1000;
    if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
    return { seconds, ...uploadAnswer.parse(answer) };
  } finally {
    await browser.close();
  }
}

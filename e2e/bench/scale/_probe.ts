import { TEST_PORTS, TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { build } from 'esbuild';
import { getFirestore } from 'firebase-admin/firestore';
import { writeFileSync } from 'node:fs';
import { launchBrowser } from '../../fixtures/browser';
import { adminApp } from '../../fixtures/stack';

const app = adminApp(); process.env.FIRESTORE_EMULATOR_HOST='127.0.0.1:28080'; const db = getFirestore(app);
console.info('start');
await db.doc('workspaces/w1').set({ name: 'W1', members: ['u1', 'u2'], membersList: [{ uid: 'u1', displayName: 'A' }], createdAt: new Date() });
await db.doc('workspaces/w2').set({ name: 'W2', members: ['u1'], membersList: [], createdAt: new Date() });
const bundle = await build({ entryPoints: [new URL('./_probe-client.ts', import.meta.url).pathname], bundle: true, format: 'esm', write: false, platform: 'browser' });
const code = bundle.outputFiles[0]!.text;
console.info('bundle', code.length);
const browser = await launchBrowser();
const context = await browser.newContext();
const { createServer } = await import('node:http');
const server = createServer((_q, r) => { r.setHeader('content-type', 'text/html'); r.end(`<!doctype html><script type="module">${code}</script>`); });
await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
const port = (server.address() as { port: number }).port;
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
const log: unknown[] = [];
await cdp.send('Network.enable');
const urls = new Map<string, string>();
cdp.on('Network.requestWillBeSent', (e) => { urls.set(e.requestId, e.request.method + ' ' + e.request.url); log.push(['req', e.requestId, e.request.method, e.request.url, e.request.postData]); });
cdp.on('Network.responseReceived', async (e) => {
  log.push(['resp', e.requestId, e.response.status]);
  if (urls.get(e.requestId)?.includes(':28080')) {
    log.push(['streamcall', e.requestId]); try { const r = await cdp.send('Network.streamResourceContent' as never, { requestId: e.requestId } as never); log.push(['stream', e.requestId, Buffer.from((r as {bufferedData:string}).bufferedData, 'base64').toString()]); } catch (err) { log.push(['streamerr', e.requestId, String(err)]); }
  }
});
cdp.on('Network.dataReceived', (e) => { log.push(['data', e.requestId, e.dataLength, e.encodedDataLength, (e as {data?: string}).data ? Buffer.from((e as {data:string}).data, 'base64').toString() : null]); });
cdp.on('Network.loadingFinished', (e) => log.push(['fin', e.requestId, e.encodedDataLength]));
page.on('console', (m) => console.info('console', m.text())); page.on('pageerror', (e) => console.info('pageerror', e));
await page.goto(`http://127.0.0.1:${port}/legacy`);console.info('loaded');
for (const i of [1,2,3,4,5]) { await db.doc(`things/t${i}`).set({ n: i }); await db.doc(`others/o${i}`).set({ n: i }); }
await page.waitForFunction(() => !!(window as unknown as {go?: unknown}).go);
await page.evaluate(() => (window as unknown as {go: () => void}).go());
await new Promise((r) => setTimeout(r, 2000));
log.push(['MARK']);
await db.doc('workspaces/w1').update({ name: 'W1c' });
await new Promise((r) => setTimeout(r, 1000));
log.push(['MARK things']);
await db.doc('things/t2').update({ n: 22 });
await new Promise((r) => setTimeout(r, 1000));
log.push(['MARK others in']);
await db.doc('others/o2').update({ x: 1 });
await new Promise((r) => setTimeout(r, 1000));
log.push(['MARK others out']);
await db.doc('others/o5').update({ x: 1 });
await new Promise((r) => setTimeout(r, 1000));
if (Date.now()) { writeFileSync('/tmp/x/probe.json', JSON.stringify(log, null, 1)); await browser.close(); server.close(); process.exit(0); }
const n = await page.evaluate(async ({ p, port }) => { const c = window.openLegacyApp!({ projectId: p, host: '127.0.0.1', port, uid: 'u1', currentWorkspaceId: 'w1' }); window.legacyClient = c; return c.opened; }, { p: TEST_PROJECT_ID, port: 28080 });
console.info('opened', n);
await db.doc('workspaces/w1').update({ name: 'W1b' });
await new Promise((r) => setTimeout(r, 1500));
console.info('updates', await page.evaluate(() => window.legacyClient!.updates()));
writeFileSync('/tmp/x/probe.json', JSON.stringify(log, null, 1));
await browser.close();
server.close(); process.exit(0);

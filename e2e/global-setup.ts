/**
 * Runs once before the specs: seeds the demo accounts (admin, alice, bob) and starts the chat
 * emulator and the storage stand-in when their workspaces have a src/main.ts. The issue-3 specs
 * do not depend on them; they are there so sign-up's chat call has a service to talk to.
 */
import { LOCAL_PORTS, LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { EMULATOR_CLIENT_ENV, STORAGE_FIRESTORE_ARGS } from '../scripts/lib/emulator-env';
import { ROOT } from '../scripts/lib/paths';
import { seedDemoData } from '../scripts/lib/seed-demo';

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function startOptional(
  name: string,
  workspace: string,
  script: string,
  port: number,
  args: string[],
): Promise<ChildProcess | null> {
  if (!existsSync(join(ROOT, workspace, 'src', 'main.ts'))) {
    console.info(`[e2e] ${name}: ${workspace}/src/main.ts not found, not started`);
    return null;
  }
  if (await portOpen(port)) {
    console.warn(`[e2e] ${name}: port ${port} already in use, using what is there`);
    return null;
  }
  // The root script is `npm run start -w <workspace>`: the second `--` carries our arguments
  // through that inner npm run to the emulator.
  const extra = args.length > 0 ? ['--', '--', ...args] : [];
  const child = spawn('npm', ['run', script, '--silent', ...extra], {
    cwd: ROOT,
    detached: true, // own process group, so teardown stops npm and tsx together
    stdio: 'ignore',
  });
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && child.exitCode === null) {
    if (await portOpen(port)) {
      console.info(`[e2e] ${name} listening on ${port}`);
      return child;
    }
    await sleep(200);
  }
  console.warn(`[e2e] ${name} did not come up; continuing without it`);
  stop(child);
  return null;
}

function stop(child: ChildProcess | null) {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

export default async function setup() {
  // The stand-ins first: the functions that sync workspaces to chat run while we seed.
  const storageDir = mkdtempSync(join(tmpdir(), 'crewspace-e2e-storage-'));
  const [chat, storage] = await Promise.all([
    startOptional('chat emulator', 'emulators/chat', 'emulator:chat', LOCAL_PORTS.chat, []),
    startOptional(
      'storage stand-in',
      'emulators/storage',
      'emulator:storage',
      LOCAL_PORTS.storage,
      // Canvas images: the stand-in reads workspace membership from the Firestore emulator.
      ['--data', storageDir, ...STORAGE_FIRESTORE_ARGS],
    ),
  ]);

  Object.assign(process.env, EMULATOR_CLIENT_ENV);
  const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, 'e2e-seed');
  await seedDemoData(app);
  await deleteApp(app);

  return () => {
    stop(chat);
    stop(storage);
    rmSync(storageDir, { recursive: true, force: true });
  };
}

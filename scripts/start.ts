/**
 * `npm start`: the whole local stack, offline. Builds and watches the functions, starts the
 * Auth, Firestore and Functions emulators, the chat and storage stand-ins, seeds the demo
 * accounts and starts Vite. Ctrl-C stops everything; emulator data is exported on exit and
 * imported on the next run unless `npm start -- --fresh`.
 */
import concurrently from 'concurrently';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  LOCAL_PORTS,
  LOCAL_PROJECT_ID,
  localStreamWebhookUrl,
} from '@crewspace/common/local-config';
import { FIREBASE_PROJECT_ARGS, STORAGE_STACK_ARGS, firebaseCliEnv } from './lib/emulator-env';
import { CHAT_DATA_DIR, DATA_DIR, FIREBASE_DATA_DIR, ROOT, STORAGE_DATA_DIR } from './lib/paths';

if (process.argv.includes('--fresh')) rmSync(DATA_DIR, { recursive: true, force: true });
for (const dir of [FIREBASE_DATA_DIR, CHAT_DATA_DIR, STORAGE_DATA_DIR])
  mkdirSync(dir, { recursive: true });

// The functions emulator needs lib/index.js before it starts; the watcher keeps it fresh after.
execFileSync('npm', ['run', 'build', '-w', 'functions', '--silent'], {
  cwd: ROOT,
  stdio: 'inherit',
});

const hasFirebaseExport = existsSync(join(FIREBASE_DATA_DIR, 'firebase-export-metadata.json'));
const hasChatExport = readdirSync(CHAT_DATA_DIR).length > 0;
// The chat emulator sends message events to the functions, as Stream does after `chat:setup`.
const chatWebhookUrl = localStreamWebhookUrl(LOCAL_PORTS.functions, LOCAL_PROJECT_ID);
const firebaseArgs = [
  'emulators:start',
  '--only',
  'auth,firestore,functions',
  ...FIREBASE_PROJECT_ARGS,
  ...(hasFirebaseExport ? ['--import', FIREBASE_DATA_DIR] : []),
  '--export-on-exit',
  FIREBASE_DATA_DIR,
];

const { result } = concurrently(
  [
    {
      name: 'functions',
      command: 'npm run build:watch -w functions --silent',
      prefixColor: 'gray',
    },
    {
      name: 'firebase',
      command: `firebase ${firebaseArgs.join(' ')}`,
      env: firebaseCliEnv(),
      prefixColor: 'yellow',
    },
    {
      name: 'chat',
      command: `npm run start -w emulators/chat --silent -- ${hasChatExport ? `--import ${CHAT_DATA_DIR} ` : ''}--export-on-exit ${CHAT_DATA_DIR} --webhook-url ${chatWebhookUrl}`,
      prefixColor: 'magenta',
    },
    {
      name: 'storage',
      command: `npm run start -w emulators/storage --silent -- --data ${STORAGE_DATA_DIR} ${STORAGE_STACK_ARGS.join(' ')}`,
      prefixColor: 'cyan',
    },
    { name: 'seed', command: 'tsx scripts/seed.ts', prefixColor: 'green' },
    { name: 'web', command: 'npm run dev -w web --silent', prefixColor: 'blue' },
  ],
  // No kill-others: on Ctrl-C every process gets SIGINT and the emulators need time to export.
  { cwd: ROOT, prefix: 'name', restartTries: 0 },
);

console.info(`
Crewspace local stack
  App        http://localhost:${LOCAL_PORTS.web}
  Auth       http://127.0.0.1:${LOCAL_PORTS.auth}
  Firestore  http://127.0.0.1:${LOCAL_PORTS.firestore}
  Functions  http://127.0.0.1:${LOCAL_PORTS.functions}
  Storage    http://127.0.0.1:${LOCAL_PORTS.storage}
  Chat       http://127.0.0.1:${LOCAL_PORTS.chat}
Press Ctrl-C to stop (data is kept in .emulator-data; npm start -- --fresh starts clean).
`);

await result.then(
  () => process.exit(0),
  () => process.exit(process.exitCode ?? 1),
);

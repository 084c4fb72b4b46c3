import { parseArgs } from 'node:util';
import { LOCAL_PORTS, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, startStorageEmulator } from './server';

/**
 * `tsx src/main.ts [--port N] [--host H] [--data DIR] [--firestore HOST:PORT] [--functions
 * HOST:PORT] [--project ID]`. The port also comes from STORAGE_EMULATOR_PORT, the Firestore
 * emulator (which the rules read member documents and usage from) from FIRESTORE_EMULATOR_HOST,
 * the Functions emulator (which hears of uploads and deletions) from FUNCTIONS_EMULATOR_HOST,
 * the project from GCLOUD_PROJECT.
 */
const hostPort = z.string().regex(/^[A-Za-z0-9.\-[\]]+:\d+$/, 'expected host:port');

const cliOptions = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  data: z.string().min(1),
  firestore: hostPort.optional(),
  functions: hostPort.optional(),
  project: z.string().min(1).optional(),
});

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    data: { type: 'string' },
    firestore: { type: 'string' },
    functions: { type: 'string' },
    project: { type: 'string' },
  },
});
const parsed = cliOptions.safeParse({
  port: values.port ?? process.env.STORAGE_EMULATOR_PORT ?? LOCAL_PORTS.storage,
  host: values.host ?? '127.0.0.1',
  data: values.data ?? DEFAULT_DATA_DIR,
  firestore: values.firestore ?? (process.env.FIRESTORE_EMULATOR_HOST || undefined),
  functions: values.functions ?? (process.env.FUNCTIONS_EMULATOR_HOST || undefined),
  project: values.project ?? (process.env.GCLOUD_PROJECT || undefined),
});
if (!parsed.success) {
  console.error(`storage emulator: bad options: ${z.prettifyError(parsed.error)}`);
  process.exit(2);
}
const options = parsed.data;

const emulator = await startStorageEmulator({
  port: options.port,
  host: options.host,
  dataDir: options.data,
  firestore:
    options.firestore === undefined
      ? undefined
      : { host: options.firestore, projectId: options.project },
  functions:
    options.functions === undefined
      ? undefined
      : { host: options.functions, projectId: options.project },
});
console.info(
  `Storage emulator on ${emulator.url} (any bucket, e.g. ${LOCAL_STORAGE_BUCKET}); data in ${options.data}`,
);
console.info(
  options.firestore
    ? `Workspace files: member documents read from Firestore at ${options.firestore}` +
        (options.project ? ` (project ${options.project})` : ' (project from the bucket name)')
    : 'Workspace files: no Firestore emulator given (--firestore / FIRESTORE_EMULATOR_HOST); every request by a user is refused',
);
console.info(
  options.functions
    ? `Storage events (finalized, deleted) sent to the Functions emulator at ${options.functions}`
    : 'Storage events: no Functions emulator given (--functions / FUNCTIONS_EMULATOR_HOST); no function hears of uploads',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}

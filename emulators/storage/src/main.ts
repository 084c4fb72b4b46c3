import { parseArgs } from 'node:util';
import { LOCAL_PORTS, LOCAL_STORAGE_BUCKET } from '@crewspace/common/local-config';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, startStorageEmulator } from './server';

/** `tsx src/main.ts [--port N] [--host H] [--data DIR]`; the port also comes from STORAGE_EMULATOR_PORT. */
const cliOptions = z.object({
  port: z.coerce.number().int().min(0).max(65535),
  host: z.string().min(1),
  data: z.string().min(1),
});

const { values } = parseArgs({
  options: { port: { type: 'string' }, host: { type: 'string' }, data: { type: 'string' } },
});
const parsed = cliOptions.safeParse({
  port: values.port ?? process.env.STORAGE_EMULATOR_PORT ?? LOCAL_PORTS.storage,
  host: values.host ?? '127.0.0.1',
  data: values.data ?? DEFAULT_DATA_DIR,
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
});
console.info(
  `Storage emulator on ${emulator.url} (any bucket, e.g. ${LOCAL_STORAGE_BUCKET}); data in ${options.data}`,
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void emulator.close().then(() => process.exit(0));
  });
}

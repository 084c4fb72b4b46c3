/**
 * `npm run emulator:chat`: the local Stream-compatible chat service.
 *   --port N              (or CHAT_EMULATOR_PORT; default 9300)
 *   --import DIR          start from an export
 *   --export-on-exit DIR  write the state there on SIGINT/SIGTERM
 *   --data-dir DIR        keep uploads there (default: a temporary folder)
 *   --webhook-url URL     the app's webhook_url at start (events are POSTed there, signed)
 */
import { parseArgs } from 'node:util';
import {
  LOCAL_PORTS,
  LOCAL_STREAM_API_KEY,
  LOCAL_STREAM_API_SECRET,
} from '@crewspace/common/local-config';
import { startChatEmulator } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string' },
    import: { type: 'string' },
    'export-on-exit': { type: 'string' },
    'data-dir': { type: 'string' },
    'webhook-url': { type: 'string' },
  },
});

const env = process.env;
const rateLimit = env.CHAT_EMULATOR_RATE_LIMIT ? Number(env.CHAT_EMULATOR_RATE_LIMIT) : undefined;
if (rateLimit !== undefined && !(Number.isInteger(rateLimit) && rateLimit > 0)) {
  throw new Error('CHAT_EMULATOR_RATE_LIMIT must be a positive integer (requests per minute)');
}

const emulator = await startChatEmulator({
  port: Number(values.port ?? env.CHAT_EMULATOR_PORT ?? LOCAL_PORTS.chat),
  host: values.host ?? env.CHAT_EMULATOR_HOST,
  apiKey: env.STREAM_API_KEY ?? LOCAL_STREAM_API_KEY,
  apiSecret: env.STREAM_API_SECRET ?? LOCAL_STREAM_API_SECRET,
  dataDir: values['data-dir'],
  importDir: values.import,
  rateLimits: rateLimit ? { limit: rateLimit } : undefined,
  webhookUrl: values['webhook-url'],
});
console.info(`Chat emulator (Stream API) listening on ${emulator.url}`);
if (values.import) console.info(`Imported state from ${values.import}`);
if (values['webhook-url']) console.info(`Webhook events go to ${values['webhook-url']}`);

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  const exportDir = values['export-on-exit'];
  if (exportDir) {
    await emulator.exportTo(exportDir);
    console.info(`Exported chat state to ${exportDir}`);
  }
  await emulator.close();
  console.info(`Chat emulator stopped (${signal})`);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));

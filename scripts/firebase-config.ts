/**
 * `npm run firebase:config`: writes the Hosting headers into firebase.json and derives
 * firebase.test.json from it (common/src/firebase-config.ts), formatted as Prettier formats them.
 * Run it after editing firebase.json or common/src/hosting-headers.ts; `npm test` fails while
 * either file differs from what this writes (common/src/firebase-config.test.ts).
 */
import {
  productionFirebaseConfig,
  testFirebaseConfig,
  type FirebaseJson,
} from '@crewspace/common/firebase-config';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { ROOT } from '@crewspace/tooling/paths';

async function write(name: string, config: FirebaseJson): Promise<void> {
  const path = join(ROOT, name);
  const options = await resolveConfig(path);
  const text = await format(JSON.stringify(config, null, 2), { ...options, filepath: path });
  const before = await readFile(path, 'utf8').catch(() => '');
  if (text === before) return console.info(`${name}: unchanged`);
  await writeFile(path, text);
  console.info(`${name}: written`);
}

const production = productionFirebaseConfig(
  JSON.parse(await readFile(join(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson,
);
await write('firebase.json', production);
await write('firebase.test.json', testFirebaseConfig(production));

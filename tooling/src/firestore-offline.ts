/**
 * Makes the Firestore emulator start with no internet.
 *
 * firebase-tools downloads its Firestore emulator JAR on first use. Debian's
 * google-cloud-cli-firestore-emulator package ships the same emulator, but its JAR has no
 * Main-Class, so `java -jar` (what firebase-tools runs) fails. We write a manifest-only
 * wrapper JAR whose Main-Class is the emulator's entry point and whose Class-Path points at
 * the gcloud JAR, and hand it to firebase-tools through FIRESTORE_EMULATOR_BINARY_PATH.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { crc32 } from 'node:zlib';

const MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
const GCLOUD_JAR = join('platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar');

function gcloudSdkRoot(): string | undefined {
  try {
    const root = execFileSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return root || undefined;
  } catch {
    return undefined;
  }
}

/** A stored (uncompressed) zip holding one file: all a manifest-only JAR needs. */
function singleEntryZip(name: string, content: Buffer): Buffer {
  const nameBytes = Buffer.from(name, 'utf8');
  const checksum = crc32(content);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt32LE(checksum, 14);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt32LE(content.length, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt32LE(checksum, 16);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt32LE(content.length, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  const centralOffset = local.length + nameBytes.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + nameBytes.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, nameBytes, content, central, nameBytes, end]);
}

/**
 * Sets FIRESTORE_EMULATOR_BINARY_PATH in `env` when it is unset and a gcloud emulator JAR
 * exists. Returns the path in use, or undefined when firebase-tools should download as usual.
 */
export function prepareOfflineFirestore(
  cacheDir: string,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  if (env.FIRESTORE_EMULATOR_BINARY_PATH) return env.FIRESTORE_EMULATOR_BINARY_PATH;
  const sdkRoot = gcloudSdkRoot();
  if (!sdkRoot) return undefined;
  const gcloudJar = join(sdkRoot, GCLOUD_JAR);
  if (!existsSync(gcloudJar)) return undefined;

  mkdirSync(cacheDir, { recursive: true });
  const wrapper = join(cacheDir, 'cloud-firestore-emulator-wrapper.jar');
  // Class-Path takes space-separated URLs; a file URL keeps odd characters in the path safe.
  const manifest = [
    'Manifest-Version: 1.0',
    `Main-Class: ${MAIN_CLASS}`,
    `Class-Path: ${pathToFileURL(gcloudJar).href}`,
    '',
    '',
  ].join('\r\n');
  writeFileSync(wrapper, singleEntryZip('META-INF/MANIFEST.MF', Buffer.from(manifest, 'utf8')));
  env.FIRESTORE_EMULATOR_BINARY_PATH = wrapper;
  return wrapper;
}

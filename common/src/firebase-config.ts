/**
 * firebase.json is the one hand-edited Firebase configuration (production, and `npm start`'s
 * emulators). `npm run firebase:config` (scripts/firebase-config.ts) writes its Hosting headers
 * and derives firebase.test.json from it: the same configuration with the test stack's ports and
 * the test mode's headers, so `firebase emulators:exec --config firebase.test.json` serves what
 * production serves, pointed at the emulators. Deriving also matters because the Hosting
 * emulator (superstatic) reads firebase.json from the working directory too and lays the given
 * `hosting` over it key by key: a key firebase.test.json lacked would come from firebase.json.
 */
import { EMULATOR_HOST, hostingHeaders, type HostingHeaderRule } from './hosting-headers';
import { TEST_PORTS } from './local-config';

/** The parts of firebase.json this derivation reads or writes; the rest is carried over as is. */
export interface FirebaseJson {
  hosting: { headers?: HostingHeaderRule[]; [key: string]: unknown };
  emulators: { [key: string]: unknown };
  [key: string]: unknown;
}

/** The Firebase emulators firebase.test.json moves to the test ports (chat and storage are stand-ins). */
const TEST_STACK_EMULATORS = [
  'auth',
  'firestore',
  'functions',
  'hosting',
  'hub',
  'logging',
  'eventarc',
  'tasks',
] as const;

/** firebase.json with the production Hosting headers. */
export function productionFirebaseConfig(config: FirebaseJson): FirebaseJson {
  return { ...config, hosting: { ...config.hosting, headers: hostingHeaders('production') } };
}

/** firebase.test.json: firebase.json on the test stack's ports, with the test mode's headers. */
export function testFirebaseConfig(config: FirebaseJson): FirebaseJson {
  const emulators = { ...config.emulators };
  for (const name of TEST_STACK_EMULATORS) {
    emulators[name] = { host: EMULATOR_HOST, port: TEST_PORTS[name] };
  }
  return { ...config, hosting: { ...config.hosting, headers: hostingHeaders('test') }, emulators };
}

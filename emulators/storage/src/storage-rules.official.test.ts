import { readFileSync } from 'node:fs';
import { initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { LOCAL_PROJECT_ID } from '@crewspace/common/local-config';
import { ref, uploadBytes } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CASE_MEMBERS,
  CASE_STORAGE_USED,
  caseMemberDocument,
  SMALL_FILE_CASES,
} from './policy-cases';
import { errorCode } from './test-support/bytes';
import { expectedOutcome, patchable, performCase } from './test-support/policy-case-runner';
import { SdkClients } from './test-support/sdk-clients';

/**
 * The policy table against the official Storage emulator running the repository's storage.rules,
 * to prove the table (and so policy.ts) says what the rules say. Runs only when
 * FIREBASE_STORAGE_EMULATOR_HOST points at an official emulator, e.g.
 *   firebase emulators:exec --only storage,firestore "npx vitest run src/storage-rules.official.test.ts"
 * Updates go through updateMetadata: the official emulator checks every upload as `create`.
 * The rules read the caller's member document from Firestore, so the Firestore emulator runs
 * too; the table's CASE_MEMBERS are seeded there as the app writes member documents.
 */

const emulatorHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/** The official emulator answers `GET /v0/` with {"emulator":"storage"}; this stand-in does not. */
async function isOfficialEmulator(host: string | undefined): Promise<boolean> {
  if (!host) return false;
  try {
    const response = await fetch(`http://${host}/v0/`);
    return ((await response.json()) as { emulator?: string }).emulator === 'storage';
  } catch {
    return false;
  }
}

const official = await isOfficialEmulator(emulatorHost);
if (!official) {
  console.info(
    'storage-rules.official.test.ts skipped: FIREBASE_STORAGE_EMULATOR_HOST ' +
      (emulatorHost
        ? `(${emulatorHost}) is not an official Storage emulator.`
        : 'is not set. Run it under `firebase emulators:exec --only storage,firestore` to check the table against storage.rules.'),
  );
}

describe.runIf(official)('policy table against the official Storage emulator', () => {
  let env: RulesTestEnvironment;
  let clients: SdkClients;

  beforeAll(async () => {
    const [host = '127.0.0.1', port = '9199'] = (emulatorHost ?? '').split(':');
    const [firestoreHost = '127.0.0.1', firestorePort = '8080'] = (
      process.env.FIRESTORE_EMULATOR_HOST ?? ''
    ).split(':');
    env = await initializeTestEnvironment({
      projectId: LOCAL_PROJECT_ID,
      firestore: { host: firestoreHost, port: Number(firestorePort) },
      storage: {
        host,
        port: Number(port),
        rules: readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'),
      },
    });
    clients = new SdkClients(Number(port), host);
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const [workspaceId, members] of Object.entries(CASE_MEMBERS)) {
        for (const [uid, member] of Object.entries(members)) {
          await db
            .doc(`workspaces/${workspaceId}/members/${uid}`)
            .set(caseMemberDocument(workspaceId, uid, member));
        }
      }
      for (const [workspaceId, bytes] of Object.entries(CASE_STORAGE_USED)) {
        await db.doc(`workspaces/${workspaceId}/usage/storage`).set({ bytes });
      }
    });
  });

  // clearStorage() only reaches root-level objects, so reset the whole emulator instead.
  beforeEach(async () => {
    await fetch(`http://${emulatorHost}/internal/reset`, { method: 'POST' });
  });

  afterAll(async () => {
    await clients?.dispose();
    await env?.cleanup();
  });

  // Updates reach the official emulator's update rule only as metadata updates, which keep the
  // file's size; the size-changing ones run in storage-rules.test.ts.
  const cases = SMALL_FILE_CASES.filter(
    (policyCase) => policyCase.operation !== 'update' || patchable(policyCase),
  );
  it.each(cases.map((policyCase) => [policyCase.description, policyCase] as const))(
    '%s',
    async (_description, policyCase) => {
      const owner = clients.storage('owner');
      const outcome = await errorCode(
        performCase(
          policyCase,
          {
            actor: clients.storage(policyCase.actor),
            async seed(path, file) {
              await uploadBytes(ref(owner, path), new Uint8Array(file.size), {
                contentType: file.contentType,
                customMetadata: file.customMetadata,
              });
            },
          },
          'patch',
        ),
      );
      expect(outcome).toBe(expectedOutcome(policyCase));
    },
  );
});

import { ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { caseMembership, SMALL_FILE_CASES } from './policy-cases';
import { errorCode } from './test-support/bytes';
import { expectedOutcome, patchable, performCase } from './test-support/policy-case-runner';
import { SdkClients } from './test-support/sdk-clients';
import { startTestEmulator, type TestEmulator } from './test-support/test-emulator';

/**
 * The policy table end to end: each case's actor performs its operation through the Web SDK
 * against the server, which must refuse exactly the cases the table denies. Member documents
 * come from the table's CASE_MEMBERS instead of a Firestore emulator (the Firestore lookup
 * itself is tested against the real emulator in
 * functions/src/canvases/canvas-images-storage.int.test.ts).
 */

let emulator: TestEmulator;
let clients: SdkClients;
let owner: FirebaseStorage;

beforeAll(async () => {
  emulator = await startTestEmulator(undefined, {
    membership: (query) => Promise.resolve(caseMembership(query)),
  });
  clients = new SdkClients(emulator.port);
  owner = clients.storage('owner');
});

beforeEach(() => emulator.reset());

afterAll(async () => {
  await clients.dispose();
  await emulator.dispose();
});

/**
 * Update cases run twice: as an overwriting upload and, when they keep the file's size, as a
 * metadata update.
 */
const runs = SMALL_FILE_CASES.flatMap((policyCase) =>
  (patchable(policyCase) ? (['overwrite', 'patch'] as const) : (['overwrite'] as const)).map(
    (updateVia) =>
      [
        updateVia === 'patch'
          ? `${policyCase.description} (metadata update)`
          : policyCase.description,
        policyCase,
        updateVia,
      ] as const,
  ),
);

describe('storage policy through the Web SDK', () => {
  it.each(runs)('%s', async (_description, policyCase, updateVia) => {
    const actor = clients.storage(policyCase.actor);
    const outcome = await errorCode(
      performCase(
        policyCase,
        {
          actor,
          async seed(path, file) {
            await uploadBytes(ref(owner, path), new Uint8Array(file.size), {
              contentType: file.contentType,
              customMetadata: file.customMetadata,
            });
          },
        },
        updateVia,
      ),
    );
    expect(outcome).toBe(expectedOutcome(policyCase));
  });
});

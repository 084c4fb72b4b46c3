/**
 * The test stack as a signed-in client sees it over REST: an Auth emulator sign-in, Firestore
 * runQuery / batchGet with the user's ID token (so the rules apply), and callable functions.
 * Every Firestore answer is tallied with the browser tests' counter (firestore-responses.ts).
 */
import { TEST_PORTS, TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { tallyRestBody, type ReceivedMessage } from '../../fixtures/firestore-responses';

const DOCUMENTS = `projects/${TEST_PROJECT_ID}/databases/(default)/documents`;
const FIRESTORE = `http://127.0.0.1:${TEST_PORTS.firestore}/v1/${DOCUMENTS}`;

/**
 * The Firestore emulator's admin bearer: the rules are skipped. Only for the array model, whose
 * queries today's rules refuse; what a query returns is the same either way.
 */
export const EMULATOR_ADMIN_TOKEN = 'owner';

export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  if (!body.idToken) throw new Error(`Sign-in of ${email} failed: ${JSON.stringify(body)}`);
  return body.idToken;
}

async function firestorePost(token: string, url: string, body: unknown) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return tallyRestBody(text);
}

/** A query under `parent` ('' for the root, e.g. a collection-group query). */
export function runQuery(
  token: string,
  parent: string,
  structuredQuery: unknown,
): Promise<ReceivedMessage[]> {
  const under = parent ? `/${parent}` : '';
  return firestorePost(token, `${FIRESTORE}${under}:runQuery`, { structuredQuery });
}

/** Documents by path, as one lookup. */
export function batchGet(token: string, paths: string[]): Promise<ReceivedMessage[]> {
  return firestorePost(token, `${FIRESTORE}:batchGet`, {
    documents: paths.map((path) => `${DOCUMENTS}/${path}`),
  });
}

/** A callable function of the test stack, as the web SDK calls it. */
export async function callFunction(token: string, name: string, data: unknown): Promise<unknown> {
  const response = await fetch(
    `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT_ID}/us-central1/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
    },
  );
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!response.ok || body.error) {
    throw new Error(`${name} failed (${response.status}): ${JSON.stringify(body.error ?? body)}`);
  }
  return body.result;
}

/** Turns the functions emulator's Firestore triggers off (bulk seeding) or back on. */
export async function setBackgroundTriggers(enabled: boolean): Promise<void> {
  const action = enabled ? 'enableBackgroundTriggers' : 'disableBackgroundTriggers';
  const response = await fetch(`http://127.0.0.1:${TEST_PORTS.hub}/functions/${action}`, {
    method: 'PUT',
  });
  if (!response.ok) throw new Error(`${action} answered ${response.status}`);
}

/**
 * Helpers for integration tests that run inside `firebase emulators:exec`: real accounts in
 * the Auth emulator, real calls to the functions emulator.
 */
import { TEST_PORTS, TEST_PROJECT_ID } from '@crewspace/common/local-config';
import { setTimeout as sleep } from 'node:timers/promises';

const AUTH = `http://127.0.0.1:${TEST_PORTS.auth}/identitytoolkit.googleapis.com/v1`;
const FUNCTIONS = `http://127.0.0.1:${TEST_PORTS.functions}/${TEST_PROJECT_ID}/us-central1`;

export interface TestAccount {
  uid: string;
  email: string;
  idToken: string;
}

async function authCall(
  path: string,
  body: Record<string, unknown>,
): Promise<Record<string, string>> {
  const res = await fetch(`${AUTH}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, string>;
  if (!res.ok) throw new Error(`Auth emulator ${path} failed: ${JSON.stringify(json)}`);
  return json;
}

export function uniqueEmail(label: string): string {
  const local = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `${local}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

export async function signUpWithPassword(
  email: string,
  displayName?: string,
): Promise<TestAccount> {
  const json = await authCall('accounts:signUp', {
    email,
    password: 'secret-password',
    displayName,
    returnSecureToken: true,
  });
  return { uid: json.localId!, email, idToken: json.idToken! };
}

/** Signs in again, so the new ID token carries the latest custom claims. */
export async function signInWithPassword(email: string): Promise<TestAccount> {
  const json = await authCall('accounts:signInWithPassword', {
    email,
    password: 'secret-password',
    returnSecureToken: true,
  });
  return { uid: json.localId!, email, idToken: json.idToken! };
}

/** The Auth emulator accepts an unsigned Google id_token, as its own sign-in page does. */
export async function signUpWithGoogle(email: string, name: string): Promise<TestAccount> {
  const idToken = JSON.stringify({ sub: `google-${email}`, email, email_verified: true, name });
  const json = await authCall('accounts:signInWithIdp', {
    postBody: `id_token=${encodeURIComponent(idToken)}&providerId=google.com`,
    requestUri: 'http://localhost',
    returnSecureToken: true,
  });
  return { uid: json.localId!, email, idToken: json.idToken! };
}

export interface HttpAnswer {
  status: number;
  text: string;
  json: unknown;
  headers: Headers;
}

export async function callApi(
  path: string,
  init: {
    method?: string;
    token?: string;
    body?: string;
    contentType?: string;
    headers?: Record<string, string>;
  } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = {
    'content-type': init.contentType ?? 'application/json',
    ...init.headers,
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(`${FUNCTIONS}/api${path}`, {
    method: init.method ?? 'POST',
    headers,
    body: init.body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, headers: res.headers };
}

/** Calls a callable over its HTTP protocol, as the web SDK does. */
export async function callCallable(
  name: string,
  data: unknown,
  token?: string,
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(`${FUNCTIONS}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const text = await res.text();
  return { status: res.status, text, json: JSON.parse(text) as unknown, headers: res.headers };
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 30_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(200);
  }
}

/** Calls a callable and returns its result, failing the test with the answer otherwise. */
export async function callOk(
  name: string,
  data: unknown,
  as: TestAccount,
): Promise<Record<string, unknown>> {
  const answer = await callCallable(name, data, as.idToken);
  if (answer.status !== 200) throw new Error(`${name} failed: ${answer.text}`);
  return (answer.json as { result: Record<string, unknown> }).result;
}

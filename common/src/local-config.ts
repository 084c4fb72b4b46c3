/** Values of the offline local stack; production takes its own from configuration. */
export const LOCAL_PROJECT_ID = 'demo-crewspace';
export const LOCAL_STORAGE_BUCKET = 'demo-crewspace.appspot.com';
export const LOCAL_STREAM_API_KEY = 'crewspace-local-key';
export const LOCAL_STREAM_API_SECRET = 'crewspace-local-secret';

export const LOCAL_PORTS = {
  auth: 9099,
  firestore: 8080,
  functions: 5001,
  hosting: 5000,
  storage: 9199,
  chat: 9300,
  web: 5173,
} as const;

/**
 * The test suites' own emulator stack (firebase.test.json): other ports and another demo
 * project, so `npm test` (rules, functions and browser tests) runs while `npm start` is up.
 */
export const TEST_PROJECT_ID = 'demo-crewspace-test';
export const TEST_STORAGE_BUCKET = 'demo-crewspace-test.appspot.com';
export const TEST_PORTS = {
  auth: 19099,
  firestore: 18080,
  functions: 15001,
  hosting: 15000,
  storage: 19199,
  chat: 19300,
  hub: 14400,
  logging: 14500,
  eventarc: 19299,
  tasks: 19499,
} as const;

/**
 * Where a local stack's chat emulator sends its webhook events: the functions emulator's `api`
 * function (`POST /api/webhooks/stream`), so mentions notify offline.
 */
export function localStreamWebhookUrl(functionsPort: number, projectId: string): string {
  return `http://127.0.0.1:${functionsPort}/${projectId}/us-central1/api/webhooks/stream`;
}

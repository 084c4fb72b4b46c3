import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { productionFirebaseConfig, testFirebaseConfig, type FirebaseJson } from './firebase-config';
import { hostingHeaders } from './hosting-headers';
import { TEST_PORTS } from './local-config';

function readConfig(name: string): FirebaseJson {
  return JSON.parse(readFileSync(new URL(`../../${name}`, import.meta.url), 'utf8'));
}

describe('firebase.json and firebase.test.json', () => {
  it('derives the test stack from production: its headers and ports, everything else the same', () => {
    const production: FirebaseJson = {
      hosting: { public: 'web/dist', rewrites: [{ source: '**', destination: '/index.html' }] },
      emulators: { singleProjectMode: true, auth: { host: '127.0.0.1', port: 9099 } },
      firestore: { rules: 'firestore.rules' },
    };
    const test = testFirebaseConfig(production);
    expect(test.hosting).toEqual({ ...production.hosting, headers: hostingHeaders('test') });
    expect(test.firestore).toEqual(production.firestore);
    expect(test.emulators).toMatchObject({
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: TEST_PORTS.auth },
      hosting: { host: '127.0.0.1', port: TEST_PORTS.hosting },
      hub: { host: '127.0.0.1', port: TEST_PORTS.hub },
    });
    expect(production.hosting.headers).toBeUndefined();
  });

  it('are what npm run firebase:config writes (run it after editing firebase.json)', () => {
    const production = readConfig('firebase.json');
    expect(production).toEqual(productionFirebaseConfig(production));
    expect(readConfig('firebase.test.json')).toEqual(testFirebaseConfig(production));
  });
});

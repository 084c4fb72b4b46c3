import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env-schema';

const REQUIRED = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'demo.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'demo',
  VITE_FIREBASE_STORAGE_BUCKET: 'demo.appspot.com',
  VITE_FIREBASE_APP_ID: '1:0:web:0',
  VITE_STREAM_API_KEY: 'stream-key',
};

describe('parseEnv', () => {
  it('defaults the emulator host and stack', () => {
    const env = parseEnv(REQUIRED);
    expect(env.VITE_USE_EMULATORS).toBe(false);
    expect(env.VITE_EMULATOR_HOST).toBe('127.0.0.1');
    expect(env.VITE_EMULATOR_STACK).toBe('local');
  });

  it('selects the test stack', () => {
    expect(parseEnv({ ...REQUIRED, VITE_EMULATOR_STACK: 'test' }).VITE_EMULATOR_STACK).toBe('test');
  });

  it('names every missing or invalid variable in one error', () => {
    const parse = () =>
      parseEnv({
        ...REQUIRED,
        VITE_STREAM_API_KEY: ' ',
        VITE_EMULATOR_STACK: 'staging',
        VITE_FIREBASE_APP_ID: undefined,
      });
    expect(parse).toThrow(EnvError);
    expect(parse).toThrow(/VITE_STREAM_API_KEY: is missing/);
    expect(parse).toThrow(/VITE_EMULATOR_STACK/);
    expect(parse).toThrow(/VITE_FIREBASE_APP_ID: is missing/);
  });
});
